type Watch = {
  /** The control `key` pressed on `target` stands for, if a dormant island takes it as a press. */
  controlFor: (target: Element, key: string) => HTMLElement | undefined;
  hold: (control: HTMLElement) => void;
  signal: AbortSignal;
};

/**
 * Keys a dormant island takes as presses once awake (the slideshow's ArrowRight and ArrowLeft): held as
 * the press of the button each stands for, and kept from the browser meanwhile.
 */
export function watchEarlyKeys({ controlFor, hold, signal }: Watch): void {
  window.addEventListener(
    "keydown",
    (event) => {
      if (!(event.target instanceof Element) || event.altKey || event.ctrlKey || event.metaKey) return;
      const control = controlFor(event.target, event.key);
      if (!control) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      hold(control);
    },
    { capture: true, signal },
  );
}

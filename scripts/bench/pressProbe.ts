/** The three controls a visitor can press before the page wakes. */
export type Control = "slideshow" | "strip" | "help";

/** Times in ms since navigation start (performance.now), as the page saw them. */
export type Probe = {
  fcp?: number;
  /** The press's event timeStamp (the touch's own time, as INP counts it). */
  press?: number;
  /** The frame that first shows the change: the rAF timestamp after the mutation. */
  frame?: number;
  /** When the pressed control's island woke (see `woke` below). */
  woke?: number;
  /** When `html[data-hydrated]` appeared: every island awake, an upper bound of `woke`. */
  hydrated?: number;
};

type ProbeWindow = Window & { __press: Probe; __pressAim: () => { x: number; y: number } | null };

/**
 * Installed with `page.addInitScript` so it runs before any of the page's scripts, and works on any build
 * of the page (it reads the DOM only): records the press, the first frame that shows its change, and when
 * the control's island woke.
 */
export function installProbe({ control, label }: { control: Control; label: string }): void {
  const probe: Probe = {};
  const w = window as unknown as ProbeWindow;
  w.__press = probe;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") probe.fcp = e.startTime;
  }).observe({ type: "paint", buffered: true });

  const region = () =>
    [...document.querySelectorAll("section")].find((s) => s.getAttribute("aria-label") === label);
  const strip = () => document.querySelector("[data-strips]");
  const helpButton = () => document.querySelector('button[aria-label^="Help: message "]');
  // A button's accessible name as a screen reader reads it: its label, or its text less aria-hidden parts.
  const name = (b: Element) =>
    b.getAttribute("aria-label") ??
    [...b.childNodes]
      .filter((n) => !(n instanceof Element && n.getAttribute("aria-hidden") === "true"))
      .map((n) => n.textContent)
      .join("")
      .trim();
  const target = (): Element | null | undefined => {
    if (control === "slideshow") return region()?.querySelector('[aria-label="Next slide"]');
    if (control === "strip")
      return [...(strip()?.querySelectorAll("button") ?? [])].find((b) => name(b) === "Next page");
    return helpButton() ?? document.querySelector('a[aria-label^="Message "]');
  };
  // What the visitor would see change: the slideshow running or on another slide, the strip busy or
  // on another page, the help dialog open.
  const look = (): string => {
    if (control === "slideshow") {
      const r = region();
      const current = r?.querySelector(".is-current")?.getAttribute("data-slide");
      return r?.getAttribute("data-state") === "running" ? "running" : `slide ${current}`;
    }
    if (control === "strip") {
      const s = strip();
      const busy = s?.getAttribute("aria-busy") === "true" || s?.classList.contains("loading");
      const active = s?.querySelector("[data-strips-page].active, [data-strips-page][aria-current]");
      return busy ? "busy" : `page ${active?.getAttribute("data-strips-page")}`;
    }
    return document.querySelector("[role=dialog]") ? "dialog" : "closed";
  };
  // An island is awake once React has claimed its DOM: hydration puts React's props on each element.
  // The help button is replaced by a <button> once awake. Both hold for any build that hydrates with React.
  const woke = () => {
    if (control === "help") return helpButton() !== null;
    const el = target();
    return !!el && Object.keys(el).some((key) => key.startsWith("__reactProps$"));
  };

  let before: string | undefined;
  let changed = false;
  const check = () => {
    const now = performance.now();
    if (probe.hydrated === undefined && document.documentElement?.hasAttribute("data-hydrated"))
      probe.hydrated = now;
    if (probe.woke === undefined && woke()) probe.woke = now;
    if (before === undefined || changed || look() === before) return;
    changed = true;
    requestAnimationFrame((t) => {
      probe.frame = t;
    });
  };
  const pressed = (event: Event) => {
    if (probe.press !== undefined) return;
    probe.press = event.timeStamp;
    before = look();
  };
  for (const type of ["touchstart", "pointerdown"])
    window.addEventListener(type, pressed, { capture: true, passive: true });
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["data-state", "class", "aria-busy", "aria-current", "data-hydrated"],
  });
  // Hydration changes no attribute: look for the island's waking every 20 ms until it has woken.
  const poll = setInterval(() => {
    check();
    if (probe.woke !== undefined) clearInterval(poll);
  }, 20);

  // A control below the first screen (the strip's) is scrolled to as soon as it is parsed, as a link to it
  // would: a scroll just before the tap would start the strip's pictures and layout under the press.
  const bring = () => {
    const box = target()?.getBoundingClientRect();
    if (box && (box.top < 0 || box.bottom > innerHeight))
      target()?.scrollIntoView({ block: "center", behavior: "instant" });
  };
  document.addEventListener("DOMContentLoaded", bring);
  // The control's centre in viewport px, brought into view again should the page have moved.
  w.__pressAim = () => {
    bring();
    const box = target()?.getBoundingClientRect();
    return box ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : null;
  };
}

import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

/**
 * What happy-dom lacks for the widgets' hooks, for unit tests that run with
 * `// @vitest-environment happy-dom`: layout (every box is 0 there), a ResizeObserver that ever
 * fires, animation frames at chosen times, and the document's hit testing. Each stub, spy, the fake
 * timers and the rendered hooks are undone after each test.
 */

type Box = Partial<
  Record<
    | "clientWidth"
    | "clientHeight"
    | "scrollWidth"
    | "offsetLeft"
    | "offsetTop"
    | "offsetWidth"
    | "offsetHeight",
    number
  >
>;

const boxes = new WeakMap<Element, Box>();
const restores: (() => void)[] = [];

// In this order: unmounting may still call a stubbed global, and the fake timers must be put back
// after the globals stubbed over them.
afterEach(() => {
  cleanup();
  for (const restore of restores.splice(0).reverse()) restore();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Gives an element the layout boxes a browser would measure; unset ones stay happy-dom's. */
export function layOut<E extends Element>(element: E, box: Box): E {
  boxes.set(element, { ...boxes.get(element), ...box });
  for (const key of Object.keys(box) as (keyof Box)[]) measuredFromBoxes(key);
  return element;
}

/** Makes a layout property of every element read from `boxes`, falling back to happy-dom's own. */
function measuredFromBoxes(key: keyof Box) {
  let owner: object | null = HTMLElement.prototype;
  while (owner && !Object.getOwnPropertyDescriptor(owner, key)) owner = Object.getPrototypeOf(owner);
  const original = owner && Object.getOwnPropertyDescriptor(owner, key);
  if (
    !owner ||
    !original?.get ||
    Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)?.get?.name === "measured"
  )
    return;
  Object.defineProperty(HTMLElement.prototype, key, {
    configurable: true,
    get: function measured(this: HTMLElement) {
      return boxes.get(this)?.[key] ?? original.get?.call(this);
    },
  });
  restores.push(() => {
    if (owner === HTMLElement.prototype) Object.defineProperty(owner, key, original);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
  });
}

/** A ResizeObserver that fires when the test says the observed elements resized. */
export function stubResizeObserver() {
  const observers = new Set<{ callback: ResizeObserverCallback; targets: Set<Element> }>();
  class FakeResizeObserver {
    private readonly entry: { callback: ResizeObserverCallback; targets: Set<Element> };
    constructor(callback: ResizeObserverCallback) {
      this.entry = { callback, targets: new Set() };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      observers.delete(this.entry);
    }
  }
  vi.stubGlobal("ResizeObserver", FakeResizeObserver);
  return {
    /** Tells every observer watching `target` (any target when not given) that it resized. */
    resize(target?: Element) {
      for (const { callback, targets } of [...observers]) {
        const hit = [...targets].filter((t) => !target || t === target);
        if (hit.length > 0) callback([], {} as ResizeObserver);
      }
    },
    /** How many observers are watching anything now. */
    watching: () => [...observers].filter((o) => o.targets.size > 0).length,
  };
}

/** Hit testing: `document.elementsFromPoint` answers from `at`, topmost element first. */
export function stubHitTesting(at: (x: number, y: number) => Element[]) {
  const had = Object.getOwnPropertyDescriptor(document, "elementsFromPoint");
  Object.defineProperty(document, "elementsFromPoint", { configurable: true, value: at });
  restores.push(() => {
    if (had) Object.defineProperty(document, "elementsFromPoint", had);
    else delete (document as unknown as Record<string, unknown>).elementsFromPoint;
  });
}

/** Sets a read-only property of one object for the current test (an image's `complete`, `document.fonts`). */
export function stubProperty<T extends object>(target: T, key: string, value: unknown) {
  const had = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { configurable: true, value });
  restores.push(() => {
    if (had) Object.defineProperty(target, key, had);
    else delete (target as Record<string, unknown>)[key];
  });
}

/** Builds elements from HTML in the document's body; removed after the test. */
export function mount(html: string): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = html;
  document.body.append(host);
  restores.push(() => host.remove());
  return host.firstElementChild as HTMLElement;
}

/** Animation frames the test draws itself, each at the page time it names (as a slow or throttled tab's). */
export function stubAnimationFrames() {
  let queued = new Map<number, FrameRequestCallback>();
  let next = 0;
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
    queued.set(++next, callback);
    return next;
  });
  vi.stubGlobal("cancelAnimationFrame", (id: number) => queued.delete(id));
  return {
    /** Runs the callbacks waiting for the next frame, with `now` as its time. */
    draw(now: number) {
      const due = queued;
      queued = new Map();
      for (const callback of due.values()) callback(now);
    },
  };
}

import { vi } from "vitest";

/**
 * A finger's (touch) pointer event at (x, y) that happened `ago` ms before it is dispatched (its
 * handler ran late); `init` adds to or overrides the rest.
 */
export function touchPointer(type: string, x: number, y = 0, ago = 0, init: PointerEventInit = {}) {
  const event = new PointerEvent(type, {
    pointerId: 1,
    isPrimary: true,
    pointerType: "touch",
    clientX: x,
    clientY: y,
    bubbles: true,
    ...init,
  });
  if (ago) Object.defineProperty(event, "timeStamp", { value: event.timeStamp - ago });
  return event;
}

/** Fake timers, the page's clock and its animation frames, for the gesture tests. */
export const fakeFrameTimers = () =>
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "performance", "requestAnimationFrame", "cancelAnimationFrame"],
  });

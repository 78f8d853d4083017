// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { GestureHandlers } from "../../../src/gestures/hammer.ts";
import { useGestures } from "../../../src/gestures/useGestures.ts";

const hammer = vi.hoisted(() => ({ createGestures: vi.fn(), destroy: vi.fn() }));
vi.mock("../../../src/gestures/hammer.ts", () => ({ createGestures: hammer.createGestures }));

/** The handlers the last manager was made with: what Hammer calls on a gesture. */
const made = () => hammer.createGestures.mock.lastCall?.[1] as GestureHandlers;
/** Lets the lazy chunk's promise settle. */
const chunk = () => new Promise((resolve) => setTimeout(resolve, 0));

const element = document.createElement("div");
const ref = { current: element };
type Props = { handlers: GestureHandlers; enabled?: boolean };
const render = (props: Props) =>
  renderHook((p: Props) => useGestures(ref, p.handlers, p.enabled), { initialProps: props });

beforeEach(() => {
  vi.clearAllMocks();
  hammer.createGestures.mockImplementation(() => ({ destroy: hammer.destroy }));
});

describe("useGestures", () => {
  it("makes one manager on the element once enabled, and destroys it when disabled or unmounted", async () => {
    const { rerender, unmount } = render({ handlers: {}, enabled: false });
    await chunk();
    expect(hammer.createGestures).not.toHaveBeenCalled();
    rerender({ handlers: {}, enabled: true });
    await vi.waitFor(() => expect(hammer.createGestures).toHaveBeenCalledOnce());
    expect(hammer.createGestures.mock.lastCall?.[0]).toBe(element);
    rerender({ handlers: {}, enabled: false });
    expect(hammer.destroy).toHaveBeenCalledOnce();
    rerender({ handlers: {}, enabled: true });
    await vi.waitFor(() => expect(hammer.createGestures).toHaveBeenCalledTimes(2));
    unmount();
    expect(hammer.destroy).toHaveBeenCalledTimes(2);
  });

  it("calls the latest render's handlers without making a new manager", async () => {
    const first = { swipe: vi.fn(), hold: vi.fn() };
    const { rerender } = render({ handlers: first });
    await vi.waitFor(() => expect(hammer.createGestures).toHaveBeenCalledOnce());
    const second = { swipe: vi.fn(), release: vi.fn() };
    rerender({ handlers: second });
    await chunk();
    expect(hammer.createGestures).toHaveBeenCalledOnce();
    made().swipe?.("left");
    made().hold?.();
    made().release?.();
    expect(first.swipe).not.toHaveBeenCalled();
    expect(first.hold).not.toHaveBeenCalled();
    expect(second.swipe).toHaveBeenCalledWith("left");
    expect(second.release).toHaveBeenCalledOnce();
  });

  it("asks Hammer for pinches only when a pinch is handled, and makes a new manager when that changes", async () => {
    const { rerender } = render({ handlers: { swipe: vi.fn() } });
    await vi.waitFor(() => expect(hammer.createGestures).toHaveBeenCalledOnce());
    expect(made().pinch).toBeUndefined();
    const pinch = vi.fn();
    const pinchEnd = vi.fn();
    rerender({ handlers: { pinch, pinchEnd } });
    await vi.waitFor(() => expect(hammer.createGestures).toHaveBeenCalledTimes(2));
    expect(hammer.destroy).toHaveBeenCalledOnce();
    made().pinch?.(2, { x: 3, y: 4 });
    made().pinchEnd?.(1);
    expect(pinch).toHaveBeenCalledWith(2, { x: 3, y: 4 });
    expect(pinchEnd).toHaveBeenCalledWith(1);
  });

  it("makes no manager when unmounted before Hammer's chunk arrives", async () => {
    const { unmount } = render({ handlers: {} });
    unmount();
    await chunk();
    expect(hammer.createGestures).not.toHaveBeenCalled();
  });
});

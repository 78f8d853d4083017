// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import type { FocusEvent } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAutoplay } from "../../../../src/widgets/strip/useAutoplay.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const start = (enabled = true) => {
  const advance = vi.fn();
  const hook = renderHook(({ page }) => useAutoplay(enabled, 5000, advance, page), {
    initialProps: { page: 1 },
  });
  return { advance, ...hook };
};

describe("the strip's autoplay", () => {
  it("turns the page after the delay, and waits the whole delay again on each new page", () => {
    const { advance, rerender } = start();
    act(() => vi.advanceTimersByTime(4999));
    expect(advance).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(advance).toHaveBeenCalledOnce();
    rerender({ page: 2 });
    act(() => vi.advanceTimersByTime(4999));
    expect(advance).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(1));
    expect(advance).toHaveBeenCalledTimes(2);
  });

  it("waits while the pointer is over it, a finger holds it, or the visitor paused it", () => {
    const { advance, result } = start();
    act(() => result.current.containerProps.onPointerEnter?.());
    act(() => vi.advanceTimersByTime(10_000));
    act(() => result.current.containerProps.onPointerLeave?.());
    act(() => result.current.pause());
    act(() => vi.advanceTimersByTime(10_000));
    act(() => result.current.resume());
    act(() => result.current.toggle());
    expect(result.current.paused).toBe(true);
    act(() => vi.advanceTimersByTime(10_000));
    expect(advance).not.toHaveBeenCalled();
    act(() => result.current.toggle());
    act(() => vi.advanceTimersByTime(5000));
    expect(advance).toHaveBeenCalledOnce();
  });

  it("waits while focus is inside, not when it moves within", () => {
    const { advance, result } = start();
    const inside = document.createElement("button");
    const root = document.createElement("div");
    root.append(inside);
    act(() => result.current.containerProps.onFocus?.());
    const within = { currentTarget: root, relatedTarget: inside } as unknown as FocusEvent;
    act(() => result.current.containerProps.onBlur?.(within));
    act(() => vi.advanceTimersByTime(10_000));
    expect(advance).not.toHaveBeenCalled();
    const away = { currentTarget: root, relatedTarget: null } as unknown as FocusEvent;
    act(() => result.current.containerProps.onBlur?.(away));
    act(() => vi.advanceTimersByTime(5000));
    expect(advance).toHaveBeenCalledOnce();
  });

  it("is off without props or timers when the content does not ask for it", () => {
    const { advance, result } = start(false);
    act(() => vi.advanceTimersByTime(60_000));
    expect(advance).not.toHaveBeenCalled();
    expect(result.current.containerProps).toEqual({});
  });
});

// @vitest-environment happy-dom
import { fireEvent } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Press, watchPresses } from "../../../src/gestures/pointers.ts";

const stage = document.createElement("div");
const at = (x: number, pointerId = 1, isPrimary = true) => ({ pointerId, isPrimary, clientX: x, clientY: 0 });
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe("watchPresses: one bookkeeping of pointers per surface", () => {
  it("every gesture on a surface sees the same press, from one set of listeners", () => {
    const add = vi.spyOn(stage, "addEventListener");
    const seen: Press[] = [];
    stops.push(watchPresses(stage, { down: (press) => void seen.push(press) }));
    stops.push(watchPresses(stage, { down: (press) => void seen.push(press) }));
    expect(add.mock.calls.map(([type]) => type)).toEqual([
      "pointerdown",
      "pointermove",
      "pointerup",
      "pointercancel",
    ]);
    fireEvent.pointerDown(stage, at(100));
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]).toMatchObject({ id: 1, x: 100, pinch: false });
  });

  it("a second pointer before a gesture takes the press makes it a pinch; after, it does not", () => {
    let press: Press | undefined;
    stops.push(
      watchPresses(stage, {
        down: (p) => {
          press = p;
        },
      }),
    );
    fireEvent.pointerDown(stage, at(100));
    fireEvent.pointerDown(stage, at(200, 2, false));
    expect(press?.pinch).toBe(true);
    fireEvent.pointerUp(stage, at(100));
    fireEvent.pointerDown(stage, at(100));
    press!.taken = true;
    fireEvent.pointerDown(stage, at(200, 2, false));
    expect(press?.pinch).toBe(false);
  });

  it("follows the primary pointer only, until it lifts; the listeners go with the last watcher", () => {
    const moved = vi.fn();
    const remove = vi.spyOn(stage, "removeEventListener");
    const stop = watchPresses(stage, { move: (_p, e) => moved(e.clientX) });
    fireEvent.pointerDown(stage, at(100));
    fireEvent.pointerMove(stage, at(150, 2, false));
    fireEvent.pointerMove(stage, at(120));
    fireEvent.pointerUp(stage, at(120));
    fireEvent.pointerMove(stage, at(130));
    expect(moved.mock.calls).toEqual([[120]]);
    stop();
    expect(remove).toHaveBeenCalledTimes(4);
  });
});

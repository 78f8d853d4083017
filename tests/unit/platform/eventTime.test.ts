import { afterEach, describe, expect, it, vi } from "vitest";
import { eventTime, positionsIn } from "../../../src/platform/eventTime.ts";

/** An event whose timeStamp (which no test clock fakes) is `stamp` ms before the real now. */
const aged = (ms: number) =>
  Object.defineProperty(new Event("x"), "timeStamp", { value: new Event("now").timeStamp - ms });
/** `at`, give or take the real time the test itself takes between two lines (under 5 ms). */
const near = (value: number, at: number) => expect(Math.abs(value - at)).toBeLessThan(5);

afterEach(() => vi.restoreAllMocks());

describe("eventTime: when an event happened, on performance.now()'s timeline", () => {
  it("is the event's own time, not when its handler ran", () => {
    const event = aged(123);
    near(eventTime(event), performance.now() - 123);
    near(eventTime(event), event.timeStamp);
  });

  it("under a faked performance.now() (Playwright's page.clock) it is that clock's now, whatever the event's age", () => {
    const fake = new Event("now").timeStamp + 600_000;
    vi.spyOn(performance, "now").mockReturnValue(fake);
    expect(eventTime(aged(30))).toBe(fake);
    expect(eventTime(aged(300))).toBe(fake);
  });

  it("gives every position a pointermove coalesced its own time, reading the clocks once for all", () => {
    const moves = [30, 20, 10].map((ms, i) => Object.assign(aged(ms), { clientX: i * 10, clientY: 5 }));
    const event = Object.assign(aged(10), { getCoalescedEvents: () => moves }) as unknown as PointerEvent;
    const now = vi.spyOn(performance, "now");
    const positions = positionsIn(event);
    expect(now).toHaveBeenCalledTimes(1);
    expect(positions.map((p) => p.x)).toEqual([0, 10, 20]);
    const [first, second, last] = positions.map((p) => p.t);
    near((second ?? 0) - (first ?? 0), 10);
    near(last ?? 0, performance.now() - 10);
  });
});

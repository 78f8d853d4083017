import { describe, expect, it } from "vitest";
import {
  autoplayRuns,
  createStripModel,
  prefetchOrder,
  type StripEvent,
} from "../../../../src/widgets/strip/model.ts";

const model = (page = 1) => {
  const m = createStripModel({ page, pages: 3 });
  const events: StripEvent[] = [];
  m.on((e) => events.push(e));
  return { m, events };
};

describe("strip paging model", () => {
  it("goes to a numbered page forward, and back in reverse order", () => {
    const { m, events } = model(2);
    expect(m.request(3)).toEqual({ page: 3, direction: 1 });
    expect(m.state()).toEqual({ page: 2, pages: 3, loading: true });
    m.succeed(3);
    expect(m.state()).toEqual({ page: 3, pages: 3, loading: false });
    expect(m.request(1)).toEqual({ page: 1, direction: -1 });
    m.succeed(1);
    expect(events.filter((e) => e.type === "change")).toEqual([
      { type: "change", page: 3, direction: 1 },
      { type: "change", page: 1, direction: -1 },
    ]);
  });

  it("wraps next after the last page to 1 and previous before 1 to the last", () => {
    const last = model(3).m;
    expect(last.request("next")).toEqual({ page: 1, direction: 1 });
    const first = model(1).m;
    expect(first.request("previous")).toEqual({ page: 3, direction: -1 });
  });

  it("does nothing for the active page, a page that does not exist, or while a request runs", () => {
    const { m, events } = model(1);
    expect(m.request(1)).toBeNull();
    expect(m.request(4)).toBeNull();
    expect(m.request(0)).toBeNull();
    expect(m.request(2)).not.toBeNull();
    expect(m.request(3)).toBeNull();
    expect(m.request("next")).toBeNull();
    expect(events).toHaveLength(1);
  });

  it("stays on its page after a failure, ready for the next press", () => {
    const { m, events } = model(1);
    m.request(2);
    m.fail();
    expect(m.state()).toEqual({ page: 1, pages: 3, loading: false });
    expect(events.at(-1)).toEqual({ type: "fail" });
    expect(m.request(2)).toEqual({ page: 2, direction: 1 });
  });

  it("ignores a reply or failure with no request running, and destroys twice safely", () => {
    const { m, events } = model(1);
    m.succeed(3);
    m.fail();
    expect(m.state().page).toBe(1);
    expect(events).toEqual([]);
    m.destroy();
    m.destroy();
    m.request(2);
    expect(events).toEqual([]);
  });

  it("holds a dragged change's reply until the finger lets go: no other request meanwhile", () => {
    const { m, events } = model(1);
    const request = m.request("next");
    expect(request).toEqual({ page: 2, direction: 1 });
    if (!request) return;
    m.received(request);
    expect(m.state()).toEqual({ page: 1, pages: 3, loading: false });
    expect(m.request("previous")).toBeNull();
    m.succeed(2);
    expect(m.state()).toEqual({ page: 2, pages: 3, loading: false });
    expect(events.map((e) => e.type)).toEqual(["request", "receive", "change"]);
  });

  it("takes a dragged change back, before or after its reply, as if it were never asked for", () => {
    const { m, events } = model(2);
    const first = m.request("previous");
    if (!first) return;
    m.cancel(first);
    expect(m.state()).toEqual({ page: 2, pages: 3, loading: false });
    const second = m.request("next");
    if (!second) return;
    m.received(second);
    // The first change's late word changes nothing of the second.
    m.cancel(first);
    m.received(first);
    expect(m.request(1)).toBeNull();
    m.cancel(second);
    expect(m.state()).toEqual({ page: 2, pages: 3, loading: false });
    expect(events.filter((e) => e.type === "change")).toEqual([]);
    expect(events.map((e) => e.type)).toEqual(["request", "cancel", "request", "receive", "cancel"]);
  });

  it("reopens a press's change a finger caught: back on the page it left until it ends there or is taken back", () => {
    const { m, events } = model(1);
    const press = m.request("next");
    if (!press) return;
    m.succeed(2);
    expect(m.reopen(press)).toBe(true);
    expect(m.state()).toEqual({ page: 1, pages: 3, loading: false });
    expect(m.request("previous")).toBeNull();
    expect(m.reopen(press)).toBe(false);
    m.succeed(2);
    expect(m.state().page).toBe(2);
    // Caught again, and taken back this time: page 2 stays, as it was.
    const next = m.request("next");
    if (!next) return;
    m.succeed(3);
    expect(m.reopen(press)).toBe(false); // a change that is not the last one's
    expect(m.reopen(next)).toBe(true);
    m.cancel(next);
    expect(m.state()).toEqual({ page: 2, pages: 3, loading: false });
    expect(m.reopen(next)).toBe(false);
    expect(events.map((e) => e.type)).toEqual([
      ...["request", "change", "reopen", "change"],
      ...["request", "change", "reopen", "cancel"],
    ]);
  });
});

describe("strip autoplay", () => {
  const on = { enabled: true, pausedByVisitor: false, hovered: false, focused: false, hidden: false };
  it("runs only while on, unpaused, unhovered, unfocused and visible", () => {
    expect(autoplayRuns(on)).toBe(true);
    for (const key of ["pausedByVisitor", "hovered", "focused", "hidden"] as const) {
      expect(autoplayRuns({ ...on, [key]: true })).toBe(false);
    }
    expect(autoplayRuns({ ...on, enabled: false })).toBe(false);
  });
});

describe("prefetch order", () => {
  it("goes next, previous, then outwards, wrapping as the arrows do", () => {
    expect(prefetchOrder(1, 3)).toEqual([2, 3]);
    expect(prefetchOrder(2, 3)).toEqual([3, 1]);
    expect(prefetchOrder(3, 5)).toEqual([4, 2, 5, 1]);
    expect(prefetchOrder(1, 5)).toEqual([2, 5, 3, 4]);
  });

  it("has nothing to fetch for a single page, and names every other page once", () => {
    expect(prefetchOrder(1, 1)).toEqual([]);
    expect(prefetchOrder(2, 2)).toEqual([1]);
    const order = prefetchOrder(4, 9);
    expect([...order].sort((a, b) => a - b)).toEqual([1, 2, 3, 5, 6, 7, 8, 9]);
  });
});

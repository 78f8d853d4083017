import { describe, expect, it } from "vitest";
import { closedPanel, type Panel, stepPanel } from "../../../../src/widgets/menu/model.ts";
import { clickedOpen, last, opened, run, settle, timing } from "./panelSteps.ts";

describe("desktop panel: hover", () => {
  it("opens at once on enter (open delay 0) and settles open after the 500 ms animation", () => {
    const [enter, done] = run([{ type: "enter", at: 1000 }, { type: "settle" }]);
    expect(enter).toEqual({ panel: { phase: "opening", clicked: false, hoveredAt: 1000 }, timer: settle });
    expect(done).toEqual({ panel: { phase: "opened", clicked: false, hoveredAt: 1000 }, timer: "cancel" });
  });

  it("waits for a configured open delay, and forgets it when left first", () => {
    const t = { ...timing, openDelay: 200 };
    const [enter] = run([{ type: "enter", at: 1000 }], closedPanel, t);
    expect(enter).toEqual({
      panel: closedPanel,
      timer: { delay: 200, event: { type: "openDelay", at: 1200 } },
    });
    expect(stepPanel(closedPanel, { type: "openDelay", at: 1200 }, t).panel.phase).toBe("opening");
    expect(stepPanel(closedPanel, { type: "leave" }, t)).toEqual({ panel: closedPanel, timer: "cancel" });
  });

  it("closes 500 ms after the pointer leaves, then animates closed over 500 ms", () => {
    const [leave, delay, done] = run([{ type: "leave" }, { type: "closeDelay" }, { type: "settle" }], opened);
    expect(leave).toEqual({ panel: opened, timer: { delay: 500, event: { type: "closeDelay" } } });
    expect(delay).toEqual({
      panel: { phase: "closing", clicked: false, hoveredAt: undefined },
      timer: settle,
    });
    expect(done).toEqual({ panel: closedPanel, timer: "cancel" });
  });

  it("closes at once on leave with a close delay of 0", () => {
    expect(last(run([{ type: "leave" }], opened, { ...timing, closeDelay: 0 })).panel.phase).toBe("closing");
  });

  it("stays open when the pointer comes back within the close delay", () => {
    const steps = run([{ type: "leave" }, { type: "enter", at: 1300 }], opened);
    expect(last(steps)).toEqual({ panel: opened, timer: "cancel" });
  });

  it("keeps animating open when the pointer comes back while it opens", () => {
    const opening: Panel = { phase: "opening", clicked: false, hoveredAt: 0 };
    const [leave, enter] = run([{ type: "leave" }, { type: "enter", at: 100 }], opening);
    expect(leave?.timer).toEqual({ delay: 500, event: { type: "closeDelay" } });
    expect(enter).toEqual({ panel: opening, timer: settle });
  });

  it("a close delay that ends while opening still closes", () => {
    const opening: Panel = { phase: "opening", clicked: false, hoveredAt: 0 };
    expect(stepPanel(opening, { type: "closeDelay" }, timing).panel.phase).toBe("closing");
  });

  it("reopens a closing panel when the pointer comes back", () => {
    const closing: Panel = { phase: "closing", clicked: false, hoveredAt: undefined };
    expect(stepPanel(closing, { type: "enter", at: 5 }, timing)).toEqual({
      panel: { phase: "opening", clicked: false, hoveredAt: 5 },
      timer: settle,
    });
  });

  it("a click-toggle item ignores the pointer", () => {
    expect(stepPanel(closedPanel, { type: "enter", at: 0 }, timing, false)).toEqual({
      panel: closedPanel,
      timer: "keep",
    });
    expect(stepPanel(clickedOpen, { type: "leave" }, timing, false)).toEqual({
      panel: clickedOpen,
      timer: "keep",
    });
  });
});

import { describe, expect, it } from "vitest";
import {
  closedPanel,
  type Panel,
  type PanelEvent,
  panelZIndex,
  type Step,
  stepPanel,
} from "../../../../src/widgets/menu/model.ts";
import type { Timing } from "../../../../src/widgets/menu/options.ts";
import { isTopFixed, placePanel } from "../../../../src/widgets/menu/placement.ts";

const timing: Timing = { duration: 500, openDelay: 0, closeDelay: 500 };
const settle = { delay: 500, event: { type: "settle" } };

/** Runs events in order from a panel, returning every step. */
function run(events: PanelEvent[], from: Panel = closedPanel, t = timing, hover = true): Step[] {
  const steps: Step[] = [];
  let panel = from;
  for (const event of events) {
    const step = stepPanel(panel, event, t, hover);
    steps.push(step);
    panel = step.panel;
  }
  return steps;
}
const last = (steps: Step[]) => steps.at(-1)!;
const opened: Panel = { phase: "opened", clicked: false, hoveredAt: 0 };
const clickedOpen: Panel = { phase: "opened", clicked: true, hoveredAt: undefined };

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

describe("desktop panel: click and keys", () => {
  it("a toggle opens with the clicked marker, and a clicked panel ignores the pointer leaving", () => {
    const [toggle, done, leave] = run([{ type: "toggle", at: 0 }, { type: "settle" }, { type: "leave" }]);
    expect(toggle).toEqual({
      panel: { phase: "opening", clicked: true, hoveredAt: undefined },
      timer: settle,
    });
    expect(done?.panel).toEqual(clickedOpen);
    expect(leave).toEqual({ panel: clickedOpen, timer: "keep" });
    expect(stepPanel(clickedOpen, { type: "closeDelay" }, timing).panel).toBe(clickedOpen);
  });

  it("a panel adopted at wake is opened at once, as clicked, and a toggle or focus moving on closes it", () => {
    const [adopt, leave, again] = run([{ type: "adopt" }, { type: "leave" }, { type: "adopt" }]);
    const adopted: Panel = { ...clickedOpen, adopted: true };
    expect(adopt).toEqual({ panel: adopted, timer: "cancel" });
    expect(leave?.panel).toEqual(adopted);
    expect(again?.panel).toEqual(adopted);
    expect(stepPanel(adopted, { type: "close" }, timing).panel).toEqual({ ...closedPanel, phase: "closing" });
    expect(stepPanel(adopted, { type: "toggle", at: 0 }, timing).panel.phase).toBe("closing");
    expect(stepPanel(clickedOpen, { type: "adopt" }, timing).panel).toBe(clickedOpen);
  });

  it("a second toggle closes and drops the clicked marker", () => {
    expect(stepPanel(clickedOpen, { type: "toggle", at: 9000 }, timing)).toEqual({
      panel: { phase: "closing", clicked: false, hoveredAt: undefined },
      timer: settle,
    });
  });

  it("a click just after a hover opened the panel keeps it open, now clicked", () => {
    const hovered: Panel = { phase: "opening", clicked: false, hoveredAt: 1000 };
    expect(stepPanel(hovered, { type: "toggle", at: 1100 }, timing)).toEqual({
      panel: { phase: "opening", clicked: true, hoveredAt: undefined },
      timer: "keep",
    });
  });

  it("a click well after the hover-open closes it", () => {
    const hovered: Panel = { phase: "opened", clicked: false, hoveredAt: 1000 };
    expect(stepPanel(hovered, { type: "toggle", at: 1500 }, timing).panel.phase).toBe("closing");
  });

  it("a toggle on a closing panel opens it again", () => {
    const closing: Panel = { phase: "closing", clicked: false, hoveredAt: undefined };
    expect(stepPanel(closing, { type: "toggle", at: 0 }, timing).panel).toEqual({
      phase: "opening",
      clicked: true,
      hoveredAt: undefined,
    });
  });

  it("close (Escape, an outside click, another panel opening) closes an open or opening panel", () => {
    for (const phase of ["opening", "opened"] as const) {
      const step = stepPanel({ phase, clicked: true, hoveredAt: undefined }, { type: "close" }, timing);
      expect(step).toEqual({
        panel: { phase: "closing", clicked: false, hoveredAt: undefined },
        timer: settle,
      });
    }
    expect(stepPanel(closedPanel, { type: "close" }, timing)).toEqual({
      panel: closedPanel,
      timer: "cancel",
    });
    const closing: Panel = { phase: "closing", clicked: false, hoveredAt: undefined };
    expect(stepPanel(closing, { type: "close" }, timing)).toEqual({ panel: closing, timer: "keep" });
  });

  it("a stray settle or open delay changes nothing", () => {
    expect(stepPanel(closedPanel, { type: "settle" }, timing)).toEqual({ panel: closedPanel, timer: "keep" });
    expect(stepPanel(opened, { type: "settle" }, timing)).toEqual({ panel: opened, timer: "keep" });
    expect(stepPanel(opened, { type: "openDelay", at: 0 }, timing)).toEqual({ panel: opened, timer: "keep" });
  });

  it("takes the animation time from the timing", () => {
    const slow = { ...timing, duration: 600 };
    expect(stepPanel(closedPanel, { type: "toggle", at: 0 }, slow).timer).toEqual({
      delay: 600,
      event: { type: "settle" },
    });
  });
});

describe("panel layer, viewport fit and top-fixed", () => {
  it("is at z-index 15000 while opening or open, 12001 while closing, and not shown when closed", () => {
    expect(panelZIndex("opening")).toBe(15000);
    expect(panelZIndex("opened")).toBe(15000);
    expect(panelZIndex("closing")).toBe(12001);
    expect(panelZIndex("closed")).toBeUndefined();
  });

  const place = (start: number, flipEnd: number, size: number, viewport = 800) =>
    placePanel({ start, flipEnd, size, viewport, margin: 10 });

  it("leaves a panel that fits where it is", () => {
    expect(place(100, 180, 260, 1280)).toEqual({ start: 100, flip: false });
    expect(place(530, 610, 260)).toEqual({ start: 530, flip: false });
  });

  it("shifts a panel whose item sits inside the margin back to the margin", () => {
    expect(place(-20, 60, 260)).toEqual({ start: 10, flip: false });
  });

  it("flips a dropdown wider than the room on its side to end at its item's far edge", () => {
    // Item 600 to 680: 190 px of room on the right for a 260 px panel, 670 px on the left.
    expect(place(600, 680, 260)).toEqual({ start: 420, flip: true });
  });

  it("flips a nested panel to the left of its parent panel", () => {
    // Parent panel 420 to 680: a 260 px panel beside it would end at 940.
    expect(place(680, 420, 260)).toEqual({ start: 160, flip: true });
  });

  it("shifts a flipped panel that still sticks out, keeping the margin", () => {
    expect(place(300, 200, 260, 480)).toEqual({ start: 10, flip: true });
  });

  it("does not flip when the other side has no more room", () => {
    // A 400 px panel from 390 in a 800 px viewport: 400 px of room on, 380 px back.
    expect(place(390, 390, 401)).toEqual({ start: 389, flip: false });
  });

  it("keeps the start of a panel wider than the viewport at the margin", () => {
    expect(place(100, 180, 900)).toEqual({ start: 10, flip: false });
    expect(place(600, 680, 900)).toEqual({ start: 10, flip: true });
  });

  it("is fixed once the page scrolls past the original offset, and released when scrolled back", () => {
    expect(isTopFixed(0, 120)).toBe(false);
    expect(isTopFixed(120, 120)).toBe(false);
    expect(isTopFixed(121, 120)).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { closedPanel, type Panel, stepPanel } from "../../../../src/widgets/menu/model.ts";
import { clickedOpen, opened, run, settle, timing } from "./panelSteps.ts";

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

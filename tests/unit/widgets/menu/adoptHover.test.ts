import { describe, expect, it } from "vitest";
import { closedPanel, type Panel, stepPanel } from "../../../../src/widgets/menu/model.ts";
import type { Timing } from "../../../../src/widgets/menu/options.ts";

const timing: Timing = { duration: 500, openDelay: 0, closeDelay: 500 };
const hoverAdopted: Panel = { phase: "opened", clicked: false, hoveredAt: undefined, adopted: true };

describe("a desktop panel shown under the pointer as the page woke", () => {
  it("is adopted open as a hover opens it: the pointer leaving closes it after the close delay", () => {
    const adopt = stepPanel(closedPanel, { type: "adoptHover" }, timing);
    expect(adopt).toEqual({ panel: hoverAdopted, timer: "cancel" });
    const leave = stepPanel(adopt.panel, { type: "leave" }, timing);
    expect(leave).toEqual({ panel: hoverAdopted, timer: { delay: 500, event: { type: "closeDelay" } } });
    expect(stepPanel(leave.panel, { type: "closeDelay" }, timing).panel).toEqual({
      ...closedPanel,
      phase: "closing",
    });
    // Back over it within the delay: the close is called off.
    expect(stepPanel(leave.panel, { type: "enter", at: 0 }, timing).timer).toBe("cancel");
  });

  it("is left alone when its item opens on click only, or when it is open already", () => {
    expect(stepPanel(closedPanel, { type: "adoptHover" }, timing, false).panel).toBe(closedPanel);
    const clicked: Panel = { phase: "opened", clicked: true, hoveredAt: undefined };
    expect(stepPanel(clicked, { type: "adoptHover" }, timing).panel).toBe(clicked);
  });
});

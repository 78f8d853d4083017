import { describe, expect, it } from "vitest";
import { panelZIndex } from "../../../../src/widgets/menu/model.ts";
import { isTopFixed, placePanel } from "../../../../src/widgets/menu/placement.ts";

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

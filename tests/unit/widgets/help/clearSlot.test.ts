import { describe, expect, it } from "vitest";
import { lowestClearSlot, SLOT_STEP } from "../../../../src/widgets/help/clearSlot.ts";

/** A 60 px button resting 15 px from the bottom right of a 400 × 800 viewport. */
const rest = { x: 400 - 15 - 30, y: 800 - 15 - 30, r: 30 };
type Box = { left: number; top: number; right: number; bottom: number };
const pressable = (boxes: Box[]) => (x: number, y: number) =>
  boxes.some((b) => x >= b.left && x <= b.right && y >= b.top && y <= b.bottom);
/** A 40 px tall control across the button's column, level with the given slot's centre. */
const controlAt = (slot: number): Box => {
  const y = rest.y - slot * SLOT_STEP;
  return { left: 200, right: 390, top: y - 20, bottom: y + 20 };
};

describe("lowestClearSlot", () => {
  it("keeps the button's own slot when nothing is under it", () => {
    expect(lowestClearSlot(rest, 800, pressable([]))).toBe(0);
  });

  it("steps up past each covered slot to the first clear one", () => {
    expect(lowestClearSlot(rest, 800, pressable([controlAt(0)]))).toBe(1);
    expect(lowestClearSlot(rest, 800, pressable([controlAt(0), controlAt(1), controlAt(2)]))).toBe(3);
  });

  it("sees a control that reaches only the rim of the button", () => {
    const sliver = { left: 200, right: rest.x - 25, top: rest.y - 10, bottom: rest.y + 10 };
    expect(lowestClearSlot(rest, 800, pressable([sliver]))).toBe(1);
  });

  it("stays on its own slot when every slot below the viewport's top third is covered", () => {
    const column = { left: 200, right: 390, top: 0, bottom: 800 };
    expect(lowestClearSlot(rest, 800, pressable([column]))).toBe(0);
    // Slots 0 to 5 are covered; slot 6 would reach above 800 / 3.
    const six = [0, 1, 2, 3, 4, 5].map(controlAt);
    expect(lowestClearSlot(rest, 800, pressable(six))).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { slideshowTransitions } from "../../../../src/motion/names.ts";
import {
  SHEET_CELL,
  SHEET_PERCENTS,
  SHEET_SIZES,
  sheetLayout,
} from "../../../../src/widgets/slideshow/sheetLayout.ts";

describe("the transition sheet's layout", () => {
  const layout = sheetLayout(slideshowTransitions);
  const overlaps = (a: (typeof layout.groups)[number], b: (typeof layout.groups)[number]) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  it("gives each of the 18 a place for its three frames and its name, three a row", () => {
    expect(layout.groups.map((g) => g.name)).toEqual([...slideshowTransitions]);
    const group = layout.groups[0]!;
    expect(group.width).toBe(SHEET_PERCENTS.length * SHEET_CELL.width + 2 * SHEET_CELL.gap);
    expect(group.height).toBe(SHEET_CELL.height + SHEET_CELL.label);
    expect(new Set(layout.groups.map((g) => g.y)).size).toBe(6);
  });

  it("keeps every group on the canvas and apart from the others", () => {
    for (const [i, a] of layout.groups.entries()) {
      expect(a.x + a.width).toBeLessThanOrEqual(layout.width);
      expect(a.y + a.height).toBeLessThanOrEqual(layout.height);
      for (const b of layout.groups.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
    }
  });

  it("lays out a short last page of the catalogue", () => {
    const short = sheetLayout(["gl:a", "gl:b", "gl:c", "gl:d"]);
    expect(short.groups).toHaveLength(4);
    expect(short.height).toBe(2 * (SHEET_CELL.height + SHEET_CELL.label) + 8);
  });

  it("draws each frame at the size picked, the groups apart as at the sheet's own", () => {
    const large = sheetLayout(["gl:a", "gl:b", "gl:c", "gl:d"], undefined, SHEET_SIZES.large);
    expect(large.cell).toEqual({ ...SHEET_CELL, width: 224, height: 140 });
    expect(large.groups[0]!.width).toBe(SHEET_PERCENTS.length * 224 + 2 * SHEET_CELL.gap);
    expect(large.groups[1]!.x - large.groups[0]!.width).toBe(12);
    expect(large.height).toBe(2 * (140 + SHEET_CELL.label) + 8);
    expect(sheetLayout(["gl:a"]).cell).toBe(SHEET_CELL);
  });
});

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
    const four = ["gl:a", "gl:b", "gl:c", "gl:d"] as const;
    const medium = sheetLayout(four, undefined, SHEET_SIZES.medium);
    expect(medium.cell).toEqual({ ...SHEET_CELL, width: 168, height: 105, columns: 2 });
    expect(medium.groups[0]!.width).toBe(SHEET_PERCENTS.length * 168 + 2 * SHEET_CELL.gap);
    expect(medium.groups[1]!.x - medium.groups[0]!.width).toBe(12);
    expect(medium.height).toBe(2 * (105 + SHEET_CELL.label) + 8);
    const large = sheetLayout(four, undefined, SHEET_SIZES.large);
    expect(large.groups.map((g) => [g.x, g.y])).toEqual([0, 1, 2, 3].map((row) => [0, row * (140 + 20 + 8)]));
    expect(sheetLayout(["gl:a"]).cell).toBe(SHEET_CELL);
  });

  it("stands larger frames fewer a row, so that no size's board is wider than the sheet's own", () => {
    for (const cell of Object.values(SHEET_SIZES)) {
      const board = sheetLayout(slideshowTransitions, undefined, cell);
      expect(board.width).toBeLessThanOrEqual(layout.width);
      for (const group of board.groups) expect(group.x + group.width).toBeLessThanOrEqual(board.width);
    }
  });
});

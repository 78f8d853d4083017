import { afterEach, describe, expect, it, vi } from "vitest";
import { AB_KEY, readKept, slotLabel, writeKept } from "../../../src/debug/abTunings.ts";
import { rowsOfAB } from "../../../src/widgets/slideshow/sheetLayout.ts";
import { memoryStorage } from "../../support/memoryStorage.ts";

afterEach(() => vi.restoreAllMocks());

describe("the kept tunings A and B", () => {
  it("are read back as written, each slot checked by the one schema", () => {
    const storage = memoryStorage();
    const A = { name: "quick", settings: { slideshow: { duration: 800 } } };
    writeKept(storage, { A, B: { name: "", settings: { slideshow: { blinds: 1000 } } } });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(readKept(storage)).toEqual({ A });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Ignoring kept tuning B .*slideshow\.blinds/));
    storage.setItem(AB_KEY, "{oops");
    expect(readKept(storage)).toEqual({});
    expect(readKept(undefined)).toEqual({});
  });

  it("are labelled with their name and what they differ in from content", () => {
    const settings = { slideshow: { duration: 2000, blinds: 6 }, strip: { animation: "fadeDelay" as const } };
    expect(slotLabel("B", { name: "slow", settings })).toBe(
      'B “slow”: differs from content in duration 2000, blinds 6, strip.animation "fadeDelay"',
    );
    expect(slotLabel("A", { name: "", settings: {} })).toBe("A: content as it is");
    expect(slotLabel("A", undefined)).toMatch(/^A: empty/);
  });
});

describe("the sheet's rows of A and B", () => {
  it("draws each row twice, A's then B's, a short last row a row of its own", () => {
    const { layout, slots } = rowsOfAB(["crossfade", "blindsRight", "blindsLeft", "slideUp"]);
    expect(layout.groups.map((g) => g.name)).toEqual([
      ...["crossfade", "blindsRight", "blindsLeft", "crossfade", "blindsRight", "blindsLeft"],
      ...["slideUp", "slideUp"],
    ]);
    expect(slots).toEqual(["A", "A", "A", "B", "B", "B", "A", "B"]);
    const rows = layout.groups.map((g) => g.y);
    expect(new Set(rows).size).toBe(4);
    expect(layout.groups[6]?.x).toBe(0);
    expect(layout.groups[7]?.x).toBe(0);
  });
});

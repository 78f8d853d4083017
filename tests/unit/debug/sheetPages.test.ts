import { describe, expect, it } from "vitest";
import { CHOSEN_PAGE, SHEET_NAMES, sheetPages } from "../../../src/debug/sheetPages.ts";
import { slideshowTransitions } from "../../../src/motion/names.ts";

describe("the sheet's pages", () => {
  it("are the 18, then the catalogue 18 a page, every transition once", () => {
    const pages = sheetPages([]);
    expect(pages.first).toBe(0);
    expect(pages.names(0)).toEqual([...slideshowTransitions]);
    expect(pages.title(1)).toBe(`Catalogue page 1 of ${pages.last}`);
    const all = Array.from({ length: pages.last + 1 }, (_, p) => pages.names(p)).flat();
    expect(all).toEqual([...SHEET_NAMES]);
    expect(pages.names(1)).toHaveLength(18);
  });

  it("begin with the chosen ones, in the order chosen, while there are any", () => {
    const pages = sheetPages(["gl:wind", "blindsRight"]);
    expect(pages.first).toBe(CHOSEN_PAGE);
    expect(pages.names(CHOSEN_PAGE)).toEqual(["gl:wind", "blindsRight"]);
    expect(pages.title(CHOSEN_PAGE)).toBe("Chosen: 2 transitions");
    expect(sheetPages(["gl:wind"]).title(CHOSEN_PAGE)).toBe("Chosen: 1 transition");
  });
});

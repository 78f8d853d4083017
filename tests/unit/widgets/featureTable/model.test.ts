import { describe, expect, it } from "vitest";
import {
  highlightedColumn,
  initialHighlight,
  revealScrollLeft,
  updateHighlight,
} from "../../../../src/widgets/featureTable/model.ts";

const start = initialHighlight([false, true, false]);
const column = (...events: Parameters<typeof updateHighlight>[1][]) =>
  highlightedColumn(events.reduce(updateHighlight, start));

describe("feature table highlight", () => {
  it("starts on the column content marks as highlighted", () => {
    expect(highlightedColumn(start)).toBe(1);
    expect(highlightedColumn(initialHighlight([false, false]))).toBeNull();
  });

  it("follows the pointer and restores the content's column when the pointer leaves", () => {
    expect(column({ type: "pointer", column: 2 })).toBe(2);
    expect(column({ type: "pointer", column: 0 }, { type: "pointer", column: 2 })).toBe(2);
    expect(column({ type: "pointer", column: 2 }, { type: "pointerLeave" })).toBe(1);
  });

  it("shows the content's column while the pointer is over the feature names", () => {
    expect(column({ type: "pointer", column: 2 }, { type: "pointer", column: null })).toBe(1);
  });

  it("follows keyboard focus, and the pointer wins while both are in the table", () => {
    expect(column({ type: "focus", column: 0 })).toBe(0);
    expect(column({ type: "focus", column: 0 }, { type: "pointer", column: 2 })).toBe(2);
    expect(column({ type: "focus", column: 0 }, { type: "blur" })).toBe(1);
  });
});

describe("revealing a column in a sideways scroller", () => {
  const view = { scrollLeft: 0, width: 340, stickyWidth: 140 };

  it("scrolls a column hidden on the right to just beside the sticky column", () => {
    expect(revealScrollLeft({ left: 290, width: 150 }, view)).toBe(150);
  });

  it("scrolls a column hidden under the sticky column back into view", () => {
    expect(revealScrollLeft({ left: 140, width: 150 }, { ...view, scrollLeft: 100 })).toBe(0);
    expect(revealScrollLeft({ left: 290, width: 150 }, { ...view, scrollLeft: 250 })).toBe(150);
  });

  it("leaves a column already in view where it is", () => {
    expect(revealScrollLeft({ left: 150, width: 150 }, { ...view, scrollLeft: 5 })).toBe(5);
  });
});

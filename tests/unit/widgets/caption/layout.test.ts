import { describe, expect, it } from "vitest";
import { captionLayout } from "../../../../src/widgets/caption/layout.ts";

describe("caption layout", () => {
  it("floats left and right figures at up to 45% of the column and 400 px", () => {
    expect(captionLayout("left", 1920, 720)).toEqual({ width: 324, float: "left", centered: false });
    expect(captionLayout("right", 1920, 1200)).toEqual({ width: 400, float: "right", centered: false });
  });

  it("never draws an image wider than it is, so the caption matches a small image", () => {
    expect(captionLayout("right", 250, 1200).width).toBe(250);
    expect(captionLayout("none", 300, 900).width).toBe(300);
  });

  it("stacks floated figures in a column too narrow to share", () => {
    expect(captionLayout("left", 1920, 343)).toEqual({ width: 343, float: "none", centered: false });
  });

  it("centres figures at up to 640 px and fills the column otherwise", () => {
    expect(captionLayout("center", 1920, 900)).toEqual({ width: 640, float: "none", centered: true });
    expect(captionLayout("center", 1920, 343).width).toBe(343);
    expect(captionLayout("none", 1920, 570).width).toBe(570);
  });
});

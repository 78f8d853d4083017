// @vitest-environment happy-dom
import { act, fireEvent, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useCaptionLayout } from "../../../../src/widgets/caption/useCaptionLayout.ts";
import { layOut, mount, stubResizeObserver } from "../../../support/dom.ts";

/** A figure in a column 760 px wide with 20 px of padding each side: 720 px to fill. */
function setup(align: "left" | "center" = "left", imageWidth = 1920) {
  const observer = stubResizeObserver();
  const column = mount('<div style="padding: 0 20px"><figure><img alt="" /></figure></div>');
  layOut(column, { clientWidth: 760 });
  const figure = { current: column.querySelector("figure") };
  const hook = renderHook(() => useCaptionLayout(figure, align, imageWidth));
  const resize = (width: number) => {
    layOut(column, { clientWidth: width });
    act(() => observer.resize(column));
  };
  return { hook, column, resize, img: column.querySelector("img")! };
}

describe("useCaptionLayout", () => {
  it("lays the figure out from its column's content width as soon as it mounts", () => {
    const { hook } = setup();
    expect(hook.result.current).toEqual({ width: 324, float: "left", centered: false });
  });

  it("lays it out again when the column resizes, stacking a float in a narrow column", () => {
    const { hook, resize } = setup();
    resize(400);
    expect(hook.result.current).toEqual({ width: 360, float: "none", centered: false });
  });

  it("measures again when the image loads (the column's width may have settled by then)", () => {
    const { hook, column, img } = setup("center");
    layOut(column, { clientWidth: 500 });
    act(() => void fireEvent.load(img));
    expect(hook.result.current).toEqual({ width: 460, float: "none", centered: true });
  });
});

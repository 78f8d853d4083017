// @vitest-environment happy-dom
import { fireEvent, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useZoomPan } from "../../../../src/widgets/slideshow/useZoomPan.ts";
import { mount } from "../../../support/dom.ts";

function setup(zoomed: boolean) {
  const stage = mount('<div class="stage"><img alt="" /><button type="button">Close zoom</button></div>');
  const capture = vi.spyOn(stage, "setPointerCapture").mockImplementation(() => {});
  const panBy = vi.fn();
  const ref = { current: stage };
  const { rerender } = renderHook((z: boolean) => useZoomPan(ref, { zoomed: z, panBy }), {
    initialProps: zoomed,
  });
  const img = stage.querySelector("img")!;
  const button = stage.querySelector("button")!;
  return { stage, img, button, panBy, capture, zoom: (z: boolean) => rerender(z) };
}

const at = (x: number, y: number, pointerId = 1, isPrimary = true) => ({
  pointerId,
  isPrimary,
  clientX: x,
  clientY: y,
});

describe("useZoomPan", () => {
  it("pans a zoomed slide by each move of a drag, capturing the pointer", () => {
    const { stage, img, panBy, capture } = setup(true);
    fireEvent.pointerDown(img, at(100, 100));
    expect(capture).toHaveBeenCalledWith(1);
    fireEvent.pointerMove(stage, at(110, 95));
    fireEvent.pointerMove(stage, at(130, 95));
    expect(panBy.mock.calls).toEqual([
      [10, -5],
      [20, 0],
    ]);
  });

  it("stops panning when the pointer lifts or is cancelled", () => {
    const { stage, img, panBy } = setup(true);
    fireEvent.pointerDown(img, at(100, 100));
    fireEvent.pointerUp(stage, at(100, 100));
    fireEvent.pointerMove(stage, at(150, 100));
    fireEvent.pointerDown(img, at(100, 100));
    fireEvent.pointerCancel(stage, at(100, 100));
    fireEvent.pointerMove(stage, at(150, 100));
    expect(panBy).not.toHaveBeenCalled();
  });

  it("ignores a second finger, another pointer's moves and a press on a control", () => {
    const { stage, img, button, panBy } = setup(true);
    fireEvent.pointerDown(img, at(100, 100, 2, false));
    fireEvent.pointerMove(stage, at(150, 100, 2, false));
    fireEvent.pointerDown(button, at(100, 100, 3));
    fireEvent.pointerMove(stage, at(150, 100, 3));
    fireEvent.pointerDown(img, at(100, 100, 4));
    fireEvent.pointerMove(stage, at(150, 100, 5));
    expect(panBy).not.toHaveBeenCalled();
  });

  it("a second finger before the pan moves makes it a pinch, which zooms: no pan (the drag's rule)", () => {
    const { stage, img, panBy } = setup(true);
    fireEvent.pointerDown(img, at(100, 100));
    fireEvent.pointerDown(img, at(200, 100, 2, false));
    fireEvent.pointerMove(stage, at(80, 100));
    expect(panBy).not.toHaveBeenCalled();
    fireEvent.pointerUp(stage, at(80, 100));
    fireEvent.pointerDown(img, at(100, 100));
    fireEvent.pointerMove(stage, at(90, 100));
    fireEvent.pointerDown(img, at(200, 100, 2, false)); // once it pans, a second finger does not stop it
    fireEvent.pointerMove(stage, at(80, 100));
    expect(panBy.mock.calls).toEqual([
      [-10, 0],
      [-10, 0],
    ]);
  });

  it("pans only while zoomed", () => {
    const { stage, img, panBy, zoom } = setup(false);
    fireEvent.pointerDown(img, at(100, 100));
    fireEvent.pointerMove(stage, at(150, 100));
    expect(panBy).not.toHaveBeenCalled();
    zoom(true);
    fireEvent.pointerDown(img, at(100, 100));
    fireEvent.pointerMove(stage, at(150, 100));
    expect(panBy).toHaveBeenCalledWith(50, 0);
    zoom(false);
    fireEvent.pointerMove(stage, at(200, 100));
    expect(panBy).toHaveBeenCalledOnce();
  });

  it("keeps a mouse's drag from starting the browser's image drag while zoomed", () => {
    const { img, zoom } = setup(true);
    expect(fireEvent.dragStart(img)).toBe(false);
    zoom(false);
    expect(fireEvent.dragStart(img)).toBe(true);
  });
});

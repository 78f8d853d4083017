// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createSlideshowModel } from "../../../../src/widgets/slideshow/model.ts";
import { useZoom } from "../../../../src/widgets/slideshow/useZoom.ts";
import { layOut } from "../../../support/dom.ts";

/** A 800 x 400 stage over three slides with autoplay every second. */
function setup() {
  const model = createSlideshowModel({
    count: 3,
    animation: "crossfade",
    autoplay: { enabled: true, delay: 1000 },
  });
  const stage = { current: layOut(document.createElement("div"), { clientWidth: 800, clientHeight: 400 }) };
  const { result } = renderHook(() => useZoom(model, stage));
  return { model, zoom: () => result.current };
}

describe("useZoom", () => {
  it("zooms in 2x about the stage's centre, holding autoplay until the zoom is closed", () => {
    const { model, zoom } = setup();
    act(() => zoom().zoomIn());
    expect(zoom().zoom).toEqual({ scale: 2, x: 400, y: 200 });
    expect(zoom().zoomed).toBe(true);
    expect(zoom().isZoomed()).toBe(true);
    expect(model.tick(1000)).toBeUndefined();
    act(() => zoom().close());
    expect(zoom().zoomed).toBe(false);
    expect(zoom().isZoomed()).toBe(false);
    expect(model.tick(1000)?.to).toBe(1);
  });

  it("keeps a pinch between 1x and 3x", () => {
    const { zoom } = setup();
    act(() => zoom().zoomTo(5, { x: 10, y: 20 }));
    expect(zoom().zoom).toEqual({ scale: 3, x: 10, y: 20 });
    act(() => zoom().zoomTo(0.5, { x: 10, y: 20 }));
    expect(zoom().zoom.scale).toBe(1);
  });

  it("does not zoom a slide mid-change", () => {
    const { model, zoom } = setup();
    model.go("next");
    act(() => zoom().zoomIn());
    expect(zoom().zoomed).toBe(false);
  });

  it("ends the zoom when the slide changes, and autoplay runs again", () => {
    const { model, zoom } = setup();
    act(() => zoom().zoomIn());
    act(() => void model.go("next"));
    expect(zoom().zoomed).toBe(false);
    model.finish(model.state().running!.id);
    expect(model.tick(1000)?.to).toBe(2);
  });

  it("pans against the drag, slower the less it is magnified, and never past the stage's edges", () => {
    const { zoom } = setup();
    act(() => zoom().zoomIn());
    act(() => zoom().panBy(100, 50));
    expect(zoom().zoom).toEqual({ scale: 2, x: 300, y: 150 });
    act(() => zoom().zoomTo(3, { x: 300, y: 150 }));
    act(() => zoom().panBy(-100, 0));
    expect(zoom().zoom.x).toBe(350);
    act(() => zoom().panBy(5000, -5000));
    expect(zoom().zoom).toEqual({ scale: 3, x: 0, y: 400 });
  });

  it("does not pan a slide pinched back to 1x", () => {
    const { zoom } = setup();
    act(() => zoom().zoomTo(1, { x: 300, y: 100 }));
    act(() => zoom().panBy(100, 50));
    expect(zoom().zoom).toEqual({ scale: 1, x: 300, y: 100 });
  });
});

// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { createSlideshowModel, type SlideshowModel } from "../../../../src/widgets/slideshow/model.ts";
import { regionProps } from "../../../../src/widgets/slideshow/regionProps.ts";
import "../../../support/dom.ts";

type Zoom = Parameters<typeof regionProps>[2];

function Region({ model, zoom }: { model: SlideshowModel; zoom: Zoom }) {
  const root = useRef<HTMLElement>(null);
  return (
    <section aria-label="slides" {...regionProps(root, model, zoom)}>
      <button type="button">Next</button>
      <button type="button">Play</button>
    </section>
  );
}

/** Three slides with autoplay every second, no transition in the way (each change is finished at once). */
function setup(zoomed = false) {
  const model = createSlideshowModel({
    count: 3,
    animation: "crossfade",
    autoplay: { enabled: true, delay: 1000 },
  });
  model.on("change", (c) => model.finish(c.id));
  const zoom = { zoomed, close: vi.fn(), panBy: vi.fn() };
  render(<Region model={model} zoom={zoom} />);
  return { model, zoom, region: screen.getByRole("region") };
}

describe("the slideshow region's props", () => {
  it("ArrowRight moves to the next slide and ArrowLeft to the previous, wrapping round", () => {
    const { model, region } = setup();
    expect(fireEvent.keyDown(region, { key: "ArrowRight" })).toBe(false); // the page does not scroll
    expect(model.state().index).toBe(1);
    fireEvent.keyDown(region, { key: "ArrowLeft" });
    fireEvent.keyDown(region, { key: "ArrowLeft" });
    expect(model.state().index).toBe(2);
  });

  it("leaves other keys to the page", () => {
    const { model, zoom, region } = setup();
    expect(fireEvent.keyDown(region, { key: "ArrowDown" })).toBe(true);
    fireEvent.keyDown(region, { key: "Escape" });
    expect(model.state().index).toBe(0);
    expect(zoom.close).not.toHaveBeenCalled();
  });

  it("pans a zoomed slide with the arrow keys instead of changing it, and Escape ends the zoom", () => {
    const { model, zoom, region } = setup(true);
    fireEvent.keyDown(region, { key: "ArrowLeft" });
    fireEvent.keyDown(region, { key: "ArrowDown" });
    expect(zoom.panBy.mock.calls).toEqual([
      [60, 0],
      [0, -60],
    ]);
    expect(model.state().index).toBe(0);
    fireEvent.keyDown(region, { key: "Escape" });
    expect(zoom.close).toHaveBeenCalledOnce();
  });

  it("holds autoplay while a mouse is over the region and resumes when it leaves", () => {
    const { model, region } = setup();
    fireEvent.pointerEnter(region, { pointerType: "mouse" });
    model.tick(1000);
    expect(model.state().index).toBe(0);
    fireEvent.pointerLeave(region, { pointerType: "mouse" });
    model.tick(1000);
    expect(model.state().index).toBe(1);
  });

  it("does not hold autoplay for a finger, which has no hover", () => {
    const { model, region } = setup();
    fireEvent.pointerEnter(region, { pointerType: "touch" });
    model.tick(1000);
    expect(model.state().index).toBe(1);
  });

  it("holds autoplay while focus is inside, across moves within, until focus leaves", () => {
    const { model } = setup();
    const [next, play] = screen.getAllByRole("button") as [HTMLElement, HTMLElement];
    fireEvent.focus(next);
    fireEvent.blur(next, { relatedTarget: play });
    model.tick(1000);
    expect(model.state().index).toBe(0);
    fireEvent.blur(play, { relatedTarget: document.body });
    model.tick(1000);
    expect(model.state().index).toBe(1);
  });
});

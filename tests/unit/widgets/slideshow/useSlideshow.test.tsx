// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ImageManifest } from "../../../../src/content/images.ts";
import type { Gallery } from "../../../../src/content/schema.ts";
import { Slideshow } from "../../../../src/widgets/slideshow/Slideshow.tsx";
import { stubResizeObserver } from "../../../support/dom.ts";

/**
 * useSlideshow through its view, rendered under StrictMode as the page hydrates it: every effect runs,
 * is cleaned up and runs again, so the model it makes in an effect is made, destroyed and made anew.
 */

const slide = (n: number) => ({ image: `s${n}.jpg`, title: `Title ${n}`, caption: `Caption ${n}` });
const variant = (name: string) => ({ width: 960, height: 540, src: `/img/${name}`, srcset: {} });
const images: ImageManifest = Object.fromEntries(
  [1, 2, 3].map((n) => [
    `s${n}.jpg`,
    { ...variant(`s${n}.jpg`), thumb: variant(`t${n}.jpg`), color: "#000" },
  ]),
) as ImageManifest;

function setup(settings: Gallery["settings"] = {}, count = 3) {
  const gallery: Gallery = {
    label: "Journeys",
    settings: {
      animation: "crossfade",
      duration: 500,
      autoplay: { enabled: false, delay: 1000 },
      ...settings,
    },
    slides: [1, 2, 3].slice(0, count).map(slide),
  };
  render(<Slideshow gallery={gallery} images={images} />, { reactStrictMode: true });
  return screen.getByRole("region", { name: "Journeys" });
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** The slide shown: the one group not hidden from assistive technology. */
const current = () => screen.getByRole("group").getAttribute("aria-label");
const press = (name: string) => act(() => void fireEvent.click(screen.getByRole("button", { name })));

beforeEach(() => {
  vi.useFakeTimers();
  stubResizeObserver();
});

describe("useSlideshow under StrictMode", () => {
  it("changes slide on Next and Previous, one change at a time, with the model StrictMode made twice", async () => {
    const region = setup();
    expect(current()).toBe("1 of 3");
    await press("Next slide");
    expect(current()).toBe("2 of 3");
    expect(region.dataset.state).toBe("running");
    await press("Next slide"); // while the change runs: ignored
    await wait(600);
    expect(region.dataset.state).toBe("idle");
    expect(current()).toBe("2 of 3");
    await press("Previous slide");
    await wait(600);
    expect(current()).toBe("1 of 3");
  });

  it("marks the thumbnail of the slide shown, and goes to the slide of a pressed thumbnail", async () => {
    setup();
    const thumb = (n: number) => screen.getByRole("button", { name: `Slide ${n}: Title ${n}` });
    expect(thumb(1).getAttribute("aria-current")).toBe("true");
    await act(() => void fireEvent.click(thumb(3)));
    await wait(600);
    expect(current()).toBe("3 of 3");
    expect(thumb(3).getAttribute("aria-current")).toBe("true");
    expect(thumb(1).getAttribute("aria-current")).toBeNull();
  });

  it("shows the caption of the slide shown, announced politely", async () => {
    setup();
    const caption = (n: number) => screen.getByText(`Caption ${n}`).parentElement as HTMLElement;
    expect(caption(1).hidden).toBe(false);
    expect(caption(2).hidden).toBe(true);
    expect(caption(1).parentElement?.getAttribute("aria-live")).toBe("polite");
    await press("Next slide");
    await wait(600);
    expect(caption(2).hidden).toBe(false);
    expect(caption(1).hidden).toBe(true);
  });

  it("plays and pauses autoplay from its button, and advances while it plays", async () => {
    setup({ autoplay: { enabled: true, delay: 1000 } });
    await wait(20);
    await press("Pause slideshow");
    expect(screen.getByRole("button", { name: "Play slideshow" })).toBeDefined();
    await wait(3000);
    expect(current()).toBe("1 of 3");
    await press("Play slideshow");
    await wait(1500);
    expect(current()).toBe("2 of 3");
    expect(screen.getByText("Caption 1").parentElement?.parentElement?.getAttribute("aria-live")).toBe("off");
  });

  it("zooms in once the other slides may load, and closes the zoom", async () => {
    setup();
    expect(screen.queryByRole("button", { name: "Zoom in" })).toBeNull();
    await act(() => void window.dispatchEvent(new PointerEvent("pointerdown")));
    await press("Zoom in");
    const slides = screen.getByRole("group").parentElement as HTMLElement;
    expect(slides.style.transform).toBe("scale(2)");
    await press("Close zoom");
    expect(slides.style.transform).toBe("");
    expect(screen.getByRole("button", { name: "Zoom in" })).toBeDefined();
  });

  it("has no arrows, autoplay or thumbnails for a single slide", () => {
    setup({}, 1);
    const names = screen.queryAllByRole("button").map((b) => b.getAttribute("aria-label") ?? b.textContent);
    expect(names.filter((name) => name !== "Zoom in")).toEqual([]);
    expect(screen.getByRole("group").getAttribute("aria-label")).toBe("1 of 1");
  });
});

// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useBrokenSlides } from "../../../../src/widgets/slideshow/useBrokenSlides.ts";
import { mount, stubProperty } from "../../../support/dom.ts";

const SLIDES = `<div class="stage">
  <figure data-slide="0"><img alt="" /></figure>
  <figure data-slide="1"><img alt="" /></figure>
  <figure data-slide="2"><img alt="" /></figure>
  <img class="logo" alt="" />
</div>`;

/** An image as the browser leaves one that failed: complete, with no pixels, from a source it tried. */
function failedBefore(img: HTMLImageElement) {
  stubProperty(img, "complete", true);
  stubProperty(img, "naturalWidth", 0);
  stubProperty(img, "currentSrc", "/img/missing.jpg");
}

const fail = (img: Element) => act(() => void img.dispatchEvent(new Event("error")));

describe("useBrokenSlides", () => {
  it("reports the slide whose picture fails to load", () => {
    const stage = mount(SLIDES);
    const ref = { current: stage };
    const { result } = renderHook(() => useBrokenSlides(ref));
    expect([...result.current]).toEqual([]);
    fail(stage.querySelectorAll("img")[2]!);
    expect([...result.current]).toEqual([2]);
  });

  it("reports a picture that failed before the page ran, and not one that is still loading", () => {
    const stage = mount(SLIDES);
    const ref = { current: stage };
    const [first, second] = stage.querySelectorAll("img");
    failedBefore(first!);
    stubProperty(second!, "complete", false);
    stubProperty(second!, "currentSrc", "/img/slow.jpg");
    const { result } = renderHook(() => useBrokenSlides(ref));
    expect([...result.current]).toEqual([0]);
  });

  it("reports the pictures of slides added later", () => {
    const stage = mount(SLIDES);
    const ref = { current: stage };
    const { result } = renderHook(() => useBrokenSlides(ref));
    stage.insertAdjacentHTML("beforeend", '<figure data-slide="3"><img alt="" /></figure>');
    fail(stage.querySelector('[data-slide="3"] img')!);
    expect([...result.current]).toEqual([3]);
  });

  it("ignores images that are not a slide's", () => {
    const stage = mount(SLIDES);
    const ref = { current: stage };
    const { result } = renderHook(() => useBrokenSlides(ref));
    fail(stage.querySelector(".logo")!);
    expect(result.current.size).toBe(0);
    fail(stage.querySelectorAll("img")[1]!);
    fail(stage.querySelectorAll("img")[1]!);
    expect([...result.current]).toEqual([1]);
  });
});

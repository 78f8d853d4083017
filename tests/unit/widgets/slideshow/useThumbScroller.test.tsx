// @vitest-environment happy-dom
import { act, fireEvent, render } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useThumbScroller } from "../../../../src/widgets/slideshow/useThumbScroller.ts";
import { layOut, stubResizeObserver } from "../../../support/dom.ts";

const SLIDES = Array.from({ length: 10 }, (_, i) => `slide ${i}`);
let thumbs: ReturnType<typeof useThumbScroller>;

/** Ten 100 px thumbnails in a 400 px strip, laid out as the browser would before effects run. */
function Strip({ index, duration }: { index: number; duration: number }) {
  thumbs = useThumbScroller(index, duration);
  const laidOut = (list: HTMLUListElement | null) => {
    thumbs.listRef.current = list;
    if (!list) return;
    layOut(list, { offsetLeft: 0, clientWidth: 400, scrollWidth: 1000 });
    for (const [i, item] of [...list.children].entries())
      layOut(item, { offsetLeft: i * 100, offsetWidth: 100 });
  };
  return (
    <ul ref={laidOut}>
      {SLIDES.map((slide) => (
        <li key={slide} />
      ))}
    </ul>
  );
}

function setup(index = 0, duration = 300) {
  const view = render(<Strip index={index} duration={duration} />);
  const list = view.container.querySelector("ul")!;
  const scrollTo = (left: number) => {
    list.scrollLeft = left;
    fireEvent.scroll(list);
  };
  return { list, scrollTo, show: (i: number) => view.rerender(<Strip index={i} duration={duration} />) };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());

describe("useThumbScroller", () => {
  it("flags the end the strip rests at, so that arrow has nowhere to go", () => {
    const { scrollTo } = setup();
    expect(thumbs.ends).toEqual({ start: true, end: false });
    act(() => scrollTo(300));
    expect(thumbs.ends).toEqual({ start: false, end: false });
    act(() => scrollTo(600));
    expect(thumbs.ends).toEqual({ start: false, end: true });
  });

  it("flags both ends when a resize leaves every thumbnail in view", () => {
    const observer = stubResizeObserver();
    const { list } = setup();
    layOut(list, { clientWidth: 1000 });
    act(() => observer.resize(list));
    expect(thumbs.ends).toEqual({ start: true, end: true });
  });

  it("scrolls an arrow's way by most of the strip's width, eased over the scroll's duration", () => {
    const { list } = setup();
    act(() => thumbs.scrollBy(1));
    wait(75);
    expect(list.scrollLeft).toBeLessThan(20); // the exponential ease starts slowly
    wait(75);
    expect(list.scrollLeft).toBeGreaterThan(100);
    expect(list.scrollLeft).toBeLessThan(220);
    wait(200);
    expect(list.scrollLeft).toBe(320);
  });

  it("goes on from where a running scroll is heading, and stops at the strip's ends", () => {
    const { list } = setup();
    act(() => thumbs.scrollBy(1));
    wait(50);
    act(() => thumbs.scrollBy(1));
    wait(400);
    expect(list.scrollLeft).toBe(600);
    act(() => thumbs.scrollBy(-1));
    act(() => thumbs.scrollBy(-1));
    wait(400);
    expect(list.scrollLeft).toBe(0);
  });

  it("brings the active thumbnail into the middle of the strip when it is out of view", () => {
    const { list, show } = setup();
    show(2);
    wait(400);
    expect(list.scrollLeft).toBe(0);
    show(7);
    wait(400);
    expect(list.scrollLeft).toBe(550);
  });

  it("counts a thumbnail as in view only if it stays so once the running scroll ends", () => {
    const { list, show } = setup();
    act(() => thumbs.scrollBy(1));
    show(1); // in view now, not where the strip is heading
    wait(400);
    expect(list.scrollLeft).toBe(0);
  });

  it("scrolls at once with no duration (reduced motion)", () => {
    const { list } = setup(0, 0);
    act(() => thumbs.scrollBy(1));
    expect(list.scrollLeft).toBe(320);
  });
});

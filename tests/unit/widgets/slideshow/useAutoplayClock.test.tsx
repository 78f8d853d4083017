// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createSlideshowModel, type SlideshowModel } from "../../../../src/widgets/slideshow/model.ts";
import { useAutoplayClock } from "../../../../src/widgets/slideshow/useAutoplayClock.ts";
import { stubAnimationFrames, stubProperty } from "../../../support/dom.ts";

/** Three slides, autoplay every second; each change ends at once. */
function autoplaying() {
  const model = createSlideshowModel({
    count: 3,
    animation: "crossfade",
    autoplay: { enabled: true, delay: 1000 },
  });
  model.on("change", (c) => model.finish(c.id));
  return model;
}

function setup(model = autoplaying()) {
  const bar = { current: document.createElement("div") };
  const hook = renderHook(() => useAutoplayClock(model, bar));
  return { model, bar: bar.current, hook };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const progress = (bar: HTMLElement) => Number(bar.style.getPropertyValue("--progress"));

beforeEach(() => vi.useFakeTimers());

describe("useAutoplayClock", () => {
  it("is not playing in the prerendered HTML, whatever the settings", () => {
    function Clock({ model }: { model: SlideshowModel }) {
      return <i>{String(useAutoplayClock(model, { current: null }))}</i>;
    }
    expect(renderToString(<Clock model={autoplaying()} />)).toBe("<i>false</i>");
  });

  it("says autoplay plays once mounted, and follows the pause button", () => {
    const { model, hook } = setup();
    expect(hook.result.current).toBe(true);
    act(() => model.togglePlaying());
    expect(hook.result.current).toBe(false);
  });

  it("moves to the next slide after the delay, in animation frames, filling the bar meanwhile", () => {
    const { model, bar } = setup();
    wait(500);
    expect(progress(bar)).toBeGreaterThan(0.4);
    expect(progress(bar)).toBeLessThan(0.6);
    expect(model.state().index).toBe(0);
    wait(600);
    expect(model.state().index).toBe(1);
    expect(progress(bar)).toBeLessThan(0.2);
  });

  it("counts the time between frames, however far apart they come", () => {
    const frames = stubAnimationFrames();
    const { model, bar } = setup();
    act(() => frames.draw(40));
    act(() => frames.draw(290));
    expect(progress(bar)).toBe(0.25);
    act(() => frames.draw(1000));
    expect(model.state().index).toBe(0);
    act(() => frames.draw(1040));
    expect(model.state().index).toBe(1);
  });

  it("holds while the tab is hidden and goes on when it shows again", () => {
    const { model, bar } = setup();
    wait(300);
    stubProperty(document, "hidden", true);
    document.dispatchEvent(new Event("visibilitychange"));
    const held = progress(bar);
    wait(2000);
    expect(model.state().index).toBe(0);
    expect(progress(bar)).toBe(held);
    stubProperty(document, "hidden", false);
    document.dispatchEvent(new Event("visibilitychange"));
    wait(1000);
    expect(model.state().index).toBe(1);
  });

  it("starts held in a tab that is hidden when it mounts", () => {
    stubProperty(document, "hidden", true);
    const { model } = setup();
    wait(2000);
    expect(model.state().index).toBe(0);
  });

  it("stops its clock when unmounted", () => {
    const { model, hook } = setup();
    hook.unmount();
    wait(2000);
    expect(model.state().index).toBe(0);
  });
});

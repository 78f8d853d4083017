// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { changing, click, frames, hold } from "../../support/earlyPage.ts";
import { touchPointer } from "../../support/pointerEvents.ts";

describe("replay", () => {
  it("replays nothing until the widget says it is ready, then each press once, in order", async () => {
    const { log, presses, el } = hold();
    click(el(".next"));
    click(el(".prev"));
    await frames();
    expect(log).toEqual([]);
    presses.ready("slides");
    expect(log).toEqual([]); // not inside the caller (a React effect): in a microtask
    await frames();
    expect(log).toEqual(["Next", "Previous"]);
    expect(el(".next").hasAttribute("data-held")).toBe(false);
    click(el(".next")); // awake: no longer held
    expect(log).toEqual(["Next", "Previous", "Next"]);
  });

  it("waits while the widget is busy, and while it is not ready again after its model went", async () => {
    const { log, presses, el, root } = hold();
    click(el(".next"));
    click(el(".next"));
    const change = changing(root);
    const undo = presses.ready("slides", change.busy);
    await vi.waitFor(() => expect(log).toEqual(["Next"]));
    await frames();
    expect(log).toEqual(["Next"]); // the first press's change still runs
    undo(); // the model was destroyed: the next press must not meet its absence
    change.end();
    await frames();
    expect(log).toEqual(["Next"]);
    presses.ready("slides", change.busy);
    await vi.waitFor(() => expect(log).toEqual(["Next", "Next"]));
  });

  it("holds a press made while the replay plays until the replayed change has ended", async () => {
    const { log, presses, el, root } = hold();
    click(el(".next"));
    const change = changing(root);
    presses.ready("slides", change.busy);
    await vi.waitFor(() => expect(log).toEqual(["Next"]));
    click(el(".prev"));
    await frames();
    expect(log).toEqual(["Next"]);
    expect(el(".prev").hasAttribute("data-held")).toBe(true);
    change.end();
    await vi.waitFor(() => expect(log).toEqual(["Next", "Previous"]));
  });

  it("replays a press on a link that was replaced on the element that took its place", async () => {
    const { log, presses, el, root } = hold();
    click(el(".help"));
    const button = document.createElement("button");
    button.dataset.earlyPress = "help";
    button.className = "help";
    button.textContent = "Help button";
    el(".help").replaceWith(button);
    presses.ready("help");
    await frames();
    expect(log).toEqual(["Help button"]);
    expect(root.contains(button)).toBe(true);
  });
});

describe("swipes", () => {
  /** A finger's pointer event that happened `ago` ms before its handler ran. */
  const touch = (target: Element, type: string, x: number, y: number, ago = 0) => {
    const event = touchPointer(type, x, y, ago);
    target.dispatchEvent(event);
  };
  /** 36 px left in three moves, each `every` ms apart, then let go: a flick when quick. */
  const flick = (area: Element, every: number) => {
    const ago = (i: number) => (4 - i) * every;
    touch(area, "pointerdown", 200, 100, ago(0));
    for (const i of [1, 2, 3]) touch(area, "pointermove", 200 - 12 * i, 100, ago(i));
    touch(area, "pointerup", 164, 100);
  };
  const swipe = (area: Element, dx: number, dy = 0) => {
    touch(area, "pointerdown", 200, 100);
    touch(area, "pointermove", 200 + dx / 2, 100 + dy);
    touch(area, "pointermove", 200 + dx, 100 + dy);
    touch(area, "pointerup", 200 + dx, 100 + dy);
  };

  it("holds a swipe left over the stage as Next and right as Previous; a drift up or down is no swipe", async () => {
    const { log, presses, el } = hold();
    swipe(el(".stage"), -120);
    swipe(el(".stage"), 120);
    swipe(el(".stage"), -120, 80);
    expect(presses.pressed()).toEqual(["slides"]);
    presses.ready("slides");
    await frames();
    expect(log).toEqual(["Next", "Previous"]);
  });

  it("holds a quick 36 px flick as an awake drag takes it (50 px or a flick), a slow one not", async () => {
    const { log, presses, el } = hold();
    flick(el(".stage"), 200);
    expect(presses.pressed()).toEqual([]);
    flick(el(".stage"), 16);
    expect(presses.pressed()).toEqual(["slides"]);
    presses.ready("slides");
    await frames();
    expect(log).toEqual(["Next"]);
  });

  it("holds no swipe once the island is awake", async () => {
    const { presses, el } = hold();
    presses.ready("slides");
    await frames();
    swipe(el(".stage"), -120);
    expect(presses.pressed()).toEqual([]);
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { classifySwipe } from "../../../src/gestures/thresholds.ts";
import type { EarlyIsland } from "../../../src/platform/earlyControl.ts";
import { createEarlyPresses, type EarlyPresses } from "../../../src/platform/earlyPresses.ts";
import { mount } from "../../support/dom.ts";

const ISLANDS: EarlyIsland[] = [
  {
    name: "slides",
    root: ".slides",
    swipe: { area: ".stage", next: ".next", previous: ".prev" },
    keys: { ArrowRight: ".next" },
  },
  { name: "help", root: ".help" },
];
const PAGE = `<main>
  <section class="slides"><div class="stage"></div>
    <button class="prev">Previous</button><button class="next">Next</button><a href="#a">Slide link</a>
  </section>
  <a class="help" href="#whatsapp" data-early-press="help">Help</a>
  <button class="outside">Outside</button>
</main>`;

const made: EarlyPresses[] = [];
afterEach(() => {
  for (const presses of made.splice(0)) presses.releaseEvery();
});

/** The page's hold, started on PAGE; `log` records each click a handler past the hold receives. */
function hold(preBoot: (root: HTMLElement) => HTMLElement[] = () => []) {
  const root = mount(PAGE);
  const log: string[] = [];
  root.addEventListener("click", (e) => log.push((e.target as HTMLElement).textContent ?? ""));
  const presses = createEarlyPresses(ISLANDS, classifySwipe);
  made.push(presses);
  const pressed: string[] = [];
  presses.onPress((island) => pressed.push(island));
  presses.start(preBoot(root));
  const el = (selector: string) => root.querySelector<HTMLElement>(selector)!;
  return { root, log, presses, pressed, el };
}

const click = (target: Element, detail = 1) =>
  target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, detail }));
/** A widget whose press starts a change that runs until `end()`, as the slideshow's model does. */
const changing = (root: HTMLElement) => {
  let running = false;
  root.addEventListener("click", () => (running = true));
  return { busy: () => running, end: () => (running = false) };
};
const frames = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("holding", () => {
  it("stops a click on a dormant island's control, marks it held and says which island waits", () => {
    const { log, presses, pressed, el } = hold();
    const reached = click(el(".next"));
    expect(reached).toBe(false); // its default action prevented
    expect(log).toEqual([]);
    expect(el(".next").hasAttribute("data-held")).toBe(true);
    expect(presses.pressed()).toEqual(["slides"]);
    expect(pressed).toEqual(["slides"]);
  });

  it("lets a plain link in an island, and a control outside every island, through", () => {
    const { log, presses, el } = hold();
    click(el("a[href='#a']"));
    click(el(".outside"));
    expect(log).toEqual(["Slide link", "Outside"]);
    expect(presses.pressed()).toEqual([]);
  });

  it("holds an arrow key in the island as a press of the control it stands for", () => {
    const { presses, el } = hold();
    const key = new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true, cancelable: true });
    expect(el(".prev").dispatchEvent(key)).toBe(false);
    expect(el(".next").hasAttribute("data-held")).toBe(true);
    expect(presses.pressed()).toEqual(["slides"]);
  });

  it("takes the presses the inline hold took before the page's first script first", () => {
    const { presses } = hold((root) => [root.querySelector<HTMLElement>(".help")!]);
    expect(presses.pressed()).toEqual(["help"]);
  });
});

describe("order and the asked-again rule", () => {
  it("lists the islands first pressed first", () => {
    const { presses, el } = hold();
    click(el(".help"));
    click(el(".next"));
    click(el(".help"));
    expect(presses.pressed()).toEqual(["help", "slides"]);
  });

  it("drops only a double click's second click on the control just held", async () => {
    const { log, presses, el } = hold();
    click(el(".next"), 1);
    click(el(".next"), 2); // the same double click: asked again
    click(el(".prev"), 2); // a second click, but on another control: a press of its own
    click(el(".next"), 1); // pressed again later: counts
    presses.ready("slides");
    await frames();
    expect(log).toEqual(["Next", "Previous", "Next"]);
  });
});

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

describe("release", () => {
  it("lets held presses take their default action unheld, and holds nothing more", () => {
    const { log, presses, el } = hold();
    click(el(".help"));
    const prevented: boolean[] = [];
    el(".help").addEventListener("click", (e) => {
      prevented.push(e.defaultPrevented);
      e.preventDefault(); // happy-dom would follow the link
    });
    presses.release("help");
    expect(prevented).toEqual([false]);
    expect(el(".help").hasAttribute("data-held")).toBe(false);
    click(el(".help"));
    expect(log).toEqual(["Help", "Help"]);
    expect(presses.pressed()).toEqual([]);
  });

  it("lets a replay still waiting go when the widget fails meanwhile", async () => {
    const { log, presses, el, root } = hold();
    click(el(".next"));
    click(el(".prev"));
    presses.ready("slides", changing(root).busy);
    await vi.waitFor(() => expect(log).toEqual(["Next"]));
    presses.release("slides");
    expect(log).toEqual(["Next", "Previous"]);
    await frames();
    expect(log).toEqual(["Next", "Previous"]);
  });
});

describe("swipes", () => {
  const touch = (target: Element, type: string, x: number, y: number) => {
    const event = new Event(type, { bubbles: true });
    const point = [{ clientX: x, clientY: y }];
    Object.assign(event, type === "touchend" ? { touches: [], changedTouches: point } : { touches: point });
    target.dispatchEvent(event);
  };
  const swipe = (area: Element, dx: number, dy = 0) => {
    touch(area, "touchstart", 200, 100);
    touch(area, "touchmove", 200 + dx / 2, 100 + dy);
    touch(area, "touchend", 200 + dx, 100 + dy);
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

  it("holds no swipe once the island is awake", async () => {
    const { presses, el } = hold();
    presses.ready("slides");
    await frames();
    swipe(el(".stage"), -120);
    expect(presses.pressed()).toEqual([]);
  });
});

// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { changing, click, frames, hold } from "../../support/earlyPage.ts";

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

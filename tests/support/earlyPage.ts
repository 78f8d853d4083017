import { afterEach } from "vitest";
import type { EarlyIsland } from "../../src/platform/earlyControl.ts";
import { createEarlyPresses, type EarlyPresses } from "../../src/platform/earlyPresses.ts";
import { mount } from "./dom.ts";

/** Two islands: slides (a stage that takes swipes, an arrow key) and a help link. */
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
export function hold(preBoot: (root: HTMLElement) => HTMLElement[] = () => []) {
  const root = mount(PAGE);
  const log: string[] = [];
  root.addEventListener("click", (e) => log.push((e.target as HTMLElement).textContent ?? ""));
  const presses = createEarlyPresses(ISLANDS);
  made.push(presses);
  const pressed: string[] = [];
  presses.onPress((island) => pressed.push(island));
  presses.start(preBoot(root));
  const el = (selector: string) => root.querySelector<HTMLElement>(selector)!;
  return { root, log, presses, pressed, el };
}

export const click = (target: Element, detail = 1) =>
  target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, detail }));
/** A widget whose press starts a change that runs until `end()`, as the slideshow's model does. */
export const changing = (root: HTMLElement) => {
  let running = false;
  root.addEventListener("click", () => (running = true));
  return { busy: () => running, end: () => (running = false) };
};
export const frames = () => new Promise((resolve) => setTimeout(resolve, 50));

import { setTimeout as sleep } from "node:timers/promises";
import sharp from "sharp";
import type { Engine, Screen } from "./engine.ts";
import { type PacedStep, pacedPointer } from "./pace.ts";
import { FIND_BY_ROLE, FOCUSED_NAME } from "./roles.ts";
import type { PageData, Site } from "./site.ts";

export type Box = { x: number; y: number; width: number; height: number };
export type Role = "button" | "link" | "region" | "dialog" | "navigation" | "textbox" | "heading";

/** What a test does with the site in one engine: a visitor's actions, and what it reads back. */
export class EnginePage {
  private visited = false;
  /** Where the mouse is: a paced move starts from here. */
  private at: [x: number, y: number] = [0, 0];

  constructor(
    readonly engine: Engine,
    private readonly site: Site,
    readonly screen: Screen,
    private readonly javaScript = true,
  ) {}

  /** Opens `path` at the project's screen size; with scripts on, returns once the page has hydrated. */
  async visit(path = "/", change?: (data: PageData) => void) {
    this.site.patch(change);
    await this.engine.resize(this.screen.width, this.screen.height);
    await this.engine.open(this.site.url + path);
    this.visited = true;
    if (!this.javaScript) return;
    await this.until("hydrated", "return !!document.querySelector('html[data-hydrated]')");
    await this.run("await document.fonts.ready");
  }

  run<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.engine.run<T>(body, ...args);
  }

  /** Polls a function body until it returns something truthy (15 s), and returns that. */
  async until<T>(what: string, body: string, ...args: unknown[]): Promise<T> {
    for (const end = Date.now() + 15_000; ; await sleep(50)) {
      const value = await this.run<T>(body, ...args);
      if (value) return value;
      if (Date.now() > end) throw new Error(`Waited 15 s for ${what}`);
    }
  }

  /**
   * Waits until no finite CSS transition or animation on the page's clock runs: what a visitor presses has
   * come to rest. (Endless ones and scroll-driven ones, which "run" as long as the page can scroll, don't.)
   */
  settled() {
    return this.until(
      "CSS motion at rest",
      `return document.getAnimations().every((a) => a.playState !== "running" ||
         a.timeline !== document.timeline || a.effect?.getTiming().iterations === Infinity)`,
    );
  }

  /** The element's box at rest, scrolled to the middle of the window first; throws when there is none. */
  async box(role: Role, name: string): Promise<Box> {
    await this.settled();
    const box = await this.run<Box | null>(FIND_BY_ROLE, role, name, true);
    if (!box) throw new Error(`No visible ${role} named "${name}"`);
    return box;
  }

  /** Whether a rendered element has this role and name. */
  async shown(role: Role, name: string) {
    return (await this.run<Box | null>(FIND_BY_ROLE, role, name, false)) !== null;
  }

  /** A mouse click in the middle of the element, as a visitor's. */
  async click(role: Role, name: string) {
    const b = await this.box(role, name);
    await this.pointer([{ move: [b.x + b.width / 2, b.y + b.height / 2] }, "down", "up"]);
  }

  async hover(role: Role, name: string) {
    const b = await this.box(role, name);
    await this.pointer([{ move: [b.x + b.width / 2, b.y + b.height / 2], duration: 50 }]);
  }

  /** Mouse actions in order, a drag's moves paced as a hand's (pace.ts). */
  async pointer(steps: PacedStep[]) {
    this.at = await pacedPointer(this.engine, this.at, steps);
  }

  press(key: "Escape" | "Enter" | "Tab") {
    return this.engine.press(key);
  }

  focusedName() {
    return this.run<string | null>(FOCUSED_NAME);
  }

  /** The window's picture, or the part of it inside `box`. */
  async picture(box?: Box): Promise<Buffer> {
    const png = await this.engine.screenshot();
    if (!box) return png;
    const scale = (await sharp(png).metadata()).width / this.screen.width;
    const [left, top] = [Math.round(box.x * scale), Math.round(box.y * scale)];
    const [width, height] = [Math.round(box.width * scale), Math.round(box.height * scale)];
    return sharp(png).extract({ left, top, width, height }).png().toBuffer();
  }

  /** The part of the window inside `box` once two pictures in a row agree: what is drawn has settled. */
  async restingPicture(box: Box): Promise<Buffer> {
    let last = await this.picture(box);
    for (const end = Date.now() + 15_000; Date.now() < end; ) {
      const next = await this.picture(box);
      if (next.equals(last)) return next;
      last = next;
    }
    throw new Error("What is drawn did not settle in 15 s");
  }

  /**
   * The whole page in one picture (WebKitWebDriver has no full-page capture): the window made as tall as
   * the page, the pictures in it (lazy ones too, now in view; not a scroller's hidden ones) loaded and
   * drawn, and the window put back.
   */
  async fullPage(): Promise<Buffer> {
    const height = await this.run<number>("return document.documentElement.scrollHeight");
    await this.engine.resize(this.screen.width, height);
    const inWindow = `[...document.images].filter((img) => {
      const r = img.getBoundingClientRect();
      return r.right > 0 && r.left < innerWidth && r.bottom > 0 && r.top < innerHeight;
    })`;
    await this.until("every picture in the window loaded", `return ${inWindow}.every((img) => img.complete)`);
    // Loaded is not yet drawn (WebKit paints a decoded picture a frame or more later).
    await this.run(`await Promise.all(${inWindow}.map((img) => img.decode().catch(() => {})))`);
    await this.settled();
    await this.run("await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))");
    const png = await this.engine.screenshot();
    await this.engine.resize(this.screen.width, this.screen.height);
    return png;
  }

  /** What the probe saw go wrong on the page now open ([] before any visit). */
  async problems(): Promise<string[]> {
    if (!this.visited || !this.javaScript) return [];
    const seen = await this.run<string[] | null>("return window.enginePage?.problems ?? null");
    return seen ?? ["the suite's probe did not run (was its script refused?)"];
  }
}

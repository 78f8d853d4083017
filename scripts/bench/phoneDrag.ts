import { type BrowserContext, type CDPSession, devices, type Locator, type Page } from "@playwright/test";

/** A finger (CDP touch) or a mouse with its button down: one position every EVERY_MS, MOVES of them. */
export type Pointer = "touch" | "mouse";
export const MOVES = 32;
export const EVERY_MS = 16;

/** The phone: a Pixel 7 (412 x 839 of page, dpr 2.625, touch, mobile). */
export const PHONE = devices["Pixel 7"];
/** The same screen's density at 800 px wide with a mouse, where the strip's cards stand side by side. */
export const WIDE_PHONE_DENSITY = {
  viewport: { width: 800, height: 839 },
  deviceScaleFactor: PHONE.deviceScaleFactor,
  isMobile: false,
  hasTouch: false,
};

/** What a phone drag row drags, with what, and what counts as its draw. */
export type PhoneDragged = {
  name: string;
  widget: "slideshow" | "strip";
  animation: string;
  pointer: Pointer;
  /** "gl": the first WebGL draw call; "style": the frame after the first inline style write (DOM). */
  draw: "gl" | "style";
};

export const PHONE_DRAGGED: readonly PhoneDragged[] = [
  { name: "slideshow slideLeft", widget: "slideshow", animation: "slideLeft", pointer: "touch", draw: "gl" },
  {
    name: "slideshow blindsRight",
    widget: "slideshow",
    animation: "blindsRight",
    pointer: "touch",
    draw: "gl",
  },
  {
    name: "slideshow boxesRandom",
    widget: "slideshow",
    animation: "boxesRandom",
    pointer: "touch",
    draw: "gl",
  },
  {
    name: "slideshow gl:Directional",
    widget: "slideshow",
    animation: "gl:Directional",
    pointer: "touch",
    draw: "gl",
  },
  {
    name: "strip DOM, 412 px, touch",
    widget: "strip",
    animation: "fadeDelay",
    pointer: "touch",
    draw: "style",
  },
  { name: "strip GPU, 800 px, mouse", widget: "strip", animation: "fadeDelay", pointer: "mouse", draw: "gl" },
];

/** Lighthouse's phone slowdown (4) or none (1), for the page of `cdp`; set again after each navigation. */
export const slowCpu = (cdp: CDPSession, rate: number) =>
  cdp.send("Emulation.setCPUThrottlingRate", { rate });

const sleepUntil = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms - Date.now())));

/**
 * A drag leftwards across 60 % of `stage`, as a finger makes it whatever the page is doing: its events
 * are sent at their own times, 16 ms apart, without waiting for the page to handle the last one, each
 * stamped with the time it was made (CDP's `timestamp`, so event.timeStamp is the finger's time), then
 * the release 16 ms after the last move. Returns the moves' times (ms since the epoch).
 */
export async function fingerDrag(cdp: CDPSession, stage: Locator, pointer: Pointer): Promise<number[]> {
  const box = (await stage.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  // In the middle of the part of the stage in view (the strip's stacked cards are taller than a phone).
  const top = Math.max(box.y, 0);
  const bottom = Math.min(box.y + box.height, stage.page().viewportSize()?.height ?? box.y + box.height);
  const y = Math.round((top + bottom) / 2);
  const from = box.x + box.width * 0.8;
  const xAt = (i: number) => Math.round(from - (box.width * 0.6 * i) / MOVES);
  const send = (kind: "start" | "move" | "end", i: number, at: number) => {
    const timestamp = at / 1000;
    const x = xAt(i);
    if (pointer === "touch") {
      const type = kind === "start" ? "touchStart" : kind === "move" ? "touchMove" : "touchEnd";
      const touchPoints = kind === "end" ? [] : [{ x, y }];
      return cdp.send("Input.dispatchTouchEvent", { type, touchPoints, timestamp });
    }
    const type = kind === "start" ? "mousePressed" : kind === "move" ? "mouseMoved" : "mouseReleased";
    const buttons = kind === "end" ? 0 : 1;
    return cdp.send("Input.dispatchMouseEvent", {
      type,
      x,
      y,
      button: "left",
      buttons,
      clickCount: 1,
      timestamp,
    });
  };
  const t0 = Date.now() + 20;
  await sleepUntil(t0);
  const sent: Promise<unknown>[] = [send("start", 0, t0)];
  const made: number[] = [];
  for (let i = 1; i <= MOVES; i++) {
    const at = t0 + i * EVERY_MS;
    await sleepUntil(at);
    sent.push(send("move", i, at));
    made.push(at);
  }
  const end = t0 + (MOVES + 1) * EVERY_MS;
  await sleepUntil(end);
  sent.push(send("end", MOVES, end));
  await Promise.all(sent);
  return made;
}

/** A fresh context of `browser`'s on the phone profile (or 800 px with a mouse), with `probe` in each page. */
export async function probedPage(
  context: BrowserContext,
  probe: () => void,
): Promise<{ page: Page; cdp: CDPSession }> {
  // tsx keeps function names with an `__name` helper that functions sent to the page would miss.
  await context.addInitScript("globalThis.__name = (target) => target;");
  await context.addInitScript(probe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { page, cdp };
}

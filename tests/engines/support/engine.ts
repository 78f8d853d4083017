/**
 * One engine the cross-engine suite drives, whatever its client: Firefox ESR over WebDriver BiDi
 * (firefox.ts) and WebKitGTK's MiniBrowser over classic WebDriver (webkit.ts). Only what a visitor does
 * and what a test reads: a window, a page, a mouse, keys, script and pictures.
 */
export type EngineName = "firefox" | "webkit";

/** A pointer action, done at once: a move jumps to its point (page.ts paces a drag's moves in time). */
export type PointerStep = { move: [x: number, y: number] } | "down" | "up";

export interface Engine {
  readonly name: EngineName;
  /** Loads `url` and returns after its load event. */
  open(url: string): Promise<void>;
  /** Sets the page's viewport to this size in CSS pixels. */
  resize(width: number, height: number): Promise<void>;
  /** Runs a function body in the page (`arguments[i]` are `args`) and returns what it returns (awaited). */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  /** Mouse actions, in order; the button's state carries over between calls, so a drag can be held. */
  pointer(steps: PointerStep[]): Promise<void>;
  /** A key pressed and released. */
  press(key: "Escape" | "Enter" | "Tab"): Promise<void>;
  close(): Promise<void>;
}

/** A window's size in CSS pixels. */
export type Screen = { width: number; height: number };

/** How an engine is started: on an X display, with the page's own scripts on or off. */
export type Launch = { display: string; javaScript: boolean };

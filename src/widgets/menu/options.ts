import type { Menu } from "../../content/schema.ts";
import { type Duration, toMs } from "../../motion/duration.ts";

/** SPEC.md 9: the side menu takes over below this width. */
export const SIDE_MENU_BREAKPOINT = 768;
/** SPEC.md 9: a panel's layer while it opens or is open, and while it closes. */
export const Z_OPEN = 15000;
export const Z_CLOSING = 12001;
/** SPEC.md 8, logged when a rollover item has no rollover image. */
export const ROLLOVER_MESSAGE = "rolloveritem items found but no rolloverimage";

export type DesktopOptions = {
  /** A CSS easing: linear, ease, ease-in, ease-out, ease-in-out or cubic-bezier(...). */
  transition: string;
  duration: Duration;
  closeDelay: number;
  openDelay: number;
  /** The side panel's width (px), also the page's shift while it is open. */
  offCanvasWidth: number;
  directionOffset: number;
  viewportMargin: number;
  topFixed: boolean;
};
export type MobileOptions = Required<NonNullable<Menu["mobile"]>>;
export type DisplayType = MobileOptions["type"];
export type Effect = MobileOptions["effect"];

/** SPEC.md 9's menu defaults. */
export const defaultDesktop: DesktopOptions = {
  transition: "linear",
  duration: 500,
  closeDelay: 500,
  openDelay: 0,
  offCanvasWidth: 300,
  directionOffset: 30,
  viewportMargin: 10,
  topFixed: false,
};

/** SPEC.md 2 and 9: the mobile menu's options. */
export const defaultMobile: MobileOptions = {
  title: "Menu",
  backText: "Back",
  type: "flat",
  effect: "normal",
  zIndex: 100000,
  menuId: "main-menu",
  container: "body",
  showLogo: true,
  showImages: false,
  showDescriptions: false,
  titleTag: "h2",
  direction: "ltr",
  openActiveBranch: false,
};

/** What the desktop state machine needs, in plain milliseconds. */
export type Timing = { duration: number; openDelay: number; closeDelay: number };

const EASE =
  /^(linear|ease|ease-in|ease-out|ease-in-out|cubic-bezier\((\s*-?[\d.]+\s*,){3}\s*-?[\d.]+\s*\))$/;

/** The desktop options over the defaults; a bad duration, delay or easing throws (SPEC.md 5). */
export function resolveDesktop(input: Partial<DesktopOptions> = {}): DesktopOptions & { ms: Timing } {
  const options = { ...defaultDesktop, ...input };
  if (!EASE.test(options.transition)) throw new Error(`Invalid menu transition: "${options.transition}"`);
  const ms = {
    duration: toMs(options.duration, "menu duration"),
    openDelay: toMs(options.openDelay, "menu open delay"),
    closeDelay: toMs(options.closeDelay, "menu close delay"),
  };
  return { ...options, ms };
}

export function resolveMobile(input: Partial<MobileOptions> = {}): MobileOptions {
  return { ...defaultMobile, ...input };
}

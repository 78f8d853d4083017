import type { Menu } from "../../content/schema.ts";
import { type Duration, toMs } from "../../motion/duration.ts";

/** behaviour.md 9: the side menu takes over below this width (px at the browser's default 16 px text). */
export const SIDE_MENU_BREAKPOINT = 768;
/**
 * The side menu's widths as the stylesheets query them: in em, which a media query takes from the
 * browser's text size, so larger text brings the side menu in before the header's bar would wrap
 * (below 1536 px at 200 %). In range syntax, as every width query of ours: a window a fraction of a px
 * under the breakpoint (zoomed) falls on one side, never between `max-width: 767px` and `min-width: 768px`.
 */
export const SIDE_WIDTH = `(width < ${SIDE_MENU_BREAKPOINT / 16}em)`;
export const isSideWidth = () => matchMedia(SIDE_WIDTH).matches;
/** behaviour.md 9: a panel's layer while it opens or is open, and while it closes. */
export const Z_OPEN = 15000;
export const Z_CLOSING = 12001;
/** behaviour.md 8, logged when a rollover item has no rollover image. */
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

/** behaviour.md 9's menu defaults. */
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

/** behaviour.md 2 and 9: the mobile menu's options. */
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

/** Both menus' options, resolved and checked: what the adapter and the models consume. */
export type MenuOptions = {
  desktop: DesktopOptions & { ms: Timing };
  mobile: MobileOptions;
};

/**
 * The one place the menu's options are merged and checked: the content's desktop and mobile options
 * over behaviour.md 9's defaults. A bad duration, delay or easing throws an Error naming it (behaviour.md 5).
 */
export function resolveOptions(content: Pick<Menu, "desktop" | "mobile"> = {}): MenuOptions {
  const desktop = { ...defaultDesktop, ...content.desktop };
  if (!EASE.test(desktop.transition)) throw new Error(`Invalid menu transition: "${desktop.transition}"`);
  const ms = {
    duration: toMs(desktop.duration, "menu duration"),
    openDelay: toMs(desktop.openDelay, "menu open delay"),
    closeDelay: toMs(desktop.closeDelay, "menu close delay"),
  };
  return { desktop: { ...desktop, ms }, mobile: { ...defaultMobile, ...content.mobile } };
}

export type RolloverTree = readonly {
  rollover?: boolean | undefined;
  rolloverImage?: string | undefined;
  children?: RolloverTree | undefined;
}[];

/** behaviour.md 8: the message to log when any rollover item in the tree has no rollover image. */
export function rolloverProblem(items: RolloverTree): string | undefined {
  const missing = (list: RolloverTree): boolean =>
    list.some((i) => (i.rollover && !i.rolloverImage) || (i.children ? missing(i.children) : false));
  return missing(items) ? ROLLOVER_MESSAGE : undefined;
}

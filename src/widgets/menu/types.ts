import type { Panel } from "./model.ts";
import type { PanelPlace } from "./placement.ts";

/** What the adapter hands the item list, per item id ("0", "1.2", ...) and top-level index. */
export type ItemsState = {
  menuId: string;
  panels: readonly Panel[];
  places: readonly PanelPlace[];
  /** The side menu's open sub-menus (accordion) or navigation stack (fade and push). */
  expanded: readonly string[];
  /** Whether a sub-menu's items are rendered: once it has first opened (LazyLevel.tsx). */
  rendered: (id: string) => boolean;
  side: boolean;
  /** A top-level item's hover and focus handlers (desktop). */
  itemProps: (index: number) => object;
  onToggle: (id: string, index: number) => void;
  /** Ref callbacks for a sub-menu and its toggle, by id: focus moves to them. */
  subRef: (id: string) => (el: HTMLElement | null) => void;
  toggleRef: (id: string) => (el: HTMLElement | null) => void;
};

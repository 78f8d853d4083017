import type { DisplayType, MobileOptions } from "./options.ts";

/**
 * The side menu's state, pure: whether the panel is open, the fade and push types' navigation stack
 * (the ids of the sub-menus entered, innermost last) and the accordion's expanded sub-menus.
 */
export type SideMenu = {
  open: boolean;
  stack: readonly string[];
  expanded: readonly string[];
  /**
   * Open since before the page woke: the no-script panel, shown by focus, adopted as it stood. The
   * page was not moved aside nor dimmed then, and is not while it stays open.
   */
  adopted?: true;
};

export type SideEvent =
  | { type: "toggle" }
  | { type: "open" }
  | { type: "close" }
  /** The page woke with the no-script panel shown (focus on the toggle or in it): it stays open. */
  | { type: "adopt" }
  /** The window is now wide enough for the desktop bar (options.ts SIDE_WIDTH): the side menu is gone. */
  | { type: "wide" }
  /** Fade and push: enter a sub-menu; accordion: open or close it. */
  | { type: "enter"; id: string }
  | { type: "back" }
  /** Accordion: these sub-menus are open (the active branch at start); repeating it changes nothing. */
  | { type: "reveal"; ids: readonly string[] };

export function initialSideMenu(type: DisplayType, activeBranch: readonly string[] = []): SideMenu {
  return { open: false, stack: [], expanded: type === "accordion" ? [...activeBranch] : [] };
}

/** The panel sits on the right and pushes the page left, unless the effect puts it on the left. */
export function panelSide(options: Pick<MobileOptions, "effect" | "direction">): "left" | "right" {
  const fromLeft = options.effect === "slideright" || options.effect === "sliderightover";
  return fromLeft !== (options.direction === "rtl") ? "left" : "right";
}

export function stepSideMenu(state: SideMenu, event: SideEvent, type: DisplayType): SideMenu {
  const drills = type === "fade" || type === "push";
  // behaviour.md 4: fade and push reset their sub-menus on close.
  const closed = (): SideMenu => ({
    open: false,
    stack: drills ? [] : state.stack,
    expanded: state.expanded,
  });
  switch (event.type) {
    case "toggle":
      return state.open ? closed() : { ...state, open: true };
    case "open":
      return state.open ? state : { ...state, open: true };
    case "close":
      return state.open ? closed() : state;
    case "adopt":
      return state.open ? state : { ...state, open: true, adopted: true };
    case "wide":
      return state.open ? closed() : state;
    case "enter":
      if (drills)
        return state.stack.at(-1) === event.id ? state : { ...state, stack: [...state.stack, event.id] };
      if (type !== "accordion") return state;
      return state.expanded.includes(event.id)
        ? {
            ...state,
            expanded: state.expanded.filter((id) => id !== event.id && !id.startsWith(`${event.id}.`)),
          }
        : { ...state, expanded: [...state.expanded, event.id] };
    case "reveal":
      if (type !== "accordion") return state;
      return { ...state, expanded: [...new Set([...state.expanded, ...event.ids])] };
    case "back":
      return state.stack.length ? { ...state, stack: state.stack.slice(0, -1) } : state;
  }
}

/**
 * The element the side panel is placed into: the first match of the configured CSS selector, or the
 * body, with a warning to log, when the selector matches nothing or is not a selector at all.
 */
export function resolveContainer<T>(
  selector: string,
  find: (selector: string) => T | null,
  body: T,
): { element: T; warning?: string } {
  let found: T | null;
  try {
    found = find(selector);
  } catch {
    found = null;
  }
  if (found) return { element: found };
  return {
    element: body,
    warning: `Menu container "${selector}" matches no element: the side panel is placed in the body`,
  };
}

/** The ids of a menu tree's items ("0", "1.2", ...), by path of indexes. */
export type Tree = readonly { href?: string | undefined; children?: Tree | undefined }[];

/**
 * The ids of the sub-menus that hold the active item (the first whose link matches `href`),
 * outermost first, including the active item itself when it has a sub-menu; empty when none matches.
 */
export function activeBranch(items: Tree, href: string, prefix = ""): string[] {
  for (const [i, item] of items.entries()) {
    const id = `${prefix}${i}`;
    if (item.href === href) return item.children ? [id] : [];
    if (item.children) {
      const inner = activeBranch(item.children, href, `${id}.`);
      if (inner.length || item.children.some((c) => c.href === href)) return [id, ...inner];
    }
  }
  return [];
}

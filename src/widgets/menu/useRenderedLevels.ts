import { useState } from "react";
import type { SideMenu } from "./mobileModel.ts";
import type { Panel } from "./model.ts";
import type { DisplayType } from "./options.ts";

/** The flat side panel lists every level as soon as it opens: one key for all of them. */
const ALL = "*";

/**
 * Which keys have been open at least once. The keys open now are added in the render that opens them
 * (React's "state from the previous render" pattern), so a level's items are there in the same commit
 * that shows it.
 */
function useEverOpen(open: readonly string[]): (key: string) => boolean {
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set(open));
  const added = open.filter((key) => !seen.has(key));
  if (added.length > 0) setSeen(new Set([...seen, ...added]));
  return (key) => seen.has(key) || open.includes(key);
}

/** The keys shown now: a desktop panel's index, the flat panel's ALL, or a side level's id. */
function shownNow(side: boolean, type: DisplayType, state: SideMenu, panels: readonly Panel[]): string[] {
  if (!side)
    return panels.flatMap((panel, index) =>
      panel.phase === "closed" || panel.adopted ? [] : [String(index)],
    );
  if (type === "flat") return state.open ? [ALL] : [];
  return [...(type === "accordion" ? state.expanded : state.stack)];
}

/**
 * The sub-menus whose items are rendered (LazyLevel.tsx), by id, once they have first been shown: on
 * desktop a panel with every list nested in it; in the side panel, every level once the flat panel
 * opens, or each level once the accordion expands it or fade and push enter it.
 */
export function useRenderedLevels(
  side: boolean,
  type: DisplayType,
  state: SideMenu,
  panels: readonly Panel[],
) {
  const everOpen = useEverOpen(shownNow(side, type, state, panels));
  if (!side) return (id: string) => everOpen(id.split(".")[0] ?? id);
  return (id: string) => everOpen(type === "flat" ? ALL : id);
}

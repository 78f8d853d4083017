/**
 * Each island's chunk, by the island's name (app/islands.ts makes the islands from them). The page's
 * first script (boot.ts) asks for a pressed island's chunk at once, beside the shell's, instead of after
 * the shell has run: on a throttled phone that waterfall cost 0.38 s of a held press's wait. The module
 * is the same one the island imports later, so it is fetched and run once.
 */
export const ISLAND_CHUNKS = {
  menu: () => import("../widgets/menu/Menu.tsx"),
  slideshow: () => import("../widgets/slideshow/Slideshow.tsx"),
  strip: () => import("../widgets/strip/Strip.tsx"),
  featureTable: () => import("../widgets/featureTable/FeatureTable.tsx"),
  help: () => import("../widgets/help/HelpButton.tsx"),
  tracker: () => import("../widgets/tracker/Tracker.tsx"),
  motionNotice: () => import("./MotionNotice.tsx"),
};

export type IslandName = keyof typeof ISLAND_CHUNKS;

/** Starts fetching `name`'s chunk; a failure is left to the island's own guarded load, which retries. */
export function fetchIslandChunk(name: string): void {
  if (name in ISLAND_CHUNKS) ISLAND_CHUNKS[name as IslandName]().catch(() => {});
}

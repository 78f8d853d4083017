import { island, serverOnly } from "./island.tsx";
import { ISLAND_CHUNKS as chunk } from "./islandChunks.ts";

// The interactive widgets, in the order they hydrate: what a visitor reaches for first comes first (and
// an island a visitor pressed before it woke comes before all of them).
export const Menu = island("menu", "src/widgets/menu/Menu.tsx", chunk.menu, (m) => m.Menu);
export const Slideshow = island(
  "slideshow",
  "src/widgets/slideshow/Slideshow.tsx",
  chunk.slideshow,
  (m) => m.Slideshow,
);
export const Strip = island("strip", "src/widgets/strip/Strip.tsx", chunk.strip, (m) => m.Strip);
export const FeatureTable = island(
  "featureTable",
  "src/widgets/featureTable/FeatureTable.tsx",
  chunk.featureTable,
  (m) => m.FeatureTable,
);
export const HelpButton = island("help", "src/widgets/help/HelpButton.tsx", chunk.help, (m) => m.HelpButton);
export const Tracker = island("tracker", "src/widgets/tracker/Tracker.tsx", chunk.tracker, (m) => m.Tracker);
export const MotionNotice = island(
  "motionNotice",
  "src/app/MotionNotice.tsx",
  chunk.motionNotice,
  (m) => m.MotionNotice,
);

// The sections with nothing interactive: server HTML in the browser. (Fleet and About are not: their
// captions are measured against their images, src/widgets/caption.)
export const Contact = serverOnly(() => import("./sections/Contact.tsx").then((m) => m.Contact));
export const Footer = serverOnly(() => import("./sections/Footer.tsx").then((m) => m.Footer));

import { island, serverOnly } from "./island.tsx";

// The interactive widgets, in the order they hydrate: what a visitor reaches for first comes first (and
// an island a visitor pressed before it woke comes before all of them).
export const Menu = island(
  "menu",
  "src/widgets/menu/Menu.tsx",
  () => import("../widgets/menu/Menu.tsx"),
  (m) => m.Menu,
);
export const Slideshow = island(
  "slideshow",
  "src/widgets/slideshow/Slideshow.tsx",
  () => import("../widgets/slideshow/Slideshow.tsx"),
  (m) => m.Slideshow,
);
export const Strip = island(
  "strip",
  "src/widgets/strip/Strip.tsx",
  () => import("../widgets/strip/Strip.tsx"),
  (m) => m.Strip,
);
export const FeatureTable = island(
  "featureTable",
  "src/widgets/featureTable/FeatureTable.tsx",
  () => import("../widgets/featureTable/FeatureTable.tsx"),
  (m) => m.FeatureTable,
);
export const HelpButton = island(
  "help",
  "src/widgets/help/HelpButton.tsx",
  () => import("../widgets/help/HelpButton.tsx"),
  (m) => m.HelpButton,
);
export const Tracker = island(
  "tracker",
  "src/widgets/tracker/Tracker.tsx",
  () => import("../widgets/tracker/Tracker.tsx"),
  (m) => m.Tracker,
);
export const MotionNotice = island(
  "motionNotice",
  "src/app/MotionNotice.tsx",
  () => import("./MotionNotice.tsx"),
  (m) => m.MotionNotice,
);

// The sections with nothing interactive: server HTML in the browser. (Fleet and About are not: their
// captions are measured against their images, src/widgets/caption.)
export const Contact = serverOnly(() => import("./sections/Contact.tsx").then((m) => m.Contact));
export const Footer = serverOnly(() => import("./sections/Footer.tsx").then((m) => m.Footer));

import { island, serverOnly } from "./island.tsx";

// The interactive widgets, in the order they hydrate: what a visitor reaches for first comes first.
export const Menu = island("src/widgets/menu/Menu.tsx", () =>
  import("../widgets/menu/Menu.tsx").then((m) => m.Menu),
);
export const Slideshow = island("src/widgets/slideshow/Slideshow.tsx", () =>
  import("../widgets/slideshow/Slideshow.tsx").then((m) => m.Slideshow),
);
export const Strip = island("src/widgets/strip/Strip.tsx", () =>
  import("../widgets/strip/Strip.tsx").then((m) => m.Strip),
);
export const FeatureTable = island("src/widgets/featureTable/FeatureTable.tsx", () =>
  import("../widgets/featureTable/FeatureTable.tsx").then((m) => m.FeatureTable),
);
export const HelpButton = island("src/widgets/help/HelpButton.tsx", () =>
  import("../widgets/help/HelpButton.tsx").then((m) => m.HelpButton),
);
export const Tracker = island("src/widgets/tracker/Tracker.tsx", () =>
  import("../widgets/tracker/Tracker.tsx").then((m) => m.Tracker),
);
export const MotionNotice = island("src/app/MotionNotice.tsx", () =>
  import("./MotionNotice.tsx").then((m) => m.MotionNotice),
);

// The sections with nothing interactive: server HTML in the browser. (Fleet and About are not: their
// captions are measured against their images, src/widgets/caption.)
export const Contact = serverOnly(() => import("./sections/Contact.tsx").then((m) => m.Contact));
export const Footer = serverOnly(() => import("./sections/Footer.tsx").then((m) => m.Footer));

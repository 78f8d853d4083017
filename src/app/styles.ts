// The page's one stylesheet, linked from the served HTML: the shell's styles and every widget's, so the
// server's HTML looks as it will before its island hydrates, and without JavaScript at all. (A style
// imported only by code that arrives later would come with that code, after the first paint.)
import "./styles/index.css";
import "../widgets/caption/caption.css";
import "../widgets/menu/menu.css";
import "../widgets/menu/side.css";
import "../widgets/menu/sideLevels.css";
import "../widgets/menu/sidePage.css";
import "../widgets/slideshow/slideshow.css";
import "../widgets/slideshow/touch.css";
import "../widgets/strip/strip.css";
import "../widgets/featureTable/featureTable.css";
import "../widgets/featureTable/hint.css";
import "../widgets/help/help.css";
import "../widgets/tracker/tracker.css";
import "./styles/motionNotice.css";
import "./styles/noScript.css";

import type { gsap } from "gsap";
import type { FolderApi } from "tweakpane";
import { onNamedTimeline } from "../motion/timeline.ts";
import { slideshowRows, stripRows } from "./timelineRows.ts";
import { createTimelineView } from "./timelineView.ts";

type Timeline = gsap.core.Timeline;

const HINT =
  "Change a slide or a strip page: each piece of the change shows here, a bar from its start for its " +
  "duration, redrawn at each edit, and a line where the change stands.";

/** The strip's change as its halves were built: which half the change's time is in is the last one moved. */
function stripChange() {
  let leave: Timeline | undefined;
  let enter: Timeline | undefined;
  let seam = 0;
  let seen: [number | undefined, number | undefined] = [undefined, undefined];
  let inEnter = false;
  return {
    /** Takes a half just built, and returns the change's rows. */
    built(phase: string, timeline: Timeline) {
      if (phase === "leave") [leave, enter] = [timeline, undefined];
      else enter = timeline;
      const made = stripRows(leave, enter);
      seam = made.seam;
      return made.rows;
    },
    /** Where the change stands, in ms of its time: the leave's time, or the seam and the enter's. */
    time(): number | undefined {
      const now: typeof seen = [leave?.time(), enter?.time()];
      if (now[1] !== seen[1] && enter) inEnter = true;
      else if (now[0] !== seen[0]) inEnter = false;
      seen = now;
      if (inEnter && enter) return seam + enter.time() * 1000;
      return leave && leave.time() * 1000;
    },
  };
}

/**
 * The panel's Timeline folder (behaviour.md 13): for the slideshow's last transition and the strip's
 * last page change, the timelines their players built (heard as GSDevTools hears them, by their names),
 * drawn a row per piece; an edit rebuilds the slideshow's last transition (its retune) and the strip's
 * kept change (keptChange.ts), redrawn here at once. `follow`, called each frame, puts the playhead
 * where the timeline stands, however it was moved: played, dragged, scrubbed on GSDevTools' bar or by
 * the panel's keys. Returns it and the cleanup.
 */
export function addTimelineFolder(parent: FolderApi) {
  const folder = parent.addFolder({ title: "Timeline", expanded: false });
  const hint = document.createElement("p");
  hint.className = "debug-timeline__hint";
  hint.textContent = HINT;
  const slideshow = createTimelineView("Slideshow");
  const strip = createTimelineView("Strip");
  folder.element.querySelector(".tp-fldv_c")?.append(hint, slideshow.element, strip.element);

  let transition: Timeline | undefined;
  const change = stripChange();
  const stop = onNamedTimeline((id, timeline) => {
    const [widget, name = ""] = id.split(/:(.*)/);
    // The builder adds its tweens after naming the timeline: read once they are in.
    queueMicrotask(() => {
      if (widget === "slideshow") {
        transition = timeline;
        slideshow.show(name, slideshowRows(name, timeline));
      } else if (widget === "strip") {
        const cut = name.lastIndexOf("-");
        const phase = name.slice(cut + 1);
        // The ended change as one ("strip:<animation>", strip/timeline.ts) holds the halves shown.
        if (phase !== "leave" && phase !== "enter") return;
        strip.show(name.slice(0, cut), change.built(phase, timeline));
      } else return;
      hint.hidden = true;
    });
  });
  const follow = () => {
    slideshow.playhead(transition && transition.time() * 1000);
    strip.playhead(change.time());
  };
  return { follow, stop };
}

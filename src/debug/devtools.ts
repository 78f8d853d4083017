import { gsap } from "gsap";
import { GSDevTools } from "gsap/GSDevTools";
import { onNamedTimeline } from "../motion/timeline.ts";

/**
 * GSAP's GSDevTools scrubber, attached to the timeline that ran last: each new named "slideshow:…"
 * transition or "strip:…" page-change half is looked up by its id once built, and the scrubber moves to it.
 * Returns the cleanup.
 */
export function attachDevTools(): () => void {
  gsap.registerPlugin(GSDevTools);
  let tools: GSDevTools | undefined;
  let alive = true;
  const stop = onNamedTimeline((id) => {
    if (!id.startsWith("slideshow:") && !id.startsWith("strip:")) return;
    // The builder adds its tweens after naming the timeline: look it up once they are in.
    queueMicrotask(() => {
      const timeline = gsap.getById(id);
      if (!alive || !timeline) return;
      tools?.kill();
      tools = GSDevTools.create({ animation: timeline, id: "motion", persist: false, keyboard: false });
    });
  });
  return () => {
    alive = false;
    stop();
    tools?.kill();
  };
}

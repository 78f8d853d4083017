import type { gsap } from "gsap";
import { registerMotion } from "./gsap.ts";
import { motionStore } from "./motionStore.ts";

/** The id of a named timeline: one per widget and transition, e.g. "slideshow:blindsRight". */
export const timelineId = (widget: string, name: string) => `${widget}:${name}`;

type Made = (id: string, timeline: gsap.core.Timeline) => void;
const made = new Set<Made>();

/** Whether anything listens for named timelines: the debug panel's tools, never a visitor's page. */
export const namedTimelinesWatched = () => made.size > 0;

/** Calls back with every named timeline made from now on, and its id (the debug panel's scrubber). */
export function onNamedTimeline(fn: Made): () => void {
  made.add(fn);
  return () => {
    made.delete(fn);
  };
}

/**
 * A paused timeline that a designer can find with gsap.getById(id) and scrub. An older timeline with the
 * same id is killed first, so the id always names the latest one. Played (a designer's Replay), it keeps
 * the page's time through a long frame, whichever player drew it (registerMotion: no lag smoothing).
 */
export function namedTimeline(
  widget: string,
  name: string,
  vars: gsap.TimelineVars = {},
): gsap.core.Timeline {
  const id = timelineId(widget, name);
  motionStore.changed(widget);
  const motion = registerMotion();
  (motion.getById(id) as gsap.core.Timeline | undefined)?.kill();
  const timeline = motion.timeline({ ...vars, id, paused: true });
  for (const fn of made) fn(id, timeline);
  return timeline;
}

import type { MotionSettings } from "../motion/settings.ts";
import type { ContentMotion } from "./fields.ts";

/** A tuning split in two: what Save writes, and the parameters of shaders only tried, kept in this browser. */
export type SplitTuning = { saved: MotionSettings; tried: string[]; kept: MotionSettings };

/**
 * What Save writes of `tuning`: the fields in force. A catalogue transition's parameters are in force
 * while it can play (the animation in force, or any of them when "random" picks among the catalogue);
 * the others were try-outs: they stay in this browser (`kept`) and are not written. `tried` names them.
 */
export function splitTryOuts(tuning: MotionSettings, content: ContentMotion): SplitTuning {
  const slideshow = tuning.slideshow;
  const glParams = slideshow?.glParams;
  if (!slideshow || !glParams) return { saved: tuning, tried: [], kept: {} };
  const animation = slideshow.animation ?? content.gallery?.animation;
  const anyMayPlay =
    animation === "random" &&
    (slideshow.randomIncludesCatalogue ?? content.gallery?.randomIncludesCatalogue ?? false);
  const playing = (name: string) => anyMayPlay || animation === `gl:${name}`;
  const inForce = Object.entries(glParams).filter(([name]) => playing(name));
  const tried = Object.keys(glParams).filter((name) => !playing(name));
  if (!tried.length) return { saved: tuning, tried, kept: {} };
  const { glParams: _, ...rest } = slideshow;
  const saved = {
    ...tuning,
    slideshow: inForce.length ? { ...rest, glParams: Object.fromEntries(inForce) } : rest,
  };
  const kept = {
    slideshow: { glParams: Object.fromEntries(tried.map((name) => [name, glParams[name] ?? {}])) },
  };
  return { saved, tried, kept };
}

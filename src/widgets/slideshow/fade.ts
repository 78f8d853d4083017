import type { Playing } from "../../gpu/player.ts";
import { tween } from "../../motion/tween.ts";
import type { PlayedChange } from "./types.ts";

/**
 * The DOM player: the incoming slide and its caption fade in over the outgoing ones (--fade, 0 to 1, on
 * the region; slideshow.css reads it). It plays under the GPU canvas too, for the captions, and so that
 * a lost context shows the right slide at once. Under reduced motion the change is immediate.
 */
export function playFade(region: HTMLElement, { motion }: PlayedChange, reduced: boolean): Playing {
  let resolve = () => {};
  const done = new Promise<void>((r) => {
    resolve = r;
  });
  const fade = tween({
    duration: reduced ? 0 : motion.duration / motion.timeScale,
    ease: motion.ease.fn,
    onUpdate: (v) => region.style.setProperty("--fade", String(v)),
    onComplete: () => resolve(),
  });
  return { done, finish: fade.finish };
}

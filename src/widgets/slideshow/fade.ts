import type { Playing } from "../../gpu/player.ts";
import { tween } from "../../motion/tween.ts";
import type { PlayedChange } from "./types.ts";

/**
 * The DOM player: the incoming slide and its caption fade in over the outgoing ones (--fade, 0 to 1, on
 * `target`, the region or, under the GPU canvas, the captions alone; slideshow.css reads it). Under
 * reduced motion the change is immediate.
 */
export function playFade(target: HTMLElement, { motion }: PlayedChange, reduced: boolean): Playing {
  let resolve = () => {};
  const done = new Promise<void>((r) => {
    resolve = r;
  });
  const fade = tween({
    duration: reduced ? 0 : motion.duration / motion.timeScale,
    ease: motion.ease.fn,
    onUpdate: (v) => target.style.setProperty("--fade", String(v)),
    onComplete: () => resolve(),
  });
  return { done, finish: fade.finish };
}

import { motionStore } from "../../motion/motionStore.ts";
import { draggedMotion } from "./draggedMotion.ts";
import type { Change } from "./model.ts";
import type { ResolvedOptions } from "./options.ts";
import { type ChangeMotion, changeMotion, directedMotion } from "./transitions/index.ts";
import type { PlayedChange } from "./types.ts";

/**
 * The model's change with its motion, from the options in effect as it starts. A retune rebuilds the
 * `last` change with the tuning in force: a shuffle keeps its order while its pieces are as many, and
 * no retune draws from Math.random (a seeded page's later changes shuffle as they would have).
 */
export function playedChange(
  c: Change,
  options: ResolvedOptions,
  last: ChangeMotion | undefined,
): PlayedChange {
  const timeScale = motionStore.playback().timeScale;
  const fresh = changeMotion(options, c.animation, timeScale, c.retune ? () => 0 : Math.random);
  const same = last?.name === fresh.name && last.order.length === fresh.order.length;
  const configured =
    c.retune && same && fresh.spec.order === "shuffle" ? { ...fresh, order: last.order } : fresh;
  const pressed = directedMotion(configured, c.direction);
  const motion = c.dragged ? draggedMotion(pressed, c.direction) : pressed;
  return { ...c, motion, startedAt: performance.now() };
}

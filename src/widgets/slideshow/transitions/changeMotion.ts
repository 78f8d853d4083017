import type { Ease } from "../../../motion/easeNames.ts";
import type { GlValue } from "../../../motion/optionSchemas.ts";
import { catalogueName, isGlAnimation, type SlideAnimation, type TransitionName } from "../options.ts";
import { type Cutting, pieceCount, pieceOrder, totalDuration } from "./pieces.ts";
import { TRANSITIONS, type TransitionSpec } from "./table.ts";

/**
 * What one change plays, worked out once when it starts (settings tuned later apply to the next change):
 * the transition's row of the table, its pieces and the order they start in, and the resolved timing.
 */
export type ChangeMotion = {
  name: SlideAnimation;
  /**
   * A catalogue transition's name ("Directional" for gl:Directional): it plays as a crossfade's one
   * piece, whose opacity the GPU player reads as the catalogue shader's progress.
   */
  gl?: string;
  /** The catalogue transition's tuned uniforms, over its GLSL's defaults. */
  params?: Readonly<Record<string, GlValue>>;
  spec: TransitionSpec;
  cutting: Cutting;
  /** Piece indices in the order they start. */
  order: readonly number[];
  /** ms each piece's tween lasts. */
  duration: number;
  /** ms between piece starts. */
  stagger: number;
  ease: Ease;
  /** 1 plays at normal speed, 0.25 at a quarter (the debug panel's slow motion). */
  timeScale: number;
  /** ms of page time the whole change takes, at its time scale. */
  total: number;
};

type MotionOptions = Cutting & {
  duration: number;
  ease: Ease;
  stagger: Partial<Record<TransitionName, number>>;
  glParams?: Readonly<Record<string, Readonly<Record<string, GlValue>>>>;
};

/** The motion of a change to `name` under resolved options; `random` shuffles the shuffled orders. */
export function changeMotion(
  options: MotionOptions,
  name: SlideAnimation,
  timeScale = 1,
  random: () => number = Math.random,
): ChangeMotion {
  const gl = catalogueName(name);
  const spec = isGlAnimation(name) ? TRANSITIONS.crossfade : TRANSITIONS[name];
  const cutting = { blinds: options.blinds, boxes: options.boxes };
  const pieces = pieceCount(spec.cut, cutting);
  const stagger = (isGlAnimation(name) ? undefined : options.stagger[name]) ?? spec.stagger;
  const total = totalDuration(spec, pieces, options.duration, stagger) / timeScale;
  const order = pieceOrder(spec.order, pieces, random);
  return {
    name,
    ...(gl && { gl, params: options.glParams?.[gl] ?? {} }),
    spec,
    cutting,
    order,
    duration: options.duration,
    stagger,
    ease: options.ease,
    timeScale,
    total,
  };
}

/**
 * The motion of a change that goes `direction`. The table's offsets are Next's; a backward change
 * (Previous, or a thumbnail before the slide shown) mirrors them, so the slide family's incoming slide
 * comes in from the opposite side (slideLeft's from the right, slideUp's from above), as a carousel's
 * does. Transitions with no offset play the same both ways.
 */
export function directedMotion(motion: ChangeMotion, direction: "forward" | "backward"): ChangeMotion {
  const { ox, oy } = motion.spec.from;
  if (direction === "forward" || (!ox && !oy)) return motion;
  const from = { ...motion.spec.from, ...(ox && { ox: -ox }), ...(oy && { oy: -oy }) };
  return { ...motion, spec: { ...motion.spec, from } };
}

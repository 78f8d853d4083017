import type { Ease } from "../../../motion/easeNames.ts";
import type { GlValue } from "../../../motion/optionSchemas.ts";
import { catalogueName, isGlAnimation, type SlideAnimation, type TransitionName } from "../options.ts";

/** What a piece of the incoming slide looks like: GSAP tweens these numbers, the scene draws them. */
export type PieceState = {
  alpha: number;
  /** Visible width and height as fractions of the piece, growing from its top-left corner. */
  sx: number;
  sy: number;
  /** Offset as a fraction of the stage's width and height. */
  ox: number;
  oy: number;
};

export const SETTLED: Readonly<PieceState> = { alpha: 1, sx: 1, sy: 1, ox: 0, oy: 0 };

/** How the incoming slide is cut: whole, `blinds` strips, half as many strips, or rows x cols boxes. */
export type Cut = "whole" | "blinds" | "halfBlinds" | "boxes";
/** The order pieces start in; indices count strips left to right and boxes row by row. */
export type Order = "forward" | "backward" | "mirror" | "mirrorReversed" | "shuffle";

export type TransitionSpec = {
  cut: Cut;
  order: Order;
  /** ms between the starts of consecutive pieces. */
  stagger: number;
  /** Where each piece starts; it ends SETTLED. */
  from: Partial<PieceState>;
};

const fade = { alpha: 0 };

/** DESIGN.md's motion facts, one row per transition. */
export const TRANSITIONS: Record<TransitionName, TransitionSpec> = {
  crossfade: { cut: "whole", order: "forward", stagger: 0, from: fade },
  blindsRight: { cut: "blinds", order: "forward", stagger: 50, from: fade },
  blindsLeft: { cut: "blinds", order: "backward", stagger: 50, from: fade },
  blindsDownRight: { cut: "blinds", order: "forward", stagger: 50, from: { sy: 0, alpha: 0 } },
  blindsDownLeft: { cut: "blinds", order: "backward", stagger: 50, from: { sy: 0, alpha: 0 } },
  boxesOpacityRight: { cut: "boxes", order: "forward", stagger: 6, from: fade },
  boxesOpacityLeft: { cut: "boxes", order: "backward", stagger: 6, from: fade },
  slideDown: { cut: "whole", order: "forward", stagger: 200, from: { sy: 0, alpha: 0 } },
  slideUp: { cut: "whole", order: "forward", stagger: 200, from: { oy: 1, alpha: 0 } },
  slideLeft: { cut: "whole", order: "forward", stagger: 200, from: { ox: -1, alpha: 0 } },
  slideRight: { cut: "whole", order: "forward", stagger: 200, from: { ox: 1, alpha: 0 } },
  boxesRight: { cut: "boxes", order: "forward", stagger: 6, from: { sx: 0, sy: 0, alpha: 0 } },
  boxesLeft: { cut: "boxes", order: "backward", stagger: 6, from: { sx: 0, sy: 0, alpha: 0 } },
  boxesMirror: { cut: "boxes", order: "mirror", stagger: 6, from: { sx: 0, alpha: 0 } },
  boxesRandom: { cut: "boxes", order: "shuffle", stagger: 4, from: fade },
  blindsMirrorIn: { cut: "halfBlinds", order: "mirror", stagger: 50, from: { sx: 0, sy: 0, alpha: 0 } },
  blindsMirrorOut: {
    cut: "halfBlinds",
    order: "mirrorReversed",
    stagger: 50,
    from: { sx: 0, sy: 0, alpha: 0 },
  },
  blindsRandom: { cut: "halfBlinds", order: "shuffle", stagger: 35, from: fade },
};

export type Cutting = { blinds: number; boxes: { rows: number; cols: number } };

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

/** How many pieces a cut makes: 1, `blinds`, half the blinds (12 by default) or rows x cols. */
export function pieceCount(cut: Cut, { blinds, boxes }: Cutting): number {
  if (cut === "blinds") return blinds;
  if (cut === "halfBlinds") return Math.max(1, Math.round(blinds / 2));
  if (cut === "boxes") return boxes.rows * boxes.cols;
  return 1;
}

/** The backward list taken first, last, second, second-last, ... */
export function mirrorOrder(n: number): number[] {
  const backward = Array.from({ length: n }, (_, i) => n - 1 - i);
  const out: number[] = [];
  for (let lo = 0, hi = n - 1; lo <= hi; lo++, hi--) {
    out.push(backward[lo] as number);
    if (hi !== lo) out.push(backward[hi] as number);
  }
  return out;
}

/** The piece indices in the order they start. `random` (0 <= n < 1) shuffles; seed it in tests. */
export function pieceOrder(order: Order, n: number, random: () => number = Math.random): number[] {
  const forward = Array.from({ length: n }, (_, i) => i);
  switch (order) {
    case "forward":
      return forward;
    case "backward":
      return forward.reverse();
    case "mirror":
      return mirrorOrder(n);
    case "mirrorReversed":
      return mirrorOrder(n).reverse();
    case "shuffle":
      for (let i = n - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [forward[i], forward[j]] = [forward[j] as number, forward[i] as number];
      }
      return forward;
  }
}

export type Rect = { x: number; y: number; width: number; height: number };

/** Each piece's rectangle on a width x height stage, in index order, edges on whole pixels (no seams). */
export function pieceRects(cut: Cut, cutting: Cutting, width: number, height: number): Rect[] {
  const cols = cut === "boxes" ? cutting.boxes.cols : pieceCount(cut, cutting);
  const rows = cut === "boxes" ? cutting.boxes.rows : 1;
  const xs = Array.from({ length: cols + 1 }, (_, i) => Math.round((i * width) / cols));
  const ys = Array.from({ length: rows + 1 }, (_, i) => Math.round((i * height) / rows));
  const rects: Rect[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = xs[c] as number;
      const y = ys[r] as number;
      rects.push({ x, y, width: (xs[c + 1] as number) - x, height: (ys[r + 1] as number) - y });
    }
  }
  return rects;
}

/** How long a transition runs: the last piece starts (n-1) x stagger in and lasts `duration`. */
export function totalDuration(
  spec: TransitionSpec,
  pieces: number,
  duration: number,
  stagger = spec.stagger,
): number {
  return duration + Math.max(0, pieces - 1) * stagger;
}

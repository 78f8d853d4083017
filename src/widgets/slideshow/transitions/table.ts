import type { TransitionName } from "../options.ts";

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
  /** Where each piece starts going forward (backward, its offsets mirrored: directedMotion); it ends SETTLED. */
  from: Partial<PieceState>;
};

const fade = { alpha: 0 };

/** behaviour.md 10, one row per transition. */
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

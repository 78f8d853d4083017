import { STRIP_MOTION, type StripAnimationName } from "./animations.ts";

export type Phase = "leave" | "enter";

/** Where a card is, relative to its place at rest: an offset in px, a scale and an opacity. */
export type Placement = { x: number; y: number; scale: number; alpha: number };

/**
 * Where a card (or the whole list) is at eased progress p: 0 at rest, 1 fully away. One function for
 * both renderers, so the GPU cards and the DOM fallback move exactly alike.
 */
export function placement(name: StripAnimationName, distance: number, direction: 1 | -1, phase: Phase) {
  const { axis } = STRIP_MOTION[name];
  // Going forward items leave to the left and come in from the right; back, the other way round.
  const side = phase === "leave" ? -direction : direction;
  return (p: number): Placement => {
    switch (axis) {
      case "x":
        return { x: side * distance * p || 0, y: 0, scale: 1, alpha: 1 }; // || 0: never -0
      case "y":
        // fallDown leaves downward and enters from above; floatUp the reverse (its distance is negative).
        return { x: 0, y: (phase === "leave" ? 1 : -1) * distance * p || 0, scale: 1, alpha: 1 };
      case "scale":
        return { x: 0, y: 0, scale: 1 + (distance - 1) * p, alpha: 1 - p };
      default:
        return { x: 0, y: 0, scale: 1, alpha: 1 - p };
    }
  };
}

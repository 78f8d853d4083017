// The slideshow's transitions: behaviour.md 10's table of them (table.ts), how a slide is cut into pieces and
// in what order they start (pieces.ts), and the motion one change plays (changeMotion.ts).
export { type ChangeMotion, changeMotion, directedMotion } from "./changeMotion.ts";
export {
  mirrorOrder,
  pieceCount,
  pieceOrder,
  pieceRects,
  type Rect,
  totalDuration,
} from "./pieces.ts";
export { type PieceState, SETTLED, TRANSITIONS } from "./table.ts";

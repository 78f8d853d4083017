import type { Cut, Order, TransitionSpec } from "./table.ts";

/** How many strips the blinds cut into, and the boxes' grid. */
export type Cutting = { blinds: number; boxes: { rows: number; cols: number } };

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

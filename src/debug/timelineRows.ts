/** One piece's bar in the panel's timeline view: when it starts and how long it moves, in ms. */
export type Row = { label: string; start: number; duration: number };

/** What the view reads of a change's GSAP timeline: its tweens, one per piece, in the order built. */
export type PieceTimeline = {
  getChildren(nested: boolean, tweens: boolean, timelines: boolean): PieceTween[];
};
/** A tween of a piece (a timeline, which has no targets, is never asked for). */
type PieceTween = { startTime(): number; duration(): number; targets?: () => unknown[] };

/**
 * What a slideshow transition cuts the slide into, from its name: the catalogue's shaders are one
 * piece, blinds (halves too) strips, boxes boxes, the crossfade and slides the whole slide.
 */
export function slideshowPiece(name: string): string {
  if (name.startsWith("gl:")) return "shader";
  if (name.startsWith("blinds")) return "blind";
  if (name.startsWith("boxes")) return "box";
  return "slide";
}

/**
 * A strip piece's name: the players' pieces carry their card's index (canvasPieces.ts), negative for
 * the whole list moving as one.
 */
function stripPiece(target: unknown, i: number): string {
  const index = (target as { index?: unknown } | undefined)?.index;
  if (typeof index !== "number") return `card ${i + 1}`;
  return index < 0 ? "list" : `card ${index + 1}`;
}

const ms = (seconds: number) => Math.round(seconds * 100_000) / 100;

/**
 * The rows of a change's timeline as its builder made it (slideshow/timeline.ts, strip/timeline.ts):
 * each tween's start and duration in the timeline's own ms, in the order the pieces start, `offset` ms
 * later. `name(target, i)` names the i-th piece to start.
 */
export function rowsOf(
  timeline: PieceTimeline,
  name: (target: unknown, i: number) => string,
  offset = 0,
): Row[] {
  return timeline
    .getChildren(false, true, false)
    .map((tween, i) => ({
      label: name(tween.targets?.()[0], i),
      start: offset + ms(tween.startTime()),
      duration: ms(tween.duration()),
    }))
    .sort((a, b) => a.start - b.start);
}

/** The rows of a slideshow transition named `name` ("blind 1" starts first). */
export const slideshowRows = (name: string, timeline: PieceTimeline) =>
  rowsOf(timeline, (_, i) => `${slideshowPiece(name)} ${i + 1}`);

/** Where a change's rows end: the last piece's end, in ms. */
export const endOf = (rows: readonly Row[]) => Math.max(0, ...rows.map((r) => r.start + r.duration));

/**
 * A strip page change's rows: its leave half's cards, then its enter half's from where the leave ends,
 * the seam (ms), where the change's time goes on in the enter half (canvasHalves.ts).
 */
export function stripRows(leave: PieceTimeline | undefined, enter: PieceTimeline | undefined) {
  const left = leave ? rowsOf(leave, (t, i) => `leave ${stripPiece(t, i)}`) : [];
  const seam = endOf(left);
  const entered = enter ? rowsOf(enter, (t, i) => `enter ${stripPiece(t, i)}`, seam) : [];
  return { rows: [...left, ...entered], seam };
}

/** Round steps for an axis of `total` ms: 1, 2 or 5 times a power of ten, about `count` of them. */
export function ticks(total: number, count = 4): number[] {
  if (!(total > 0)) return [0];
  const rough = total / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  return Array.from({ length: Math.floor(total / step + 1e-9) + 1 }, (_, i) => i * step);
}

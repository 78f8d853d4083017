import { MOVES } from "./phoneDrag.ts";
import type { ProbedDrag, ProbedMove } from "./phoneDragProbe.ts";
import type { PhoneDragMeasure } from "./phoneDragRun.ts";
import type { Row } from "./table.ts";

/** A frame longer than this while the finger moves is a visible stall. */
const STALL_MS = 50;
/** ms the browser's stamp of a move may differ from the time the bench gave it. */
const CLOCK_SLACK_MS = 2;
/** The target: a row's p95 lag within one frame of its floor's. */
const ONE_FRAME_MS = 17;

/** The `q` quantile (nearest rank) of `values`. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Number.NaN;
}

/** A drag's lags (ms from each move's event to its draw), its stalls and the moves nothing drew. */
export type PhoneLag = {
  p50: number;
  p95: number;
  stalls: number;
  worstMs: number;
  drawn: number;
  moves: number;
};

const drawnAt = (m: ProbedMove, draw: "gl" | "style") => (draw === "gl" ? m.gl : m.styleFrame);

/**
 * The lag of each move of `drag` (each made, where the bench gave them): to the first WebGL draw call
 * after it ("gl"), or to the frame that shows the first style write after it ("style"). A move the page
 * never saw (Chromium merged it into a later one and kept no trace of it) is drawn with the first move
 * it saw at or after it.
 */
export function phoneLags(drag: ProbedDrag, draw: "gl" | "style"): number[] {
  const seenAfter = (t: number) => drag.moves.find((m) => m.at >= t - CLOCK_SLACK_MS);
  return (drag.made ?? drag.moves.map((m) => m.at)).flatMap((t) => {
    const move = seenAfter(t);
    const at = move && drawnAt(move, draw);
    return at === undefined ? [] : [Math.max(0, at - t)];
  });
}

/** The frames of `drag` from its first move to its last move's draw, as intervals (ms). */
function dragFrames(drag: ProbedDrag, draw: "gl" | "style"): number[] {
  const first = drag.moves[0]?.at ?? 0;
  const last = drag.moves.at(-1);
  const until = (last && drawnAt(last, draw)) ?? (last?.at ?? 0) + 2 * ONE_FRAME_MS;
  return drag.frames.flatMap((t, i) => {
    const before = drag.frames[i - 1];
    return before !== undefined && t > first && before < until ? [t - before] : [];
  });
}

/** One row's drags (its runs, or its floor's) as one: every move's lag pooled, stalls summed. */
export function phoneLag(drags: readonly ProbedDrag[], draw: "gl" | "style"): PhoneLag {
  const lags = drags.flatMap((d) => phoneLags(d, draw));
  const intervals = drags.flatMap((d) => dragFrames(d, draw));
  return {
    p50: quantile(lags, 0.5),
    p95: quantile(lags, 0.95),
    stalls: intervals.filter((ms) => ms > STALL_MS).length,
    worstMs: Math.max(0, ...intervals),
    drawn: lags.length,
    moves: drags.reduce((n, d) => n + d.moves.length, 0),
  };
}

const ms = (n: number) => `${Math.round(n)} ms`;
const brief = (l: PhoneLag) =>
  `p50 ${ms(l.p50)}, p95 ${ms(l.p95)}, ${l.stalls} frame${l.stalls === 1 ? "" : "s"} > ${STALL_MS} ms`;

/**
 * One row per dragged widget and CPU rate: the lag of the page's second drag beside its floor's (the
 * bare page, measured just after it in the same context), how far its p95 is over the floor's (target:
 * one frame), and the page's first drag, which pays what happens once.
 */
export function phoneDragRows(measures: readonly PhoneDragMeasure[]): Row[] {
  const keys = [...new Set(measures.map((m) => `${m.rate}|${m.dragged.name}`))];
  return keys.map((key) => {
    const these = measures.filter((m) => `${m.rate}|${m.dragged.name}` === key);
    const { dragged, rate } = these[0] as PhoneDragMeasure;
    const lag = (which: "drag" | "cold" | "floor") =>
      phoneLag(
        these.map((m) => m[which]),
        dragged.draw,
      );
    const [drag, cold, floor] = [lag("drag"), lag("cold"), lag("floor")];
    const pixels = these.flatMap((m) => (m.pixelFloor ? [m.pixelFloor] : []));
    const pixelFloor = pixels.length
      ? `; the floor filling its canvas twice a frame with a texture, as a slide change does (its pixels alone, on this GPU): ${brief(phoneLag(pixels, "gl"))}`
      : "";
    const over = drag.p95 - floor.p95;
    const what =
      dragged.draw === "gl"
        ? "event → first WebGL draw call after it"
        : "event → the frame after the first style write (rAF time of the first frame whose callbacks ran after it)";
    return [
      `drag phone ${dragged.name}, ${rate}x CPU`,
      brief(drag),
      `floor beside it: ${brief(floor)}; p95 over the floor's ${over >= 0 ? "+" : ""}${ms(over)} (target ≤ ${ONE_FRAME_MS} ms), worst frame ${ms(drag.worstMs)} (floor ${ms(floor.worstMs)})${pixelFloor}; the page's first drag, before it: ${brief(cold)}, worst frame ${ms(cold.worstMs)}; ${drag.drawn} of ${MOVES * these.length} moves drawn, ${drag.moves} seen by the page (floor ${floor.moves}; an unseen move is drawn with the next seen), ${these.length} run(s); ${what}`,
    ] satisfies Row;
  });
}

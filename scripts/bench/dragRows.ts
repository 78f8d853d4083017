import type { DragCost } from "./drag.ts";
import type { FrameCost } from "./frames.ts";
import type { Row } from "./table.ts";

/** The `q` quantile of `values`, with `digits` decimals. */
const p = (values: readonly number[], q: number, digits = 1) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Number.NaN).toFixed(digits);
};
const perFrame = (c: FrameCost) =>
  `main thread ${c.taskMs.toFixed(1)} ms/frame, script ${c.scriptMs.toFixed(1)} ms/frame, ${c.frames} frames, longest ${Math.round(c.longestMs)} ms`;

/**
 * Three rows a dragged change: the lag from each move's event to the frame that draws it, in ms and in
 * frames begun meanwhile (target: the next frame, 1), and ms per frame while dragging beside the same
 * change pressed.
 */
export function dragRows(costs: readonly DragCost[], at = ""): Row[] {
  return costs.flatMap((c) => {
    const name = `drag ${c.widget} ${c.animation}${at}`;
    const ms = c.lags.map((l) => l.ms);
    const frames = c.lags.map((l) => l.frames);
    return [
      [
        `${name}: move → frame`,
        `p50 ${p(ms, 0.5)} ms, p95 ${p(ms, 0.95)} ms`,
        `in frames: p50 ${p(frames, 0.5, 0)}, p95 ${p(frames, 0.95, 0)} (1 is the next frame; mean frame ${c.drag.meanMs.toFixed(1)} ms); ${c.lags.length} moves drawn, ${c.undrawn} not; CDP touch, one move per frame`,
      ],
      [`${name}: dragged`, `${c.drag.taskMs.toFixed(1)} ms/frame`, perFrame(c.drag)],
      [`${name}: pressed`, `${c.press.taskMs.toFixed(1)} ms/frame`, perFrame(c.press)],
    ] satisfies Row[];
  });
}

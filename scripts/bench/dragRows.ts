import type { DragCost } from "./drag.ts";
import type { FrameCost } from "./frames.ts";
import type { Row } from "./table.ts";

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
};
const perFrame = (c: FrameCost) =>
  `main thread ${c.taskMs.toFixed(1)} ms/frame, script ${c.scriptMs.toFixed(1)} ms/frame, ${c.frames} frames, longest ${Math.round(c.longestMs)} ms`;

/**
 * Three rows a dragged change: the lag from each move's event to the frame that draws it (target: the
 * next frame, under 16.7 ms at 60 Hz), and ms per frame while dragging beside the same change pressed.
 */
export function dragRows(costs: readonly DragCost[], at = ""): Row[] {
  return costs.flatMap((c) => {
    const name = `drag ${c.widget} ${c.animation}${at}`;
    return [
      [
        `${name}: move → frame`,
        `p50 ${percentile(c.lags, 0.5).toFixed(1)} ms, p95 ${percentile(c.lags, 0.95).toFixed(1)} ms`,
        `${c.lags.length} moves drawn, ${c.undrawn} not (before the 10 px start, or lost); CDP touch, one move per frame`,
      ],
      [`${name}: dragged`, `${c.drag.taskMs.toFixed(1)} ms/frame`, perFrame(c.drag)],
      [`${name}: pressed`, `${c.press.taskMs.toFixed(1)} ms/frame`, perFrame(c.press)],
    ] satisfies Row[];
  });
}

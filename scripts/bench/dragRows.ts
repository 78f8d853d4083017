import type { DragCost } from "./drag.ts";
import type { DragFloor } from "./dragFloor.ts";
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
 * The floor's lag (a bare page), then three rows a dragged change: the lag from each move's event to
 * the frame that draws it, in ms and in frames begun meanwhile (target: the next frame, 1, or the
 * floor's), and ms per frame while dragging beside the same change pressed.
 */
export function dragRows({ floor, costs }: { floor: DragFloor; costs: readonly DragCost[] }, at = ""): Row[] {
  const lag = (lags: DragFloor["lags"]): [string, string] => {
    const ms = lags.map((l) => l.ms);
    const frames = lags.map((l) => l.frames);
    return [
      `p50 ${p(ms, 0.5)} ms, p95 ${p(ms, 0.95)} ms`,
      `in frames: p50 ${p(frames, 0.5, 0)}, p95 ${p(frames, 0.95, 0)}`,
    ];
  };
  const [floorMs, floorFrames] = lag(floor.lags);
  const rows: Row[] = [
    [
      `drag floor${at}: move → frame`,
      floorMs,
      `${floorFrames}: a bare page whose pointermove handler writes a transform, the same drag; ${floor.lags.length} moves drawn, ${floor.undrawn} not`,
    ],
  ];
  return rows.concat(
    costs.flatMap((c) => {
      const name = `drag ${c.widget} ${c.animation}${at}`;
      const [ms, frames] = lag(c.lags);
      return [
        [
          `${name}: move → frame`,
          ms,
          `${frames} (1 is the next frame; mean frame ${c.drag.meanMs.toFixed(1)} ms); ${c.lags.length} moves drawn, ${c.undrawn} not; CDP touch, one move per frame`,
        ],
        [`${name}: dragged`, `${c.drag.taskMs.toFixed(1)} ms/frame`, perFrame(c.drag)],
        [`${name}: pressed`, `${c.press.taskMs.toFixed(1)} ms/frame`, perFrame(c.press)],
      ] satisfies Row[];
    }),
  );
}

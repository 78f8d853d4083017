import type { SceneKind } from "./scenes/main.ts";
import type { SceneCost, SceneResult } from "./scenes.ts";

const ms = (n: number) => n.toFixed(1);
const median = (list: number[]) => {
  const sorted = [...list].sort((x, y) => x - y);
  const mid = sorted.length / 2;
  return sorted.length === 0 ? 0 : ((sorted[Math.floor(mid)] ?? 0) + (sorted[Math.ceil(mid) - 1] ?? 0)) / 2;
};
const calls = (n: number) => (Number.isInteger(n) || n >= 10 ? String(Math.round(n)) : n.toFixed(1));

/**
 * The bench table's rows of scripts/bench/scenes.ts: one per transition and width, sprites then shader,
 * and per width the plain mean of the transitions' per-frame costs.
 */
export function sceneRows(results: SceneResult[]): [string, string, string][] {
  const line = (what: string, a: SceneCost, b: SceneCost): [string, string, string] => [
    `${what}: sprites → shader`,
    `${ms(a.taskMs)} → ${ms(b.taskMs)} ms/frame`,
    `script ${ms(a.scriptMs)} → ${ms(b.scriptMs)} ms/frame; draw+render median ${ms(median(a.frameMs))} → ${ms(median(b.frameMs))} ms, begin ${ms(a.beginMs)} → ${ms(b.beginMs)} ms; draw calls ${calls(a.drawCalls)} → ${calls(b.drawCalls)}/frame; ${a.frames} / ${b.frames} frames`,
  ];
  const rows: [string, string, string][] = [];
  for (const width of new Set(results.map((r) => r.width))) {
    const at = results.filter((r) => r.width === width);
    for (const r of at) rows.push(line(`scene ${r.name} @${width}`, r.sprites, r.shader));
    const mean = (kind: SceneKind): SceneCost => {
      const avg = (key: Exclude<keyof SceneCost, "frameMs">) =>
        at.reduce((n, r) => n + r[kind][key], 0) / at.length;
      return {
        frames: Math.round(avg("frames")),
        scriptMs: avg("scriptMs"),
        taskMs: avg("taskMs"),
        longestMs: avg("longestMs"),
        drawCalls: avg("drawCalls"),
        beginMs: avg("beginMs"),
        // One value, the mean of the transitions' medians, which the line's median then shows.
        frameMs: [at.reduce((n, r) => n + median(r[kind].frameMs), 0) / at.length],
      };
    };
    if (at.length) rows.push(line(`scene mean of ${at.length} @${width}`, mean("sprites"), mean("shader")));
  }
  return rows;
}

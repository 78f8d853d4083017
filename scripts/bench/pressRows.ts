import type { Outcome } from "./pressPage.ts";
import type { Row } from "./table.ts";

const NAMES = { slideshow: "slideshow Next", strip: "strip Next page", help: "help button" } as const;

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const ms = (x: number) => `${Math.round(x)} ms`;
const s = (x: number) => `${(x / 1000).toFixed(2)} s`;

/**
 * One row per site, control and moment: presses lost of those made, and the median ms from the press
 * to the first frame showing its change (target: 200 ms, INP's "good" line). For presses made before
 * the control's island woke, also the median ms from its waking to that frame (target: 200 ms).
 */
export function pressRows(results: Map<string, Outcome[]>): Row[] {
  return [...results].map(([key, outcomes]) => {
    const [site, control, moment] = key.split("|") as [string, keyof typeof NAMES, string];
    const lost = outcomes.filter((o) => o.lost);
    const answered = outcomes.filter((o) => !o.lost && o.frame !== undefined && o.press !== undefined);
    const pressToFrame = answered.map((o) => (o.frame ?? 0) - (o.press ?? 0));
    const early = answered.filter((o) => o.woke !== undefined && (o.press ?? 0) < (o.woke ?? 0));
    const wakeToFrame = early.map((o) => (o.frame ?? 0) - (o.woke ?? 0));
    const left = lost.filter((o) => o.left).length;
    const when = (pick: (o: Outcome) => number | undefined) => {
      const xs = outcomes.map(pick).filter((x): x is number => x !== undefined);
      return xs.length ? s(median(xs)) : "never";
    };
    const detail = [
      answered.length ? `press→frame ${pressToFrame.map(ms).join(", ")}` : "",
      early.length
        ? `wake→frame median ${ms(median(wakeToFrame))} (${early.length} pressed before waking)`
        : "",
      left ? `${left} left for WhatsApp` : "",
      `first paint ${when((o) => o.fcp)}, pressed at ${when((o) => o.press)}, island woke ${when((o) => o.woke)}, html[data-hydrated] ${when((o) => o.hydrated)} (medians)`,
    ];
    const value = `lost ${lost.length}/${outcomes.length}${answered.length ? `, ${ms(median(pressToFrame))}` : ""}`;
    return [`press ${NAMES[control]} at ${moment}: ${site}`, value, detail.filter(Boolean).join("; ")];
  });
}

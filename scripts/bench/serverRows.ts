import { benchServers, type LoadResult } from "./server.ts";
import type { Row } from "./table.ts";

const cpu = (r: LoadResult) =>
  r.cpuPerRequest === undefined ? "" : `, ${Math.round(r.cpuPerRequest)} µs CPU/req`;
const fmt = (r: LoadResult) => `${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${cpu(r)}`;

/** Loopback load for `seconds` on the home page and the strip endpoint, ours beside bare node:http. */
export async function serverRows(root: string, seconds: number): Promise<Row[]> {
  const s = await benchServers(root, seconds);
  const rows: Row[] = [];
  for (const [name, ours, bare] of [
    ["home page", s.oursHome, s.bareHome],
    ["strip endpoint", s.oursStrip, s.bareStrip],
  ] as const) {
    rows.push([`${name}: ours`, fmt(ours), `${ours.errors} errors`]);
    rows.push([`${name}: bare node:http`, fmt(bare), "same bytes from memory"]);
    const cpuRatio =
      ours.cpuPerRequest && bare.cpuPerRequest
        ? `; bare CPU/req ÷ ours ${(bare.cpuPerRequest / ours.cpuPerRequest).toFixed(2)} (less swayed by a busy machine than req/s)`
        : "";
    rows.push([`${name}: ours / bare`, (ours.rps / bare.rps).toFixed(2), `target ≥ 0.8${cpuRatio}`]);
  }
  return rows;
}

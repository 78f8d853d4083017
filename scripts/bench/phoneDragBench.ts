import { existsSync } from "node:fs";
import path from "node:path";
import { PHONE_DRAGGED } from "./phoneDrag.ts";
import { phoneDragRows } from "./phoneDragRows.ts";
import { measurePhoneDrags } from "./phoneDragRun.ts";
import { startProcess } from "./server.ts";
import type { Row } from "./table.ts";

/**
 * The phone drag rows on the site at `url`. PHONE_DRAG_RUNS (1) drags each row that many times (its
 * moves pooled); PHONE_DRAG_ROWS (e.g. `slideLeft,strip DOM`) keeps the rows whose name has one of
 * those words; PHONE_DRAG_CPU (`1,4`) sets the CPU rates.
 */
export async function phoneDragBenchRows(url: string): Promise<Row[]> {
  const words = process.env.PHONE_DRAG_ROWS?.split(",").filter(Boolean);
  const rows = words ? PHONE_DRAGGED.filter((r) => words.some((w) => r.name.includes(w))) : PHONE_DRAGGED;
  const rates = (process.env.PHONE_DRAG_CPU ?? "1,4").split(",").map(Number);
  const runs = Number(process.env.PHONE_DRAG_RUNS ?? 1);
  return phoneDragRows(await measurePhoneDrags(url, { rows, rates, runs }));
}

/** `npm run bench -- --only drag-phone`: the phone drag rows alone, on the site already built, served on a free port. */
export async function phoneDragOnly(root: string): Promise<Row[]> {
  const entry = path.join(root, "dist/server/main.js");
  if (!existsSync(entry))
    throw new Error("No build: run `npm run build` first (--only measures the build as it is)");
  const server = await startProcess(
    [entry],
    { PORT: "0", HOST: "127.0.0.1" },
    /served at http:\/\/localhost:(\d+)/,
  );
  try {
    return await phoneDragBenchRows(`http://127.0.0.1:${server.port}/`);
  } finally {
    server.child.kill();
  }
}

import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it, vi } from "vitest";
import { checkContent } from "../../../../src/content/load.ts";
import { mergeTuning } from "../../../../src/content/mergeTuning.ts";
import { ROOT } from "../../../support/content.ts";

// A confirmed save merges the tuning once and validates content twice (as it is, then as merged):
// the diff it checks the panel's against is the one it writes.

vi.mock("../../../../src/content/mergeTuning.ts", async (original) => {
  const real = await original<typeof import("../../../../src/content/mergeTuning.ts")>();
  return { ...real, mergeTuning: vi.fn(real.mergeTuning) };
});
vi.mock("../../../../src/content/load.ts", async (original) => {
  const real = await original<typeof import("../../../../src/content/load.ts")>();
  return { ...real, checkContent: vi.fn(real.checkContent) };
});
const { saveRoute } = await import("../../../../scripts/motion/saveRoute.ts");

const TOKEN = "t".repeat(43);
const content = mkdtempSync(path.join(tmpdir(), "grandtour-one-merge-"));
afterEach(() => rmSync(content, { recursive: true, force: true }));

it("runs one merge and two content validations for one confirm", async () => {
  cpSync(path.join(ROOT, "content"), content, { recursive: true });
  const route = saveRoute(TOKEN, { root: ROOT, contentDir: content });
  const server = createServer((req, res) => route(req, res, () => res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = async (body: object) => {
    const reply = await fetch(`${origin}/__grandtour/motion/save`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify({ token: TOKEN, tuning: { slideshow: { duration: 700 } }, ...body }),
    });
    return { status: reply.status, ...((await reply.json()) as { diff: string; written?: string[] }) };
  };
  try {
    const preview = await post({ dryRun: true });
    vi.mocked(mergeTuning).mockClear();
    vi.mocked(checkContent).mockClear();
    const confirm = await post({ expected: preview.diff });
    expect(confirm).toMatchObject({ status: 200, diff: preview.diff, written: ["content/gallery.json"] });
    expect(JSON.parse(readFileSync(path.join(content, "gallery.json"), "utf8")).settings.duration).toBe(700);
    expect(vi.mocked(mergeTuning)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(checkContent)).toHaveBeenCalledTimes(2);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

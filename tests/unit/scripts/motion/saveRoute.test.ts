import { chmodSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { saveRoute } from "../../../../scripts/motion/saveRoute.ts";
import { ROOT } from "../../../support/content.ts";

// The dev server's save route, served on a loopback port over a copy of content/: it takes exactly its
// contract (src/protocol/motionSave.ts) and writes every file or none.

const TOKEN = "t".repeat(43);
const SAVE = "/__grandtour/motion/save";
let content: string;
let route: ReturnType<typeof saveRoute>;
let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((req, res) => route(req, res, () => res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  content = mkdtempSync(path.join(tmpdir(), "grandtour-save-route-"));
  cpSync(path.join(ROOT, "content"), content, { recursive: true });
  route = saveRoute(TOKEN, { root: ROOT, contentDir: content });
});
afterEach(() => rmSync(content, { recursive: true, force: true }));

/** Every file of the copy: name, text and mode (a temporary file left behind shows). */
const snapshot = () =>
  readdirSync(content)
    .sort()
    .map((name) => {
      const file = path.join(content, name);
      return { name, text: readFileSync(file, "utf8"), mode: statSync(file).mode };
    });

async function post(body: unknown): Promise<{ status: number; error?: string; diff?: string }> {
  const reply = await fetch(`${origin}${SAVE}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify(body),
  });
  return { status: reply.status, ...((await reply.json()) as object) };
}
const fine = { slideshow: { duration: 700 } };

describe("the save route's contract", () => {
  it.each([
    [
      "an unknown field",
      { token: TOKEN, tuning: fine, dryrun: true },
      "dryrun: not a field of a save request",
    ],
    ["stripModule", { token: TOKEN, tuning: fine, stripModule: 999 }, "stripModule: not a field"],
    [
      "a dryRun that is not a boolean",
      { token: TOKEN, tuning: fine, dryRun: "true" },
      "dryRun: must be true or false",
    ],
    [
      "a module that is not an id",
      { token: TOKEN, tuning: fine, module: "../x" },
      "module: must be a strip module id",
    ],
    [
      "a module content does not have",
      { token: TOKEN, tuning: { strip: { delay: 8 } }, module: 999 },
      "has no module with id 999",
    ],
    [
      "a glParams name the catalogue does not have",
      { token: TOKEN, tuning: { slideshow: { glParams: { constructor: { prototype: 1 } } } } },
      "slideshow.glParams.constructor: not a transition of the gl-transitions catalogue",
    ],
    [
      "a parameter the transition does not have",
      { token: TOKEN, tuning: { slideshow: { glParams: { Directional: { speed: 2 } } } } },
      "slideshow.glParams.Directional.speed: not a parameter of gl:Directional (its parameters: direction)",
    ],
  ])("refuses %s with 400 and writes nothing", async (_, body, message) => {
    const before = snapshot();
    const reply = await post(body);
    expect(reply.status).toBe(400);
    expect(reply.error).toContain(message);
    expect(snapshot()).toEqual(before);
  });

  it("takes a module as --module does, and catalogue parameters the transition has", async () => {
    const tuning = { slideshow: { glParams: { Directional: { direction: [1, 0] } } }, strip: { delay: 8 } };
    const reply = await post({ token: TOKEN, tuning, module: 101, dryRun: true });
    expect(reply).toMatchObject({ status: 200 });
    expect(reply.diff).toContain("settings.glParams.Directional.direction: (not set) → [1,0]");
    expect(reply.diff).toContain("modules[id=101].delay: 5 → 8");
  });

  it("answers 403, never 500, to a token of the right length with a character outside ASCII", async () => {
    const reply = await post({ token: `é${TOKEN.slice(1)}`, tuning: fine });
    expect(reply).toEqual({ status: 403, error: "The dev token is missing or wrong" });
  });
});

describe("the save route's writes", () => {
  it("refuses a read-only content file before writing any, naming it", async () => {
    chmodSync(path.join(content, "strips.json"), 0o444);
    const before = snapshot();
    const reply = await post({ token: TOKEN, tuning: { ...fine, strip: { delay: 8 } } });
    expect(reply).toEqual({ status: 500, error: "Nothing was written: content/strips.json is read-only" });
    expect(snapshot()).toEqual(before);
  });

  it("answers a stale diff with 409 and the diff as it is now", async () => {
    const reply = await post({ token: TOKEN, tuning: fine, expected: "what the panel showed before" });
    expect(reply).toMatchObject({
      status: 409,
      diff: "content/gallery.json\n  settings.duration: 500 → 700",
    });
    expect(readFileSync(path.join(content, "gallery.json"), "utf8")).toContain('"duration": 500');
  });
});

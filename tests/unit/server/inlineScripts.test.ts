import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Asset } from "../../../src/server/assets.ts";
import { htmlPages, inlineScriptHashes } from "../../../src/server/inlineScripts.ts";

const page = (html: string) => ({ body: new TextEncoder().encode(html) }) as Asset;
const sha = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("allows each page's inline script by its hash, and never a data block or a file", () => {
    const assets = new Map([
      ["/index.html", page('<script>hold()</script><script type="application/json">{}</script>')],
      ["/credits.html", page('<script>hold()</script><script src="/a.js"></script>')],
      ["/assets/a.js", page("<script>not a page</script>")],
    ]);
    expect(inlineScriptHashes(htmlPages(assets))).toEqual([sha("hold()")]);
  });
});

import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { moduleGraphsScript } from "../../../scripts/moduleGraphs.ts";

/** A client folder whose Vite manifest is `manifest`. */
function clientWith(manifest: Record<string, unknown>) {
  const client = mkdtempSync(path.join(tmpdir(), "graphs-"));
  mkdirSync(path.join(client, ".vite"));
  writeFileSync(path.join(client, ".vite", "manifest.json"), JSON.stringify(manifest));
  return client;
}

const listed = (script: string) => JSON.parse(script.replace(/^<script[^>]*>|<\/script>$/g, ""));

describe("the page's module-graphs list", () => {
  it("lists, for each widget's lazy chunk that brings Pixi, every chunk it imports, once each, and removes the manifest", () => {
    const client = clientWith({
      "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_shared"] },
      _shared: { file: "assets/shared-2.js" },
      _pixi: { file: "assets/pixi-3.js", imports: ["_shared"] },
      "src/widgets/slideshow/SlideshowCanvas.tsx": {
        file: "assets/SlideshowCanvas-4.js",
        isDynamicEntry: true,
        imports: ["_pixi", "_shared"],
      },
      "src/widgets/menu/Menu.tsx": { file: "assets/Menu-5.js", isDynamicEntry: true, imports: ["_shared"] },
      "src/debug/sheet.ts": { file: "assets/sheet-6.js", isDynamicEntry: true, imports: ["_pixi"] },
    });
    const script = moduleGraphsScript(client);
    expect(script).toMatch(/^<script type="application\/json" id="module-graphs">/);
    expect(listed(script)).toEqual({
      "src/widgets/slideshow/SlideshowCanvas.tsx": ["/assets/pixi-3.js", "/assets/shared-2.js"],
    });
    expect(existsSync(path.join(client, ".vite"))).toBe(false);
  });

  it("refuses a build where no widget's chunk brings Pixi: the canvases' chunks would go unlisted", () => {
    const client = clientWith({
      "src/widgets/menu/Menu.tsx": { file: "assets/Menu-5.js", isDynamicEntry: true },
    });
    expect(() => moduleGraphsScript(client)).toThrow(/No widget's lazy chunk brings Pixi/);
  });
});

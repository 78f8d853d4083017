import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import type { Plugin } from "vite";

/** Printable ASCII: anything a visitor types in English renders in the site's own fonts. */
const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join("");

/**
 * Cuts the web fonts down to the characters the site can show: printable ASCII, every character of the
 * content files and of the built scripts and styles (the interface's own words and marks): about 60 %
 * of their latin subset's bytes (57 KB for 96), which the first view waits on. A character outside
 * (say, one a visitor types into the help form) falls back to the sized local fallback font.
 */
export function subsetFonts(contentDir: string): Plugin {
  return {
    name: "grandtour:subset-fonts",
    apply: "build",
    async generateBundle(_, bundle) {
      const chars = new Set(ASCII);
      for (const file of readdirSync(contentDir).filter((f) => f.endsWith(".json"))) {
        for (const c of readFileSync(path.join(contentDir, file), "utf8")) chars.add(c);
      }
      for (const output of Object.values(bundle)) {
        if (output.type === "chunk") for (const c of output.code) chars.add(c);
        else if (output.fileName.endsWith(".css")) for (const c of String(output.source)) chars.add(c);
      }
      const text = [...chars].filter((c) => c >= " ").join("");
      const renamed = new Map<string, string>();
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== "asset" || !fileName.endsWith(".woff2")) continue;
        const source = await subsetFont(Buffer.from(output.source), text, { targetFormat: "woff2" });
        // A new name from the new bytes: the old one would keep a stale font in a year-long cache.
        const name = output.names[0] ?? path.basename(fileName);
        delete bundle[fileName];
        renamed.set(fileName, this.getFileName(this.emitFile({ type: "asset", name, source })));
      }
      for (const output of Object.values(bundle)) {
        if (output.type !== "asset" || !output.fileName.endsWith(".css")) continue;
        let css = String(output.source);
        for (const [from, to] of renamed) css = css.replaceAll(path.basename(from), path.basename(to));
        output.source = css;
      }
    },
  };
}

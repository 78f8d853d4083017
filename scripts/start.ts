import path from "node:path";
import { pathToFileURL } from "node:url";
import { ContentError } from "../src/content/load.ts";
import { build } from "./build.ts";
import { buildIsCurrent } from "./inputs.ts";
import { projectPaths } from "./paths.ts";

const root = process.cwd();
try {
  if (!buildIsCurrent(root)) {
    console.log("Building the site first (no build yet, or its content or code changed)…");
    await build(root);
  }
} catch (error) {
  console.error(error instanceof ContentError ? error.message : error);
  process.exit(1);
}
await import(pathToFileURL(path.join(projectPaths(root).server, "main.js")).href);

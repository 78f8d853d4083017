import { readFileSync } from "node:fs";
import path from "node:path";
import type { ImageManifest } from "../content/images.ts";
import { ContentError, loadContent } from "../content/load.ts";
import { renderStripItems } from "../widgets/strip/renderItems.tsx";
import { createApp, createRequestErrorReply } from "./app.ts";
import { loadAssets } from "./assets.ts";
import { type Deadlines, deadlinesFromEnv } from "./deadlines.ts";
import { createNodeServer } from "./node.ts";

/** Starts the site from a finished build in dist/; content is validated again before it serves. */
function main() {
  const root = process.cwd();
  let content: ReturnType<typeof loadContent>;
  try {
    content = loadContent(root);
  } catch (error) {
    console.error(error instanceof ContentError ? error.message : error);
    process.exit(1);
  }
  let deadlines: Deadlines;
  try {
    deadlines = deadlinesFromEnv(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const images = JSON.parse(readFileSync(path.join(root, "dist", "images.json"), "utf8")) as ImageManifest;
  const analytics = content.site.analytics.id !== "";
  const trustProxy = /^(1|true|yes)$/i.test(process.env.TRUST_PROXY ?? "");
  const app = createApp({
    modules: content.strips.modules,
    images,
    renderItems: renderStripItems,
    assets: loadAssets(path.join(root, "dist", "client")),
    analytics,
    trustProxy,
  });
  const server = createNodeServer(
    { fetch: app.fetch, requestError: createRequestErrorReply({ analytics, trustProxy }) },
    deadlines,
  );
  const port = Number(process.env.PORT ?? 8080);
  server.listen(port, process.env.HOST ?? "0.0.0.0", () => {
    const address = server.address();
    const shown = typeof address === "object" && address ? address.port : port;
    console.log(`${content.site.business.name} is served at http://localhost:${shown}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main();

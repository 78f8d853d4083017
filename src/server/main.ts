import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ImageManifest } from "../content/images.ts";
import { renderStripItems } from "../widgets/strip/renderItems.tsx";
import { createApp, createRequestErrorReply } from "./app.ts";
import { loadAssets } from "./assets.ts";
import { deadlinesFromEnv, shutdownMsFromEnv } from "./deadlines.ts";
import { createNodeServer } from "./node.ts";
import { gracefulStop } from "./shutdown.ts";
import { readContentSnapshot } from "./snapshot.ts";

/**
 * Serves the built site from the dist/ folder this bundle sits in (dist/server/main.js), wherever that
 * folder was copied and whatever the working directory: it reads the content snapshot, the image manifest
 * and the client files the build wrote there, never content/ or assets/.
 */
function main() {
  const dist = fileURLToPath(new URL("..", import.meta.url));
  let settings: ReturnType<typeof start>;
  try {
    settings = start(dist);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const { content, deadlines, shutdownMs } = settings;
  const analytics = content.analytics;
  const trustProxy = /^(1|true|yes)$/i.test(process.env.TRUST_PROXY ?? "");
  const app = createApp({
    modules: content.strips.modules,
    images: settings.images,
    renderItems: renderStripItems,
    assets: settings.assets,
    analytics,
    trustProxy,
  });
  const server = createNodeServer(
    { fetch: app.fetch, requestError: createRequestErrorReply({ analytics, trustProxy }) },
    deadlines,
  );
  const stop = gracefulStop(server);
  const port = Number(process.env.PORT ?? 8080);
  server.listen(port, process.env.HOST ?? "0.0.0.0", () => {
    const address = server.address();
    const shown = typeof address === "object" && address ? address.port : port;
    console.log(`${content.name} is served at http://localhost:${shown}`);
  });
  const onSignal = (signal: string) => {
    console.log(`${signal}: finishing the requests in flight (at most ${shutdownMs} ms)`);
    void stop(shutdownMs).then(({ finished }) => {
      if (!finished) console.error(`Stopped at the ${shutdownMs} ms deadline with requests unfinished`);
      process.exit(0);
    });
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
}

/** Everything read before listening; any problem stops the start with its message. */
function start(dist: string) {
  return {
    content: readContentSnapshot(path.join(dist, "server", "content.json")),
    images: JSON.parse(readFileSync(path.join(dist, "images.json"), "utf8")) as ImageManifest,
    assets: loadAssets(path.join(dist, "client")),
    deadlines: deadlinesFromEnv(process.env),
    shutdownMs: shutdownMsFromEnv(process.env),
  };
}

main();

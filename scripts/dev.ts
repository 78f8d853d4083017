import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { createServer, type Plugin, type ViteDevServer } from "vite";
import type * as EntryServer from "../src/app/entry-server.tsx";
import type * as Loader from "../src/content/load.ts";
import { TOKEN_META } from "../src/protocol/motionSave.ts";
import type * as ServerApp from "../src/server/app.ts";
import { renderDocument } from "./document.ts";
import { buildImages } from "./images/pipeline.ts";
import { contentDirOf } from "./motion/applyTuning.ts";
import { saveRoute } from "./motion/saveRoute.ts";
import { projectPaths } from "./paths.ts";

const paths = projectPaths();
const IMAGE_TYPES: Record<string, string> = {
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
};
const devImages = path.join(paths.root, ".cache", "dev-img");
/** content/, or CONTENT_DIR: the tests' dev server reads and saves a copy. */
const contentDir = contentDirOf(paths.root);
/**
 * Made at each start and given only in the pages this server renders: the panel's Save to content
 * sends it back, so no other page can make the dev server write content.
 */
const devToken = randomBytes(32).toString("base64url");

/**
 * Renders the page and answers the strip endpoint from the current sources on every request, and takes
 * the debug panel's Save to content (scripts/motion/saveRoute.ts).
 */
function sitePlugin(): Plugin {
  const load = async (server: ViteDevServer) => {
    const { loadContent } = (await server.ssrLoadModule("/src/content/load.ts")) as typeof Loader;
    const renderer = (await server.ssrLoadModule("/src/app/entry-server.tsx")) as typeof EntryServer;
    const { createApp } = (await server.ssrLoadModule("/src/server/app.ts")) as typeof ServerApp;
    const content = loadContent(paths.root, contentDir);
    const images = await buildImages({ srcDir: paths.images, outDir: devImages, cacheDir: paths.imageCache });
    return { content, renderer, createApp, images };
  };
  return {
    name: "grandtour-site",
    configureServer(server) {
      server.middlewares.use(saveRoute(devToken, { root: paths.root, contentDir }));
      server.middlewares.use(async (req, res, next) => {
        const url = req.url ?? "/";
        try {
          if (url.startsWith("/img/")) {
            const file = path.basename(url.split("?")[0] ?? "");
            res.setHeader("Content-Type", IMAGE_TYPES[path.extname(file)] ?? "application/octet-stream");
            return res.end(readFileSync(path.join(devImages, file)));
          }
          if (url === "/" || url.startsWith("/?")) {
            const { content, renderer, images } = await load(server);
            const template = await server.transformIndexHtml(url, readFileSync("index.html", "utf8"));
            res.setHeader("Content-Type", "text/html; charset=utf-8");
            const head = `<meta name="${TOKEN_META}" content="${devToken}">`;
            return res.end(renderDocument(template, renderer.toPageData(content, images), renderer, head));
          }
          if (url.startsWith("/index.php")) {
            const { content, renderer, createApp, images } = await load(server);
            const app = createApp({
              modules: content.strips.modules,
              images,
              renderItems: renderer.renderStripItems,
              analytics: content.site.analytics.id !== "",
            });
            return getRequestListener(app.fetch)(req, res);
          }
        } catch (error) {
          server.ssrFixStacktrace(error as Error);
          res.statusCode = 500;
          return res.end(String((error as Error).message));
        }
        next();
      });
    },
  };
}

const server = await createServer({ root: paths.root, plugins: [sitePlugin()], appType: "custom" });
await server.listen(Number(process.env.PORT ?? 5173));
server.printUrls();

import type { Context } from "hono";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { errorReplyBody, STRIP_PATH } from "../protocol/strip.ts";
import type { Asset, AssetTable } from "./assets.ts";
import { type SecurityHeadersOptions, securityHeaders } from "./headers.ts";
import { htmlPages, inlineScriptHashes } from "./inlineScripts.ts";
import { type StripRoutesOptions, stripRoutes } from "./strip.ts";

/** The health route a load balancer polls (README, Deploying). */
export const HEALTH_PATH = "/healthz";

type AppOptions = StripRoutesOptions & {
  /** The public build; absent in development, where Vite serves the page and its files. */
  assets?: AssetTable;
  analytics: boolean;
  /** Believe X-Forwarded-Proto for HSTS (see headers.ts). */
  trustProxy?: boolean;
};

function pickEncoding(asset: Asset, accept: string): { encoding?: "br" | "gzip"; body: Uint8Array } {
  if (asset.br && /\bbr\b/.test(accept)) return { encoding: "br", body: asset.br };
  if (asset.gzip && /\bgzip\b/.test(accept)) return { encoding: "gzip", body: asset.gzip };
  return { body: asset.body };
}

function serveAsset(c: Context, asset: Asset) {
  const headers: Record<string, string> = {
    "Content-Type": asset.type,
    ETag: asset.etag,
    "Cache-Control": asset.immutable
      ? "public, max-age=31536000, immutable"
      : "public, max-age=0, must-revalidate",
    Vary: "Accept-Encoding",
  };
  if (c.req.header("if-none-match") === asset.etag) return c.body(null, 304, headers);
  const { encoding, body } = pickEncoding(asset, c.req.header("accept-encoding") ?? "");
  if (encoding) headers["Content-Encoding"] = encoding;
  headers["Content-Length"] = String(body.byteLength);
  if (c.req.method === "HEAD") return c.body(null, 200, headers);
  return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
}

/** The site: the prerendered page and its files, the strip endpoint, and security headers on everything. */
export function createApp({ assets, analytics, trustProxy = false, ...strip }: AppOptions) {
  const app = new Hono();
  const { limit, getPage } = stripRoutes(strip);
  const scriptHashes = assets ? inlineScriptHashes(htmlPages(assets)) : [];
  app.use(securityHeaders({ analytics, trustProxy, scriptHashes }));
  app.use(STRIP_PATH, compress());
  app.post(STRIP_PATH, limit, getPage);
  app.all(STRIP_PATH, getPage);
  // For a load balancer's health checks: no page, so no page view, and never a cached answer.
  app.on(["GET", "HEAD"], HEALTH_PATH, (c) => c.text("ok", 200, { "Cache-Control": "no-store" }));

  if (assets) {
    app.on(["GET", "HEAD"], "*", (c, next) => {
      // A page is served at its name without ".html" (/credits), as well as the home page at /.
      const asset =
        assets.get(c.req.path === "/" ? "/index.html" : c.req.path) ?? assets.get(`${c.req.path}.html`);
      return asset ? serveAsset(c, asset) : next();
    });
  }

  app.notFound((c) => c.json(errorReplyBody(`Not found: ${c.req.method} ${c.req.path}`), 404));
  app.onError((error, c) => {
    // Log for the operator; the visitor gets a plain message and never a stack trace.
    console.error(error);
    return c.json(errorReplyBody("The server could not answer this request"), 500);
  });
  return app;
}

/**
 * The reply to a request the Node adapter cannot turn into a Request at all (a bad Host header, a
 * backslash in the path): the same JSON error and security headers as any other bad request.
 */
export function createRequestErrorReply(options: SecurityHeadersOptions) {
  const app = new Hono<{ Bindings: { problem: string } }>();
  app.use(securityHeaders(options));
  app.all("*", (c) => c.json(errorReplyBody(`Bad request: ${c.env.problem}`), 400));
  return (problem: string) => app.request("/", {}, { problem });
}

import { readFileSync } from "node:fs";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { type Patchable, patchPageData } from "../../../scripts/bench/pageData.ts";

/** The page's embedded data, as the bench patches it (scripts/bench/pageData.ts). */
export type PageData = Patchable;

export type Site = {
  url: string;
  /** Changes the home page's data until the next call (undefined: as served). */
  patch: (change?: (data: PageData) => void) => void;
  close: () => Promise<void>;
};

const PROBE_PATH = "/__engine-probe.js";
const probe = readFileSync(new URL("./probe.js", import.meta.url));

/**
 * The built site as each engine sees it: a pass-through proxy that adds the suite's probe as the head's
 * first script (errors and policy violations are read in the page, since WebKitWebDriver hands over no
 * console), and changes the home page's data as a test asks. Everything else, headers and CSP included,
 * passes unchanged; asking for no compression keeps the home page editable.
 */
export function proxySite(target: string): Promise<Site> {
  let change: ((data: PageData) => void) | undefined;
  const server = createServer((req, res) => {
    if (req.url === PROBE_PATH) {
      res.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" });
      return res.end(probe);
    }
    const headers = { ...req.headers, host: new URL(target).host, "accept-encoding": "identity" };
    const upstream = request(new URL(req.url ?? "/", target), { method: req.method, headers }, (reply) => {
      const html = reply.headers["content-type"]?.startsWith("text/html");
      if (!html) {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        return reply.pipe(res);
      }
      const chunks: Buffer[] = [];
      reply.on("data", (c: Buffer) => chunks.push(c));
      reply.on("end", () => {
        const body = Buffer.from(edit(Buffer.concat(chunks).toString("utf8"), change));
        const { etag: _changed, ...unchanged } = reply.headers;
        res.writeHead(reply.statusCode ?? 502, { ...unchanged, "content-length": body.length });
        res.end(body);
      });
    });
    upstream.on("error", (error) => res.destroy(error));
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        patch: (next) => {
          change = next;
        },
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}

/** The probe first in the head; the page data changed. */
function edit(html: string, change?: (data: PageData) => void) {
  const probed = html.replace("<head>", `<head><script src="${PROBE_PATH}"></script>`);
  return change ? patchPageData(probed, change) : probed;
}

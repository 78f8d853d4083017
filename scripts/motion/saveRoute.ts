import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { ContentError } from "../../src/content/load.ts";
import { TuningError } from "../../src/content/mergeTuning.ts";
import { formatChanges } from "../../src/content/tuningDiff.ts";
import { type ApplyOptions, applyTuning } from "./applyTuning.ts";

// The panel's "Save to content", in the dev server only (scripts/dev.ts): the production app
// (src/server/app.ts) has no such route. Writing files is a developer's power, so a request must come
// from this machine, from a page this dev server served (same origin, with the token it put in that
// page), and name this server by a loopback host: a DNS-rebound site could otherwise read the token.

export const SAVE_PATH = "/__grandtour/motion/save";
/** The meta element that carries the token to the panel. */
export const TOKEN_META = "grandtour-dev-token";
const MAX_BODY = 64 * 1024;
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The request's body: `tuning` (the panel's settings), `token`, `dryRun`, and for a write `expected`. */
type SaveRequest = { tuning?: unknown; token?: unknown; dryRun?: unknown; expected?: unknown };

const isLoopbackAddress = (address = "") =>
  address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");

function reply(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify(body));
}

const sameToken = (given: unknown, token: string) =>
  typeof given === "string" &&
  given.length === token.length &&
  timingSafeEqual(Buffer.from(given), Buffer.from(token));

/** Why a request may not save, or undefined when it may (the token is checked once the body is read). */
function refusal(req: IncomingMessage): string | undefined {
  if (!isLoopbackAddress(req.socket.remoteAddress)) return "Save to content answers only this machine";
  const host = req.headers.host ?? "";
  const hostname = host.replace(/:\d+$/, "");
  if (!LOOPBACK_HOSTS.has(hostname)) return "Save to content answers only at localhost";
  if (req.headers.origin !== `http://${host}`)
    return "Save to content answers only the dev server's own page";
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin")
    return "Save to content answers only the dev server's own page";
  if (!/^application\/json\b/.test(req.headers["content-type"] ?? ""))
    return "Send the tuning as application/json";
  return undefined;
}

async function readBody(req: IncomingMessage): Promise<string | undefined> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * POST SAVE_PATH `{ tuning, token, dryRun }` → `{ changes, diff }` (dryRun) or `{ changes, diff, written }`;
 * a write with `expected` (the diff the panel showed) is refused with 409 if the diff is now another
 * (content or settings changed meanwhile). Bad requests get 4xx `{ error }`.
 */
export function saveRoute(token: string, options: Omit<ApplyOptions, "dryRun">) {
  const handle = async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if ((req.url ?? "").split("?")[0] !== SAVE_PATH) return next();
    if (req.method !== "POST") return reply(res, 405, { error: "Save to content takes a POST" });
    const refused = refusal(req);
    if (refused) return reply(res, 403, { error: refused });
    const text = await readBody(req);
    if (text === undefined) return reply(res, 413, { error: "The tuning is too large" });
    let body: SaveRequest;
    try {
      body = JSON.parse(text) as SaveRequest;
    } catch {
      return reply(res, 400, { error: "The request is not valid JSON" });
    }
    if (!sameToken(body?.token, token))
      return reply(res, 403, { error: "The dev token is missing or wrong" });
    try {
      const preview = applyTuning(body.tuning, { ...options, dryRun: true });
      const diff = formatChanges(preview.changes);
      if (body.dryRun === true) return reply(res, 200, { changes: preview.changes, diff });
      if (typeof body.expected === "string" && body.expected !== diff)
        return reply(res, 409, { error: "Content or settings changed since the diff was shown: look again" });
      const { changes, written } = applyTuning(body.tuning, options);
      return reply(res, 200, { changes, diff: formatChanges(changes), written });
    } catch (error) {
      if (error instanceof TuningError || error instanceof ContentError)
        return reply(res, 400, { error: error.message });
      throw error;
    }
  };
  // Connect does not await a handler: an unexpected error is answered here, not left unhandled.
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    handle(req, res, next).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent)
        reply(res, 500, { error: "Save to content failed; the dev server's log says why" });
    });
  };
}

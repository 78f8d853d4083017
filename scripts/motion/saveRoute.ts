import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { ContentError } from "../../src/content/load.ts";
import { TuningError } from "../../src/content/mergeTuning.ts";
import { formatChanges } from "../../src/content/tuningDiff.ts";
import {
  parseSaveRequest,
  SAVE_PATH,
  type SaveRefusal,
  type SaveResult,
} from "../../src/protocol/motionSave.ts";
import { type ApplyOptions, planTuning, writePlan } from "./applyTuning.ts";
import { WriteError } from "./writeAll.ts";

// The panel's "Save to content", in the dev server only (scripts/dev.ts): the production app
// (src/server/app.ts) has no such route. Writing files is a developer's power, so a request must come
// from this machine, from a page this dev server served (same origin, with the token it put in that
// page), and name this server by a loopback host: a DNS-rebound site could otherwise read the token.
// What a request and a reply hold is the contract in src/protocol/motionSave.ts, which the panel uses too.

const MAX_BODY = 64 * 1024;
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

const isLoopbackAddress = (address = "") =>
  address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");

function reply(res: ServerResponse, status: number, body: SaveResult | SaveRefusal) {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify(body));
}

/** Compared as bytes: a string of the token's length may be longer in UTF-8 (timingSafeEqual throws). */
function sameToken(given: unknown, token: string): boolean {
  if (typeof given !== "string") return false;
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

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

const STALE = "Content changed since the diff was shown: this is the diff now, confirm it or cancel";

/**
 * POST SAVE_PATH `{ tuning, token, dryRun?, expected?, module? }` → `{ changes, diff }` (dryRun) or
 * `{ changes, diff, written }`; a write with `expected` (the diff the panel showed) is refused with 409
 * and the diff as it is now if that is another. Bad requests get 4xx `{ error }`, a file that cannot be
 * replaced 500 `{ error }` naming it (nothing written).
 */
export function saveRoute(token: string, options: Omit<ApplyOptions, "dryRun">) {
  const handle = async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if ((req.url ?? "").split("?")[0] !== SAVE_PATH) return next();
    if (req.method !== "POST") return reply(res, 405, { error: "Save to content takes a POST" });
    const refused = refusal(req);
    if (refused) return reply(res, 403, { error: refused });
    const text = await readBody(req);
    if (text === undefined) return reply(res, 413, { error: "The tuning is too large" });
    let body: { token?: unknown } | null;
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      return reply(res, 400, { error: "The request is not valid JSON" });
    }
    if (!sameToken(body?.token, token))
      return reply(res, 403, { error: "The dev token is missing or wrong" });
    const request = parseSaveRequest(body);
    if (typeof request === "string") return reply(res, 400, { error: request });
    try {
      // One merge per request: the diff a confirm is checked against is the one its write would make.
      const plan = planTuning(request.tuning, {
        ...options,
        stripModule: request.module,
        dryRun: request.dryRun,
      });
      const { changes } = plan;
      const diff = formatChanges(changes);
      if (request.dryRun) return reply(res, 200, { changes, diff });
      if (request.expected !== undefined && request.expected !== diff)
        return reply(res, 409, { error: STALE, changes, diff });
      return reply(res, 200, { changes, diff, written: writePlan(plan) });
    } catch (error) {
      if (error instanceof TuningError || error instanceof ContentError)
        return reply(res, 400, { error: error.message });
      if (error instanceof WriteError) return reply(res, 500, { error: error.message });
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

import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { getRequestListener, type HttpBindings } from "@hono/node-server";
import { STRIP_PATH } from "../protocol/strip.ts";
import { DEFAULT_DEADLINES, type Deadlines, serverOptions } from "./deadlines.ts";
import { oneAtATime } from "./oneAtATime.ts";
import { handleClientError, REFUSED, writeRefusal } from "./refusals.ts";
import { cacheKey, outgoingHeaders, ReplyCache } from "./replyCache.ts";
import { MAX_BODY_BYTES } from "./strip.ts";

type Fetch = (request: Request, env: HttpBindings) => Response | Promise<Response>;

type NodeListenerOptions = {
  /** The app's fetch: the single source of truth for every reply. */
  fetch: Fetch;
  /** The reply to a request the adapter cannot even turn into a Request (bad Host, backslash in the path). */
  requestError: (message: string) => Response | Promise<Response>;
  /** Bounds of the strip reply cache. */
  maxEntries?: number;
  maxBytes?: number;
};

const PENDING_KEY = Symbol("replyCacheKey");
type Incoming = IncomingMessage & { rawBody?: Buffer; [PENDING_KEY]?: string };

/**
 * The Node request listener. Everything goes through Hono (`fetch`); the one thing added is a fast path
 * for the hot request, a POST to the strip endpoint: its small body is read straight from the socket
 * (no Web ReadableStream), and a success reply the app already gave for the same URL, body and relevant
 * headers is written again from memory. A first request, an error, a chunked or oversized body, and
 * every other method or path take the ordinary adapter. Edge runtimes run `app.fetch` as it is.
 */
function createNodeListener({
  fetch,
  requestError,
  maxEntries = 256,
  maxBytes = 8 * 1024 * 1024,
}: NodeListenerOptions) {
  const cache = new ReplyCache(maxEntries, maxBytes);
  const closeRefused = async (reply: Response | Promise<Response>) => {
    const response = await reply;
    if (REFUSED.has(response.status)) response.headers.set("connection", "close");
    return response;
  };
  const errorHandler = (error: unknown) =>
    closeRefused(requestError(error instanceof Error ? error.message : "The request cannot be read"));

  const plain = getRequestListener(
    ((request: Request, env: HttpBindings) => closeRefused(fetch(request, env))) as never,
    { errorHandler },
  );

  // For a request whose body was already read: the adapter wraps rawBody instead of the socket stream.
  const preread = getRequestListener(
    (async (request: Request, env: HttpBindings) => {
      const response = await closeRefused(fetch(request, env));
      const key = (env.incoming as Incoming)[PENDING_KEY];
      if (key === undefined || response.status !== 200) return response;
      const body = Buffer.from(await response.arrayBuffer());
      const headers = outgoingHeaders(response.headers, body.byteLength);
      cache.set(key, { status: response.status, headers, body });
      return new Response(body, { status: response.status, headers: response.headers });
    }) as never,
    { errorHandler, autoCleanupIncoming: false },
  );

  function listener(incoming: IncomingMessage, outgoing: ServerResponse): void {
    const url = incoming.url ?? "";
    const length = incoming.headers["content-length"];
    if (
      incoming.method !== "POST" ||
      !url.startsWith(`${STRIP_PATH}?`) ||
      length === undefined ||
      !/^\d{1,6}$/.test(length) ||
      Number(length) > MAX_BODY_BYTES ||
      incoming.headers["transfer-encoding"] !== undefined
    ) {
      void plain(incoming, outgoing);
      return;
    }
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("error", () => incoming.destroy());
    incoming.on("end", () => {
      const body = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
      const key = cacheKey(incoming, body);
      const hit = cache.get(key);
      if (hit) {
        outgoing.writeHead(hit.status, hit.headers);
        outgoing.end(hit.body);
        return;
      }
      const pending = incoming as Incoming;
      pending.rawBody = body;
      pending[PENDING_KEY] = key;
      void preread(incoming, outgoing);
    });
  }

  return Object.assign(listener, { cache });
}

/**
 * The Node server: the listener above, JSON errors for requests the parser refuses (a late body among
 * them: 408), and deadlines on every connection.
 */
export function createNodeServer(
  options: NodeListenerOptions,
  deadlines: Deadlines = DEFAULT_DEADLINES,
): Server & { listener: ReturnType<typeof createNodeListener> } {
  const listener = createNodeListener(options);
  const server = createServer(serverOptions(deadlines), oneAtATime(listener));
  // No byte either way for this long, and the socket goes: a reader that stops reading holds nothing.
  server.setTimeout(deadlines.socketMs, (socket) => socket.destroy());
  server.maxConnections = deadlines.maxConnections;
  server.on("clientError", handleClientError);
  // An expectation other than 100-continue: the app's JSON error, not Node's bare 417.
  server.on("checkExpectation", (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const expectation = JSON.stringify(String(incoming.headers.expect).slice(0, 64));
    void writeRefusal(outgoing, 417, options.requestError(`the expectation ${expectation} cannot be met`));
  });
  return Object.assign(server, { listener });
}

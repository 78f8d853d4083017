import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { getRequestListener, type HttpBindings } from "@hono/node-server";
import { errorReplyBody, STRIP_PATH } from "../protocol/strip.ts";
import { DEFAULT_DEADLINES, type Deadlines, serverOptions } from "./deadlines.ts";
import { MAX_BODY_BYTES } from "./strip.ts";

type Fetch = (request: Request, env: HttpBindings) => Response | Promise<Response>;

export type NodeListenerOptions = {
  /** The app's fetch: the single source of truth for every reply. */
  fetch: Fetch;
  /** The reply to a request the adapter cannot even turn into a Request (bad Host, backslash in the path). */
  requestError: (message: string) => Response | Promise<Response>;
  /** Bounds of the strip reply cache. */
  maxEntries?: number;
  maxBytes?: number;
};

/**
 * The request headers the app's reply to a strip POST depends on (besides the URL and the body):
 * Host builds the URL the adapter validates, Content-Type picks the form parser, Accept-Encoding picks
 * the compression, X-Forwarded-Proto decides HSTS. If the app ever reads another header on that route,
 * add it here; tests/unit/server/node.test.ts checks the fast path answers exactly as app.fetch does.
 */
const KEY_HEADERS = new Set(["host", "content-type", "accept-encoding", "x-forwarded-proto"]);

/**
 * Statuses that refuse a request, perhaps before its body was read: the reply says `Connection: close`
 * and the connection ends with it, so a client never sends its next request into a socket that closes.
 */
const REFUSED = new Set([400, 408, 413, 415]);

type CachedReply = { status: number; headers: Record<string, string | string[]>; body: Buffer };

/** A small LRU map bounded by entry count and total body bytes. */
export class ReplyCache {
  private readonly map = new Map<string, CachedReply>();
  private bytes = 0;
  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}
  get size() {
    return this.map.size;
  }
  get totalBytes() {
    return this.bytes;
  }
  get(key: string): CachedReply | undefined {
    const reply = this.map.get(key);
    if (reply) {
      // Most recently used goes last, so eviction takes the least recently used first.
      this.map.delete(key);
      this.map.set(key, reply);
    }
    return reply;
  }
  set(key: string, reply: CachedReply): void {
    const size = reply.body.byteLength + key.length;
    if (size > this.maxBytes / 8) return;
    const old = this.map.get(key);
    if (old) {
      this.map.delete(key);
      this.bytes -= old.body.byteLength + key.length;
    }
    this.map.set(key, reply);
    this.bytes += size;
    for (const [oldest, evicted] of this.map) {
      if (this.map.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.map.delete(oldest);
      this.bytes -= evicted.body.byteLength + oldest.length;
    }
  }
}

/** What node-server writes for a Response's headers: lower-case names, cookies as a list, a default type. */
function outgoingHeaders(headers: Headers, bodyLength: number): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const cookies: string[] = [];
  for (const [name, value] of headers) {
    if (name === "set-cookie") cookies.push(value);
    else out[name] = value;
  }
  if (cookies.length > 0) out["set-cookie"] = cookies;
  out["content-type"] ??= "text/plain; charset=UTF-8";
  out["content-length"] ??= String(bodyLength);
  return out;
}

function cacheKey(incoming: IncomingMessage, body: Buffer): string {
  let key = `${incoming.url}\n`;
  const raw = incoming.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = (raw[i] as string).toLowerCase();
    if (KEY_HEADERS.has(name)) key += `${name}:${raw[i + 1]}\n`;
  }
  // latin1 maps each byte to one character: the key holds the exact bytes, valid UTF-8 or not.
  return `${key}\n${body.toString("latin1")}`;
}

const PENDING_KEY = Symbol("replyCacheKey");
type Incoming = IncomingMessage & { rawBody?: Buffer; [PENDING_KEY]?: string };

/**
 * The Node request listener. Everything goes through Hono (`fetch`); the one thing added is a fast path
 * for the hot request, a POST to the strip endpoint: its small body is read straight from the socket
 * (no Web ReadableStream), and a success reply the app already gave for the same URL, body and relevant
 * headers is written again from memory. A first request, an error, a chunked or oversized body, and
 * every other method or path take the ordinary adapter. Edge runtimes run `app.fetch` as it is.
 */
export function createNodeListener({
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

/** Status and message for what Node's HTTP parser refuses before any listener runs. */
function clientErrorReply(error: NodeJS.ErrnoException): [number, string, string] {
  if (error.code === "HPE_HEADER_OVERFLOW")
    return [431, "Request Header Fields Too Large", "headers too large"];
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return [408, "Request Timeout", "the request took too long"];
  return [400, "Bad Request", "the request cannot be parsed"];
}

/**
 * A request Node's parser cannot read at all (a path that does not start with "/", a control character,
 * a malformed header) would otherwise get a bare "400 Bad Request" with no body; it gets the JSON error
 * every other bad request gets. The connection closes, as nothing after it can be trusted.
 */
export function handleClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, what] = clientErrorReply(error);
  const body = JSON.stringify(errorReplyBody(`Bad request: ${what}`));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Content-Type-Options: nosniff\r\nContent-Security-Policy: default-src 'none'; frame-ancestors 'none'\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
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
  const server = createServer(serverOptions(deadlines), listener);
  // No byte either way for this long, and the socket goes: a reader that stops reading holds nothing.
  server.setTimeout(deadlines.socketMs, (socket) => socket.destroy());
  server.maxConnections = deadlines.maxConnections;
  server.on("clientError", handleClientError);
  return Object.assign(server, { listener });
}

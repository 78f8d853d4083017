import type { IncomingMessage } from "node:http";

/**
 * The request headers the app's reply to a strip POST depends on (besides the URL and the body):
 * Host builds the URL the adapter validates, Content-Type picks the form parser, Accept-Encoding picks
 * the compression, X-Forwarded-Proto decides HSTS. If the app ever reads another header on that route,
 * add it here; tests/unit/server/node.test.ts checks the fast path answers exactly as app.fetch does.
 */
const KEY_HEADERS = new Set(["host", "content-type", "accept-encoding", "x-forwarded-proto"]);

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
export function outgoingHeaders(headers: Headers, bodyLength: number): Record<string, string | string[]> {
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

export function cacheKey(incoming: IncomingMessage, body: Buffer): string {
  let key = `${incoming.url}\n`;
  const raw = incoming.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = (raw[i] as string).toLowerCase();
    if (KEY_HEADERS.has(name)) key += `${name}:${raw[i + 1]}\n`;
  }
  // latin1 maps each byte to one character: the key holds the exact bytes, valid UTF-8 or not.
  return `${key}\n${body.toString("latin1")}`;
}

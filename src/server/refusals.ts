import type { ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { errorReplyBody } from "../protocol/strip.ts";

/**
 * Statuses that refuse a request, perhaps before its body was read: the reply says `Connection: close`
 * and the connection ends with it, so a client never sends its next request into a socket that closes.
 */
export const REFUSED = new Set([400, 408, 413, 415]);

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

/** Writes the app's error reply with another status, and ends the connection with it. */
export async function writeRefusal(
  outgoing: ServerResponse,
  status: number,
  reply: Response | Promise<Response>,
) {
  const response = await reply;
  // Headers first: reading the body of @hono/node-server's lightweight Response rebuilds it from its
  // first headers, without those its middleware added.
  const headers = { ...Object.fromEntries(response.headers), connection: "close" };
  const body = Buffer.from(await response.arrayBuffer());
  outgoing.writeHead(status, headers);
  outgoing.end(body);
}

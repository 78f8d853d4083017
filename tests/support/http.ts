import { createServer, type RequestListener, Server } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import type { Sent } from "./requests.ts";

export type RawReply = { status: number; headers: Record<string, string>; body: Buffer };

/** Listens on a free loopback port. */
export async function listen(listener: RequestListener | Server): Promise<{ server: Server; port: number }> {
  const server = listener instanceof Server ? listener : createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function dechunk(body: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = body.indexOf("\r\n", at);
    const size = Number.parseInt(body.subarray(at, eol).toString(), 16);
    if (!(size > 0)) return Buffer.concat(out);
    out.push(body.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
}

/**
 * Sends exact bytes over a socket and reads the reply to the end: unlike fetch or Playwright's request,
 * nothing normalises the path (dot segments, backslashes, encoded slashes) or the headers on the way.
 */
export function rawRequest(port: number, bytes: string | Uint8Array, timeoutMs = 5000): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no reply within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      clearTimeout(timer);
      const all = Buffer.concat(chunks);
      const end = all.indexOf("\r\n\r\n");
      if (end < 0) return reject(new Error(`no HTTP reply: ${JSON.stringify(all.toString())}`));
      const [statusLine = "", ...lines] = all.subarray(0, end).toString("latin1").split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        const name = line.slice(0, colon).trim().toLowerCase();
        headers[name] = headers[name]
          ? `${headers[name]}, ${line.slice(colon + 1).trim()}`
          : line.slice(colon + 1).trim();
      }
      let body: Buffer = all.subarray(end + 4);
      if (headers["transfer-encoding"] === "chunked") body = dechunk(body);
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body });
    });
    // No half-close: Node's server ends the socket when the client does, cutting a streamed reply short
    // (as no browser would); "Connection: close" in the request makes the server close after replying.
    socket.write(bytes);
  });
}

/** The bytes of an HTTP/1.1 request that closes its connection after the reply. */
export function requestBytes(sent: Sent, host = "localhost"): Buffer {
  const bodyless = sent.method === "GET" || sent.method === "HEAD";
  const body = sent.body === undefined || bodyless ? Buffer.alloc(0) : Buffer.from(sent.body);
  const lines = [`${sent.method} ${sent.url} HTTP/1.1`, `Host: ${host}`, "Connection: close"];
  for (const [name, value] of Object.entries(sent.headers)) lines.push(`${name}: ${value}`);
  if (!bodyless) lines.push(`Content-Length: ${body.byteLength}`);
  return Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1"), body]);
}

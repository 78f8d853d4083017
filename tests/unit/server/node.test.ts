import { createServer } from "node:http";
import { connect } from "node:net";
import { gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRequestErrorReply } from "../../../src/server/app.ts";
import { createNodeServer } from "../../../src/server/node.ts";
import { handleClientError } from "../../../src/server/refusals.ts";
import { listen, rawRequest, requestBytes } from "../../support/http.ts";
import { request, type Sent } from "../../support/requests.ts";
import { FORM, getPageBody, STRIP_URL, testApp } from "../../support/testApp.ts";

/**
 * The Node entry point's listener (src/server/node.ts), as src/server/main.ts builds it, against the
 * plain @hono/node-server adapter over real sockets: its strip fast path and reply cache must answer
 * byte for byte as the app does.
 */
const app = testApp();
const requestError = createRequestErrorReply({ analytics: false });
const nodeServer = createNodeServer({ fetch: app.fetch, requestError, maxEntries: 64, maxBytes: 512 * 1024 });
const { listener } = nodeServer;
const reference = getRequestListener(app.fetch, {
  errorHandler: (e) => requestError(e instanceof Error ? e.message : String(e)),
});
let fast: Awaited<ReturnType<typeof listen>>;
let plain: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  fast = await listen(nodeServer);
  const server = createServer(reference);
  server.on("clientError", handleClientError);
  plain = await listen(server);
});
afterAll(() => {
  fast.server.close();
  plain.server.close();
});

/** What may differ between two replies to the same request: the clock. */
function comparable(reply: { status: number; headers: Record<string, string>; body: Buffer }) {
  const { date: _date, ...headers } = reply.headers;
  return { status: reply.status, headers, body: reply.body.toString("latin1") };
}

const post = (body: string, headers: Record<string, string> = {}): Sent => ({
  method: "POST",
  url: STRIP_URL,
  headers: { "content-type": FORM, ...headers },
  body,
});

describe("the Node listener", () => {
  it("answers generated requests exactly as the plain adapter does, the first time and from its cache", async () => {
    await fc.assert(
      fc.asyncProperty(request, fc.constantFrom("", "gzip", "br, gzip"), async (sent, encoding) => {
        if (encoding) sent.headers["accept-encoding"] = encoding;
        const bytes = requestBytes(sent);
        const expected = comparable(await rawRequest(plain.port, bytes));
        expect(expected.status).toBeLessThan(500);
        expect(comparable(await rawRequest(fast.port, bytes))).toEqual(expected);
        expect(comparable(await rawRequest(fast.port, bytes))).toEqual(expected);
      }),
      { numRuns: 150, seed: 9 },
    );
  });

  it("serves a repeated strip request from its cache, one entry per URL, body and encoding", async () => {
    const sent = post(getPageBody({ moduleid: 101, page: 3 }), { "x-trace": "1" });
    const first = await rawRequest(fast.port, requestBytes(sent));
    const size = listener.cache.size;
    const again = await rawRequest(
      fast.port,
      requestBytes({ ...sent, headers: { ...sent.headers, "x-trace": "2" } }),
    );
    expect(listener.cache.size).toBe(size);
    expect(again.body.equals(first.body)).toBe(true);
    expect(JSON.parse(first.body.toString()).payload.page).toBe(3);
    const gzip = await rawRequest(
      fast.port,
      requestBytes(post(sent.body as string, { "accept-encoding": "gzip" })),
    );
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(first.body)).toBe(true);
    expect(listener.cache.size).toBe(size + 1);
  });

  it("caches only successes, and stays within its bounds whatever varies", async () => {
    const before = listener.cache.size;
    await rawRequest(fast.port, requestBytes(post(getPageBody({ moduleid: 101, page: 9 }))));
    await rawRequest(fast.port, requestBytes(post("model=strips")));
    expect(listener.cache.size).toBe(before);
    for (let i = 0; i < 150; i++) {
      await rawRequest(fast.port, requestBytes(post(`${getPageBody({ moduleid: 101, page: 1 })}&pad=${i}`)));
    }
    expect(listener.cache.size).toBeLessThanOrEqual(64);
    expect(listener.cache.totalBytes).toBeLessThanOrEqual(512 * 1024);
  });

  it("hands chunked, oversized and announced-but-short bodies to the plain adapter", async () => {
    const body = getPageBody({ moduleid: 101, page: 2 });
    const chunked = Buffer.from(
      `POST ${STRIP_URL} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: ${FORM}\r\n` +
        `Transfer-Encoding: chunked\r\n\r\n${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
    );
    const a = await rawRequest(fast.port, chunked);
    expect(a.status).toBe(200);
    expect(comparable(a)).toEqual(comparable(await rawRequest(plain.port, chunked)));

    const big = requestBytes(post(`${body}&pad=${"x".repeat(20_000)}`));
    const b = await rawRequest(fast.port, big);
    expect(b.status).toBe(413);
    expect(comparable(b)).toEqual(comparable(await rawRequest(plain.port, big)));
  });

  it("ends a refused request's connection and says so: the client's next request is never cut off", async () => {
    // A keep-alive POST announcing 2 MB: refused after the first 64 KB arrive.
    const head =
      `POST ${STRIP_URL} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n` +
      `Content-Type: ${FORM}\r\nContent-Length: ${2 * 1024 * 1024}\r\n\r\n`;
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(fast.port, "127.0.0.1", () => {
        socket.write(head);
        socket.write("x".repeat(64 * 1024));
      });
      let text = "";
      socket.on("data", (chunk) => {
        text += chunk.toString("latin1");
      });
      socket.on("error", () => {}); // the server may reset while the rest of the body is unsent
      socket.on("close", () => resolve(text));
      setTimeout(() => reject(new Error(`still open; received ${JSON.stringify(text)}`)), 3000);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 413 /);
    expect(reply).toMatch(/\r\nconnection: close\r\n/i);
    expect(reply).not.toMatch(/keep-alive/i);
  });

  it("survives a client that sends half a body and goes away", async () => {
    const bytes = requestBytes(post(getPageBody({ moduleid: 101, page: 1 })));
    await new Promise<void>((resolve) => {
      const socket = connect(fast.port, "127.0.0.1", () => {
        socket.write(bytes.subarray(0, bytes.length - 10));
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 50);
      });
    });
    expect((await rawRequest(fast.port, bytes)).status).toBe(200);
  });

  it("answers a request the adapter cannot read with a JSON 400 and the security headers", async () => {
    for (const bytes of [
      "GET /assets\\..\\package.json HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: exa mple.com\r\nConnection: close\r\n\r\n",
      `POST ${STRIP_URL.replace("/index.php", "/index.php\\")} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    ]) {
      const reply = await rawRequest(fast.port, bytes);
      expect(reply.status, bytes).toBe(400);
      expect(reply.headers["content-type"]).toMatch(/^application\/json/);
      expect(reply.headers["content-security-policy"]).toContain("default-src 'self'");
      const json = JSON.parse(reply.body.toString());
      expect(json.status).toBe("error");
      expect(json.message).toMatch(/^Bad request: /);
    }
  });
});

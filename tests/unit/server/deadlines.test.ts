import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRequestErrorReply } from "../../../src/server/app.ts";
import { deadlinesFromEnv } from "../../../src/server/deadlines.ts";
import { createNodeServer } from "../../../src/server/node.ts";
import { listen } from "../../support/http.ts";

/** A reply big enough that a client that stops reading fills every buffer between them. */
const BIG = new Uint8Array(4 * 1024 * 1024);
const server = createNodeServer(
  {
    fetch: async (request) => {
      if (request.method === "POST") await request.text();
      return new URL(request.url).pathname === "/big"
        ? new Response(BIG, { headers: { "content-type": "application/octet-stream" } })
        : Response.json({ ok: true });
    },
    requestError: createRequestErrorReply({ analytics: false }),
  },
  { headersMs: 300, requestMs: 600, keepAliveMs: 300, socketMs: 900, maxConnections: 50 },
);
let port = 0;
beforeAll(async () => {
  port = (await listen(server)).port;
});
afterAll(() => server.close());

/** Opens a connection, writes `bytes`, and resolves with what arrived and when the server closed it. */
function held(bytes: string, onOpen?: (socket: Socket) => void): Promise<{ text: string; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let text = "";
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(bytes);
      onOpen?.(socket);
    });
    socket.on("data", (chunk) => {
      text += chunk.toString("latin1");
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve({ text, ms: Date.now() - started }));
  });
}

describe("deadlines on every connection", () => {
  it("answers a body that never comes 408 in JSON, with Connection: close, at the request deadline", async () => {
    const { text } = await held(
      "POST /x HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n",
    );
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toMatch(/\r\nConnection: close\r\n/i);
    expect(text).toMatch(/"status":"error"/);
  });

  it("drops a client whose headers never end, and one that sends nothing", async () => {
    for (const bytes of ["GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1", ""]) {
      const { text, ms } = await held(bytes);
      expect(text).toMatch(/^HTTP\/1\.1 408 /);
      expect(ms).toBeLessThan(5000);
    }
  });

  it("drops a reader that stops reading, once nothing has moved for the socket deadline", async () => {
    const connections = () => new Promise<number>((resolve) => server.getConnections((_, n) => resolve(n)));
    const socket = connect(port, "127.0.0.1");
    socket.on("error", () => {});
    await new Promise<void>((resolve) => socket.on("connect", resolve));
    socket.pause(); // the replies pile up until every buffer between them is full
    socket.write("GET /big HTTP/1.1\r\nHost: localhost\r\n\r\n".repeat(8));
    await expect.poll(connections, { timeout: 5000 }).toBe(1);
    await expect.poll(connections, { timeout: 5000, interval: 100 }).toBe(0);
    socket.destroy();
  });

  it("reads the deadlines from the environment, and refuses a value that is not one", () => {
    expect(deadlinesFromEnv({ HEADERS_TIMEOUT_MS: "5000", MAX_CONNECTIONS: "10" })).toMatchObject({
      headersMs: 5000,
      requestMs: 30_000,
      maxConnections: 10,
    });
    expect(() => deadlinesFromEnv({ SOCKET_TIMEOUT_MS: "30s" })).toThrow(
      'SOCKET_TIMEOUT_MS must be a positive whole number, not "30s"',
    );
  });
});

describe("what Node would answer bare", () => {
  it("a missing Host and an unknown expectation get the app's JSON error, security headers and Connection: close", async () => {
    for (const [bytes, status] of [
      ["GET / HTTP/1.1\r\n\r\n", 400],
      ["POST /x HTTP/1.1\r\nHost: localhost\r\nExpect: 100-wonder\r\nContent-Length: 0\r\n\r\n", 417],
    ] as const) {
      const { text } = await held(bytes);
      expect(text, bytes).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(text, bytes).toMatch(/\r\ncontent-type: application\/json/i);
      expect(text, bytes).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
      expect(text, bytes).toMatch(/\r\ncontent-security-policy: /i);
      expect(text, bytes).toMatch(/\r\nconnection: close\r\n/i);
      expect(text, bytes).toMatch(/"status":"error"/);
    }
  });
});

import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createNodeServer } from "../../../src/server/node.ts";
import { listen } from "../../support/http.ts";

/**
 * Requests on one connection, through the server src/server/main.ts builds: one at a time. A request
 * sent ahead of the reply before it (pipelined) is never built; that reply closes the connection.
 */
let running: Awaited<ReturnType<typeof listen>> | undefined;
afterEach(() => running?.server.close());

/**
 * A server whose replies wait for `release()`: with `streamed`, the headers go at once and the body
 * waits. `asked` lists the paths the app was asked for.
 */
async function gatedServer({ streamed = false } = {}) {
  const asked: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname;
    asked.push(path);
    if (!streamed) await gate;
    const body = new ReadableStream({
      async start(controller) {
        await gate;
        controller.enqueue(new TextEncoder().encode(`reply to ${path}`));
        controller.close();
      },
    });
    return new Response(body, { headers: { "content-type": "text/plain" } });
  };
  running = await listen(
    createNodeServer({ fetch, requestError: () => new Response(null, { status: 400 }) }),
  );
  return { asked, release, port: running.port };
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`;

/** A connection and all it has read so far; `closed` settles when the server ends it. */
function open(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  const state = { text: "", closed: new Promise<void>((resolve) => socket.on("close", () => resolve())) };
  socket.on("data", (chunk) => {
    state.text += chunk.toString("latin1");
  });
  return Object.assign(state, { socket });
}

const replies = (text: string) => [...text.matchAll(/reply to (\/\d+)/g)].map((m) => m[1]);
const until = async (check: () => boolean) => {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe("one request at a time on a connection", () => {
  it("a request pipelined behind another is never built, and the reply before it closes the connection", async () => {
    const { asked, release, port } = await gatedServer();
    const client = open(port);
    client.socket.write(Array.from({ length: 20 }, (_, i) => get(`/${i + 1}`)).join(""));
    await until(() => asked.length > 0);
    await new Promise((r) => setTimeout(r, 50));
    release();
    await client.closed;
    expect(asked).toEqual(["/1"]);
    expect(replies(client.text)).toEqual(["/1"]);
    expect(client.text).toMatch(/^connection: close$/im);
  });

  it("a request that comes once the reply's headers are gone ends the connection after that reply", async () => {
    const { asked, release, port } = await gatedServer({ streamed: true });
    const client = open(port);
    client.socket.write(get("/1"));
    await until(() => client.text.includes("\r\n\r\n"));
    client.socket.write(get("/2"));
    await new Promise((r) => setTimeout(r, 50));
    release();
    await client.closed;
    expect(asked).toEqual(["/1"]);
    expect(replies(client.text)).toEqual(["/1"]);
  });

  it("requests sent each after the reply before it share the connection", async () => {
    const { asked, release, port } = await gatedServer();
    release();
    const client = open(port);
    for (const path of ["/1", "/2", "/3"]) {
      client.socket.write(get(path));
      await until(() => replies(client.text).includes(path));
    }
    expect(asked).toEqual(["/1", "/2", "/3"]);
    expect(client.text).not.toMatch(/^connection: close$/im);
    client.socket.destroy();
  });
});

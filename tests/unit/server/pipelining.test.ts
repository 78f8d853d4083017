import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createNodeServer } from "../../../src/server/node.ts";
import { PIPELINE_DEPTH } from "../../../src/server/pipelining.ts";
import { listen } from "../../support/http.ts";

/**
 * Pipelined requests on one connection, through the server src/server/main.ts builds: each reply is
 * built after the one before it went out, and a client that sends more than PIPELINE_DEPTH ahead gets
 * that many and a close, not a reply built for every request it sent.
 */
let running: Awaited<ReturnType<typeof listen>> | undefined;
afterEach(() => running?.server.close());

/** A server whose every reply waits for `release()`; `asked` lists the paths the app was asked for. */
async function gatedServer() {
  const asked: string[] = [];
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname;
    asked.push(path);
    await gate;
    return new Response(`reply to ${path}`, { headers: { "content-type": "text/plain" } });
  };
  running = await listen(
    createNodeServer({ fetch, requestError: () => new Response(null, { status: 400 }) }),
  );
  return { asked, release: open, port: running.port };
}

/** Sends `count` pipelined GETs (/1, /2, …) at once and reads until the server closes or `ms` pass. */
function pipeline(port: number, count: number, ms = 3000): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    const timer = setTimeout(() => socket.destroy(), ms);
    socket.on("data", (chunk) => {
      text += chunk.toString("latin1");
    });
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(text);
    });
    // The last says Connection: close, so a server that answers them all ends the connection at once.
    const requests = Array.from({ length: count }, (_, i) =>
      i + 1 < count
        ? `GET /${i + 1} HTTP/1.1\r\nHost: x\r\n\r\n`
        : `GET /${count} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    socket.write(requests.join(""));
  });
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe("pipelined requests", () => {
  it("are answered in order, each built once the reply before it went out", async () => {
    const { asked, release, port } = await gatedServer();
    const replies = pipeline(port, 3);
    await until(() => asked.length > 0);
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toEqual(["/1"]);
    release();
    const text = await replies;
    expect(asked).toEqual(["/1", "/2", "/3"]);
    expect([...text.matchAll(/reply to (\/\d+)/g)].map((m) => m[1])).toEqual(["/1", "/2", "/3"]);
  });

  it(`beyond ${PIPELINE_DEPTH} waiting, the last one waiting closes the connection and the rest are never built`, async () => {
    const { asked, release, port } = await gatedServer();
    release();
    const text = await pipeline(port, 20);
    const answered = Array.from({ length: PIPELINE_DEPTH + 1 }, (_, i) => `/${i + 1}`);
    expect(asked).toEqual(answered);
    expect([...text.matchAll(/reply to (\/\d+)/g)].map((m) => m[1])).toEqual(answered);
    const heads = text.split(/\r\n\r\nreply to \/\d+/).slice(0, -1);
    expect(heads.at(-1)).toMatch(/^connection: close$/im);
    expect(heads.slice(0, -1).join("")).not.toMatch(/^connection: close$/im);
  });
});

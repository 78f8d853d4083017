import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyOfDist, ensureBuild, serveCopy } from "../../support/builtSite.ts";
import { ROOT } from "../../support/content.ts";
import { content, FORM, getPageBody, STRIP_URL } from "../../support/testApp.ts";

/**
 * The deploy of README's "Deploying" section, word for word: dist/ alone copied to a folder outside the
 * repository (no content/, assets/, src/ or node_modules there), and `node dist/server/main.js` run in it.
 */
let dir = "";
beforeAll(async () => {
  await ensureBuild();
  dir = copyOfDist();
}, 600_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const module = content.strips.modules[0]!;
const stripBody = (page: number) => getPageBody({ moduleid: module.id, page });

/** A connection that sent a strip request's headers, with `Expect: 100-continue`, and was told to go on. */
async function requestInFlight(port: number): Promise<{ socket: Socket; reply: Promise<string> }> {
  const socket = connect(port, "127.0.0.1");
  let text = "";
  // The reply once it is whole (its length, or the last chunk, arrived) or the connection closed.
  const reply = new Promise<string>((resolve) => {
    socket.on("close", () => resolve(text));
    socket.on("data", (chunk) => {
      text += chunk.toString("latin1");
      const reply = text.slice(text.lastIndexOf("HTTP/1.1 "));
      const [head = "", body] = reply.split("\r\n\r\n", 2);
      const length = /\r\ncontent-length: (\d+)/i.exec(head)?.[1];
      if (body !== undefined && (length ? body.length >= Number(length) : body.endsWith("0\r\n\r\n")))
        resolve(text);
    });
  });
  socket.on("error", () => {});
  socket.write(
    `POST ${STRIP_URL} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${FORM}\r\n` +
      `Content-Length: ${stripBody(1).length}\r\nExpect: 100-continue\r\n\r\n`,
  );
  while (!text.includes("100 Continue")) await new Promise((resolve) => socket.once("data", resolve));
  return { socket, reply };
}

const refused = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
  });

describe("the built site copied alone to another folder", () => {
  it("serves the page, every strip page and every picture from dist/ alone", async () => {
    expect(path.relative(ROOT, dir).startsWith("..")).toBe(true);
    const server = await serveCopy(dir);
    const base = `http://127.0.0.1:${server.port}`;
    try {
      const page = await fetch(`${base}/`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(`<title>${content.site.title}</title>`);
      const pages = Math.ceil(module.items.length / module.itemsPerPage);
      for (let n = 1; n <= pages; n++) {
        const reply = await fetch(`${base}${STRIP_URL}`, {
          method: "POST",
          headers: { "content-type": FORM },
          body: stripBody(n),
        });
        const json = await reply.json();
        expect(json.status).toBe("success");
        const titles = module.items.slice((n - 1) * module.itemsPerPage, n * module.itemsPerPage);
        expect(json.payload.items.map((i: { title: string }) => i.title)).toEqual(titles.map((i) => i.title));
      }
      const pictures = [...new Set(html.match(/\/img\/[\w.-]+\.(?:avif|webp|jpg|png|svg)/g))];
      expect(pictures.length).toBeGreaterThan(10);
      for (const picture of pictures) {
        const reply = await fetch(`${base}${picture}`);
        expect(reply.status, picture).toBe(200);
        expect(reply.headers.get("content-type"), picture).toMatch(/^image\//);
        const bytes = Buffer.from(await reply.arrayBuffer());
        expect(bytes.equals(readFileSync(path.join(ROOT, "dist", "client", picture))), picture).toBe(true);
      }
    } finally {
      server.child.kill();
    }
  });

  it("on SIGTERM refuses new connections, finishes the request in flight with Connection: close, exits 0", async () => {
    // Idle kept-alive connections would hold a plain close() for this long: the stop must not wait on them.
    const server = await serveCopy(dir, { KEEP_ALIVE_TIMEOUT_MS: "600000", SHUTDOWN_TIMEOUT_MS: "600000" });
    const idle = connect(server.port, "127.0.0.1");
    idle.write("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await new Promise((resolve) => idle.once("data", resolve));
    const idleClosed = new Promise((resolve) => idle.on("close", resolve));
    const { socket, reply } = await requestInFlight(server.port);

    server.child.kill("SIGTERM");
    // The listening socket closes at once: from then on a new connection is refused.
    while ((await refused(server.port)) === "connected")
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await refused(server.port)).toBe("ECONNREFUSED");
    socket.write(stripBody(1));
    const text = await reply;
    expect(text).toMatch(/HTTP\/1\.1 200 OK/);
    expect(text).toMatch(/\r\nConnection: close\r\n/i);
    expect(text).toContain('"status":"success"');
    await idleClosed;
    expect(await server.exit).toBe(0);
  });

  it("cuts off what is still unfinished at the shutdown deadline and exits 0", async () => {
    const server = await serveCopy(dir, { SHUTDOWN_TIMEOUT_MS: "300", REQUEST_TIMEOUT_MS: "600000" });
    const { reply } = await requestInFlight(server.port);
    server.child.kill("SIGTERM");
    // The body never comes: the deadline closes the connection without a reply.
    expect(await reply).not.toMatch(/HTTP\/1\.1 200/);
    expect(await server.exit).toBe(0);
    expect(server.output()).toMatch(/deadline with requests unfinished/);
  });

  it("refuses to start, exit code 1, from a content snapshot the build did not write", async () => {
    const altered = copyOfDist();
    try {
      const file = path.join(altered, "dist", "server", "content.json");
      const snapshot = JSON.parse(readFileSync(file, "utf8"));
      snapshot.strips.modules[0].itemsPerPage = "four";
      writeFileSync(file, JSON.stringify(snapshot));
      const started = serveCopy(altered);
      await expect(started).rejects.toThrow(/content\.json is not a build's content snapshot/);
      await expect(started).rejects.toThrow(/exited \(1\)/);
    } finally {
      rmSync(altered, { recursive: true, force: true });
    }
  });
});

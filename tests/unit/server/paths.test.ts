import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRequestErrorReply } from "../../../src/server/app.ts";
import { loadAssets } from "../../../src/server/assets.ts";
import { createNodeServer } from "../../../src/server/node.ts";
import { listen, rawRequest } from "../../support/http.ts";
import { testApp } from "../../support/testApp.ts";

/**
 * Path safety (issue 9.2): a public build with traps in it (source maps, dotfiles, package files, a
 * content folder, symbolic links to a secret outside) and requests that try to reach past it.
 */
const root = mkdtempSync(path.join(tmpdir(), "grandtour-paths-"));
const client = path.join(root, "dist", "client");
const SECRET = "TOP-SECRET-OUTSIDE-THE-BUILD";

function file(rel: string, body: string) {
  mkdirSync(path.dirname(path.join(client, rel)), { recursive: true });
  writeFileSync(path.join(client, rel), body);
}

file("index.html", "<!doctype html><title>home</title>");
file("assets/app.1a2b3c4d.js", "console.log('app')");
file("assets/app.1a2b3c4d.js.map", '{"sources":["secret.ts"]}');
file("assets/app.1a2b3c4d.js.br", "compressed");
file(".env", `KEY=${SECRET}`);
file(".well-known/security.txt", SECRET);
file("assets/.hidden.js", SECRET);
file("package.json", `{"name":"${SECRET}"}`);
file("package-lock.json", `{"name":"${SECRET}"}`);
file("content/site.json", `{"name":"${SECRET}"}`);
file("img/photo-1a2b3c4d.webp", "webp");
writeFileSync(path.join(root, "secret.txt"), SECRET);
mkdirSync(path.join(root, "outside"));
writeFileSync(path.join(root, "outside", "data.json"), SECRET);
symlinkSync(path.join(root, "secret.txt"), path.join(client, "linked.txt"));
symlinkSync(path.join(root, "outside"), path.join(client, "linked-dir"));
symlinkSync("../../secret.txt", path.join(client, "assets", "relative.txt"));

const assets = loadAssets(client);
const app = testApp({ assets });
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  server = await listen(
    createNodeServer({ fetch: app.fetch, requestError: createRequestErrorReply({ analytics: false }) }),
  );
});
afterAll(() => {
  server.server.close();
  rmSync(root, { recursive: true, force: true });
});

const ATTACKS = [
  "/../secret.txt",
  "/../../secret.txt",
  "/%2e%2e/secret.txt",
  "/%2E%2E/%2E%2E/secret.txt",
  "/assets/%2e%2e/%2e%2e/secret.txt",
  "/%252e%252e/secret.txt",
  "/assets/%252e%252e%252fpackage.json",
  "/..%2fsecret.txt",
  "/..%2Fsecret.txt",
  "/%2e%2e%2f%2e%2e%2fsecret.txt",
  "/assets/..%5c..%5csecret.txt",
  "/..\\secret.txt",
  "/assets\\..\\package.json",
  "//etc/passwd",
  "/%2Fetc%2Fpasswd",
  "/etc/passwd",
  `/${root.slice(1)}/secret.txt`,
  `/%2F${encodeURIComponent(root.slice(1))}%2Fsecret.txt`,
  "/file:///etc/passwd",
  "/index.html%00.js",
  "/index.html%00",
  "/assets/app.1a2b3c4d.js%00.map",
  "/linked.txt",
  "/linked-dir/data.json",
  "/assets/relative.txt",
  "/assets/app.1a2b3c4d.js.map",
  "/assets/app.1a2b3c4d.js.br",
  "/.env",
  "/%2eenv",
  "/.well-known/security.txt",
  "/assets/.hidden.js",
  "/package.json",
  "/package-lock.json",
  "/content/site.json",
  "/%63ontent/site.json",
  "/dist/client/index.html",
  "/client/index.html",
  "/index.html/",
  "/./package.json",
];

function expectNothingServed(where: string, status: number, body: string) {
  expect([400, 404], where).toContain(status);
  expect(body, where).not.toContain(SECRET);
  let json: { status?: string; message?: string };
  try {
    json = JSON.parse(body);
  } catch {
    throw new Error(`${where}: ${status} reply is not JSON: ${JSON.stringify(body)}`);
  }
  expect(json.status, where).toBe("error");
  expect(json.message?.length, where).toBeGreaterThan(0);
}

describe("path safety", () => {
  it("loads only regular, public files of the build", () => {
    expect([...assets.keys()].sort()).toEqual([
      "/assets/app.1a2b3c4d.js",
      "/img/photo-1a2b3c4d.webp",
      "/index.html",
    ]);
  });

  it("serves the files of the build", async () => {
    expect((await app.request("/")).status).toBe(200);
    expect(await (await app.request("/assets/app.1a2b3c4d.js")).text()).toBe("console.log('app')");
  });

  it("serves nothing else through the app", async () => {
    for (const attack of ATTACKS) {
      for (const method of ["GET", "HEAD"]) {
        const response = await app.request(`http://localhost${attack}`, { method });
        if (method === "HEAD") expect([400, 404], attack).toContain(response.status);
        else expectNothingServed(attack, response.status, await response.text());
      }
    }
  });

  it("serves nothing else over a raw socket, where no client normalises the path", async () => {
    for (const attack of [
      ...ATTACKS,
      "\\..\\secret.txt",
      "..",
      "../secret.txt",
      "*",
      `http://localhost/../secret.txt`,
    ]) {
      const reply = await rawRequest(
        server.port,
        `GET ${attack} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      );
      expectNothingServed(attack, reply.status, reply.body.toString());
    }
  });

  it("refuses a NUL byte or a control character in the request line", async () => {
    for (const attack of ["/index.html\0.js", "/\0/secret.txt", "/index.html\t"]) {
      const reply = await rawRequest(
        server.port,
        `GET ${attack} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      ).catch((error: Error) => ({ status: 0, body: Buffer.from(error.message), headers: {} }));
      expect(reply.body.toString(), JSON.stringify(attack)).not.toContain(SECRET);
      expect(reply.status === 0 || reply.status === 400, JSON.stringify(attack)).toBe(true);
    }
  });
});

import { connect } from "node:net";
import { expect, test } from "@playwright/test";

const STRIP_URL = "/index.php?option=com_roksprocket&task=ajax&format=raw&ItemId=101";
const stripForm = (page: number) => ({
  model: "strips",
  model_action: "getPage",
  params: JSON.stringify({ moduleid: 101, page }),
});

/** Exact bytes to the server under test, with no client normalising the path on the way. */
function raw(baseURL: string, request: string): Promise<{ status: number; body: string }> {
  const { port, hostname } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error("no reply")));
    socket.on("data", (c) => chunks.push(c));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString();
      const split = text.indexOf("\r\n\r\n");
      resolve({ status: Number(text.split(" ")[1]), body: text.slice(split + 4) });
    });
    socket.write(request);
  });
}

test.describe("the server", () => {
  test("sends the page with security headers, compressed and revalidated", async ({ request }) => {
    const response = await request.get("/", { headers: { "accept-encoding": "br, gzip" } });
    expect(response.status()).toBe(200);
    const h = response.headers();
    expect(h["content-type"]).toBe("text/html; charset=utf-8");
    expect(h["content-encoding"]).toBe("br");
    expect(h["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const csp = h["content-security-policy"] ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"]).toContain("camera=()");
    expect(h["x-powered-by"]).toBeUndefined();
    expect(h["strict-transport-security"]).toBeUndefined();
  });

  test("sends hashed assets as immutable for a year", async ({ request, page }) => {
    await page.goto("/");
    const script = await page.locator("script[type='module']").getAttribute("src");
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const response = await request.get(script ?? "");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const etag = response.headers().etag ?? "";
    const again = await request.get(script ?? "", { headers: { "if-none-match": etag } });
    expect(again.status()).toBe(304);
  });

  test("serves nothing outside the public build", async ({ request }) => {
    for (const path of [
      "/../package.json",
      "/%2e%2e/package.json",
      "/..%2fcontent/site.json",
      "/content/site.json",
      "/package.json",
      "/dist/images.json",
      "/images.json",
      "/.git/config",
      "/assets/..%5c..%5cpackage.json",
      "/%2Fetc%2Fpasswd",
      "/img/%2e%2e/%2e%2e/package.json",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect((await response.json()).status, path).toBe("error");
    }
  });

  test("the Node entry point answers a repeated strip request identically, plain and compressed", async ({
    request,
  }) => {
    const replies = [];
    for (let i = 0; i < 3; i++) {
      const response = await request.post(STRIP_URL, { form: stripForm(2) });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-security-policy"]).toContain("script-src 'self'");
      replies.push(await response.text());
    }
    expect(new Set(replies).size).toBe(1);
    expect(JSON.parse(replies[0] ?? "").payload.page).toBe(2);
    const gzip = await request.post(STRIP_URL, {
      form: stripForm(2),
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
    expect(await gzip.text()).toBe(replies[0]);
    const bad = await request.post(STRIP_URL, { form: { ...stripForm(2), model: "users" } });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ status: "error", message: 'Unknown model: "users"' });
  });

  test("serves nothing outside the public build to a raw socket either", async ({ baseURL }) => {
    for (const path of [
      "/../package.json",
      "/%2e%2e/package.json",
      "/%252e%252e/package.json",
      "/..\\package.json",
      "\\..\\package.json",
      "//etc/passwd",
      "/%2Fetc%2Fpasswd",
      "http://localhost/../package.json",
      "/index.html%00.js",
      "/content/site.json",
      "/.git/config",
      "/assets/../../package.json",
      "*",
    ]) {
      const reply = await raw(
        baseURL ?? "",
        `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      );
      expect([400, 404], path).toContain(reply.status);
      expect(JSON.parse(reply.body).status, path).toBe("error");
      expect(reply.body, path).not.toContain('"name": "grandtour"');
    }
  });
});

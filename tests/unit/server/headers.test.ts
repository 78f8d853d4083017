import { describe, expect, it } from "vitest";
import type { AssetTable } from "../../../src/server/assets.ts";
import { FORM, getPageBody, STRIP_URL, testApp } from "../../support/testApp.ts";

/** Security headers (issue 9.3) on every kind of reply. */
const assets: AssetTable = new Map([
  [
    "/index.html",
    {
      body: new TextEncoder().encode("<!doctype html>"),
      type: "text/html; charset=utf-8",
      etag: '"x"',
      immutable: false,
    },
  ],
]);

function csp(response: Response): Map<string, string[]> {
  const header = response.headers.get("content-security-policy") ?? "";
  return new Map(
    header
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

const replies = (
  app: ReturnType<typeof testApp>,
  headers: Record<string, string> = {},
  base = "http://localhost",
) => ({
  page: () => app.request(`${base}/`, { headers }),
  strip: () =>
    app.request(`${base}${STRIP_URL}`, {
      method: "POST",
      headers: { ...headers, "content-type": FORM },
      body: getPageBody({ moduleid: 101, page: 1 }),
    }),
  "strip error": () => app.request(`${base}${STRIP_URL}`, { headers }),
  "not found": () => app.request(`${base}/nothing-here`, { headers }),
});

describe("security headers", () => {
  it("hold a strict CSP, nosniff, a referrer policy, a permissions policy and no X-Powered-By on every reply", async () => {
    for (const [kind, get] of Object.entries(replies(testApp({ assets })))) {
      const response = await get();
      const policy = csp(response);
      expect(policy.get("default-src"), kind).toEqual(["'self'"]);
      expect(policy.get("script-src"), kind).toEqual(["'self'"]);
      expect(response.headers.get("content-security-policy"), kind).not.toMatch(
        /unsafe-(inline|eval)|\*(?!\.)/,
      );
      expect(policy.get("object-src"), kind).toEqual(["'none'"]);
      expect(policy.get("base-uri"), kind).toEqual(["'self'"]);
      expect(policy.get("frame-ancestors"), kind).toEqual(["'none'"]);
      expect(policy.get("form-action"), kind).toEqual(["'self'"]);
      expect(policy.get("require-trusted-types-for"), kind).toEqual(["'script'"]);
      expect(policy.get("trusted-types"), kind).toEqual(["grandtour", "dompurify"]);
      expect(response.headers.get("x-content-type-options"), kind).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), kind).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-frame-options"), kind).toBe("DENY");
      const permissions = response.headers.get("permissions-policy") ?? "";
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "browsing-topics"]) {
        expect(permissions, kind).toContain(`${feature}=()`);
      }
      expect(response.headers.get("x-powered-by"), kind).toBeNull();
      expect(response.headers.get("strict-transport-security"), kind).toBeNull();
    }
  });

  it("with ?debug, allow inline styles and a default Trusted Types policy, and nothing more", async () => {
    const page = csp(await testApp({ assets }).request("/"));
    const debug = csp(await testApp({ assets }).request("/?debug"));
    expect(debug.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(debug.get("trusted-types")).toEqual(["grandtour", "dompurify", "default"]);
    expect(debug.get("require-trusted-types-for")).toEqual(["'script'"]);
    const unchanged = (directives: Map<string, string[]>) =>
      [...directives].filter(([name]) => name !== "style-src" && name !== "trusted-types");
    expect(unchanged(debug)).toEqual(unchanged(page));
  });

  it("allow Google's tag hosts only when an analytics id is set", async () => {
    const without = csp(await testApp({ assets }).request("/"));
    const withTag = csp(await testApp({ assets, analytics: true }).request("/"));
    expect(without.get("script-src")).toEqual(["'self'"]);
    expect(withTag.get("script-src")).toEqual(["'self'", "https://www.googletagmanager.com"]);
    expect(withTag.get("connect-src")).toContain("https://*.google-analytics.com");
    expect(withTag.get("script-src")?.join(" ")).not.toMatch(/unsafe/);
  });

  it("send HSTS over HTTPS only: a forwarded scheme counts only from a trusted proxy", async () => {
    const hsts = async (app: ReturnType<typeof testApp>, headers: Record<string, string>, base?: string) => {
      const values = new Set<string | null>();
      for (const get of Object.values(replies(app, headers, base))) {
        values.add((await get()).headers.get("strict-transport-security"));
      }
      return [...values];
    };
    const app = testApp({ assets });
    const trusting = testApp({ assets, trustProxy: true });
    expect(await hsts(app, {})).toEqual([null]);
    expect(await hsts(app, { "x-forwarded-proto": "https" })).toEqual([null]);
    expect(await hsts(app, {}, "https://localhost")).toEqual(["max-age=63072000; includeSubDomains"]);
    expect(await hsts(trusting, { "x-forwarded-proto": "https" })).toEqual([
      "max-age=63072000; includeSubDomains",
    ]);
    expect(await hsts(trusting, { "x-forwarded-proto": "http" }, "https://localhost")).toEqual([null]);
    expect(await hsts(trusting, { "x-forwarded-proto": "http" })).toEqual([null]);
  });
});

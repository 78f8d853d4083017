import { afterEach, describe, expect, it, vi } from "vitest";

type Rules = {
  createHTML(dirty: string, sanitize?: (dirty: string) => string): string;
  createScriptURL(url: string): string;
};

/** The module afresh (its policy is made once per page), under a stand-in trustedTypes when given. */
async function load(trustedTypes?: { createPolicy: (name: string, rules: Rules) => Rules }) {
  vi.resetModules();
  if (trustedTypes) vi.stubGlobal("trustedTypes", trustedTypes);
  return import("../../../src/platform/trustedTypes.ts");
}

const shout = (dirty: string) => dirty.toUpperCase();

describe("the page's Trusted Types policy", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("falls back to the sanitized string where the browser has no Trusted Types", async () => {
    const { trustedHtml } = await load();
    expect(trustedHtml("<b>x</b>", shout)).toBe("<B>X</B>");
  });

  it("is created once, under the name the CSP allows, and blesses markup only through a sanitizer", async () => {
    const createPolicy = vi.fn((_name: string, rules: Rules) => rules);
    const { trustedHtml, TRUSTED_TYPES_POLICY } = await load({ createPolicy });
    expect(trustedHtml("<b>x</b>", shout)).toBe("<B>X</B>");
    expect(trustedHtml("<i>y</i>", shout)).toBe("<I>Y</I>");
    expect(createPolicy).toHaveBeenCalledTimes(1);
    expect(createPolicy.mock.calls[0]?.[0]).toBe(TRUSTED_TYPES_POLICY);
    const rules = createPolicy.mock.calls[0]![1];
    expect(() => rules.createHTML("<img src=x onerror=alert(1)>")).toThrow(TypeError);
  });

  it("admits script URLs from this site and Google's tag host only", async () => {
    vi.stubGlobal("location", new URL("https://grandtour.example/"));
    const { trustedScriptUrl } = await load();
    expect(trustedScriptUrl("/assets/a.js")).toBe("/assets/a.js");
    const gtag = "https://www.googletagmanager.com/gtag/js?id=G-X";
    expect(trustedScriptUrl(gtag)).toBe(gtag);
    expect(() => trustedScriptUrl("https://evil.example/x.js")).toThrow(TypeError);
    expect(() => trustedScriptUrl("data:text/javascript,alert(1)")).toThrow(TypeError);
  });
});

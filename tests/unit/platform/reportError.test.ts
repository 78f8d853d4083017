import { describe, expect, it, vi } from "vitest";
import { errorInFileMessage, failedModuleUrl, loadGuarded } from "../../../src/platform/reportError.ts";

describe("errorInFileMessage", () => {
  it("says SPEC.md 8's line for an Error and for anything thrown", () => {
    expect(errorInFileMessage("src/a.ts", new Error("boom"))).toBe("Error in file: src/a.ts; Error: boom");
    expect(errorInFileMessage("src/a.ts", "text")).toBe("Error in file: src/a.ts; Error: text");
  });
});

describe("failedModuleUrl", () => {
  it("reads the URL from Chromium's and Firefox's messages, without the query", () => {
    const chromium = new TypeError(
      "Failed to fetch dynamically imported module: http://h/assets/Canvas-x1.js?retry=2",
    );
    expect(failedModuleUrl(chromium)).toBe("http://h/assets/Canvas-x1.js");
    expect(failedModuleUrl(new TypeError("error loading dynamically imported module: http://h/a.js"))).toBe(
      "http://h/a.js",
    );
  });
  it("gives nothing for other errors (Safari names no URL)", () => {
    expect(failedModuleUrl(new TypeError("Importing a module script failed."))).toBeUndefined();
    expect(failedModuleUrl(new Error("a widget threw"))).toBeUndefined();
  });
});

describe("loadGuarded", () => {
  it("logs a failure in SPEC.md 8's words and resolves to undefined", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(loadGuarded("src/w.ts", () => Promise.reject(new Error("threw")))).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith("Error in file: src/w.ts; Error: threw");
    log.mockRestore();
  });
  it("resolves to the module when it loads, and calls the loader again after a failure without a URL", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error("once")).mockResolvedValueOnce({ ok: 1 });
    expect(await loadGuarded("src/v.ts", load)).toBeUndefined();
    expect(await loadGuarded("src/v.ts", load)).toEqual({ ok: 1 });
    expect(load).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
});

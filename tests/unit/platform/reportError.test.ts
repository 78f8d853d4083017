import { describe, expect, it, vi } from "vitest";
import { errorInFileMessage, loadGuarded } from "../../../src/platform/reportError.ts";

describe("errorInFileMessage", () => {
  it("says behaviour.md 8's line for an Error and for anything thrown", () => {
    expect(errorInFileMessage("src/a.ts", new Error("boom"))).toBe("Error in file: src/a.ts; Error: boom");
    expect(errorInFileMessage("src/a.ts", "text")).toBe("Error in file: src/a.ts; Error: text");
  });
});

describe("loadGuarded", () => {
  it("logs a failure in behaviour.md 8's words and resolves to undefined", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(loadGuarded("src/w.ts", () => Promise.reject(new Error("threw")))).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith("Error in file: src/w.ts; Error: threw");
    log.mockRestore();
  });
  it("resolves to the module when it loads, and calls the same loader again after a failure", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error("once")).mockResolvedValueOnce({ ok: 1 });
    expect(await loadGuarded("src/v.ts", load)).toBeUndefined();
    expect(await loadGuarded("src/v.ts", load)).toEqual({ ok: 1 });
    expect(load).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
  it("with two tries fetches again through the same loader, so the module keeps the URL its importers name", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error("once")).mockResolvedValueOnce({ ok: 2 });
    expect(await loadGuarded("src/u.ts", load, 2)).toEqual({ ok: 2 });
    expect(load).toHaveBeenCalledTimes(2);
    expect(log.mock.calls).toEqual([["Error in file: src/u.ts; Error: once"]]);
    log.mockRestore();
  });
});

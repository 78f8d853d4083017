import { describe, expect, it } from "vitest";
import { deferred } from "../../../src/platform/deferred.ts";

describe("deferred", () => {
  it("settles its promise when its holder resolves it, with the first value only", async () => {
    const d = deferred<number>();
    let settled: number | undefined;
    void d.promise.then((v) => {
      settled = v;
    });
    await Promise.resolve();
    expect(settled).toBeUndefined();
    d.resolve(1);
    d.resolve(2);
    await expect(d.promise).resolves.toBe(1);
    expect(settled).toBe(1);
  });
});

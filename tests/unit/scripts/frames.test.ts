import { describe, expect, it } from "vitest";
import { intervalStats } from "../../../scripts/bench/frames.ts";

describe("the bench's frame statistics", () => {
  it("counts a frame missed for each refresh an interval skipped", () => {
    const at60 = [16.7, 16.6, 33.4, 16.7, 50.1, 16.6];
    expect(intervalStats(at60, 60)).toMatchObject({ missed: 3, longestMs: 50.1 });
    expect(intervalStats(at60, 60).meanMs).toBeCloseTo(150.1 / 6);
    // Uncapped, against 120 Hz: a 16.7 ms frame misses one refresh of 8.3 ms.
    expect(intervalStats([8, 8.4, 16.7], 120).missed).toBe(1);
  });

  it("takes the 95th percentile from the sorted intervals, and is all zero without frames", () => {
    const intervals = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(intervalStats(intervals).p95Ms).toBe(96);
    expect(intervalStats([])).toEqual({ longestMs: 0, meanMs: 0, p95Ms: 0, missed: 0 });
  });
});

import { describe, expect, it } from "vitest";
import { filmTimes } from "../../../src/debug/film.ts";

describe("filmTimes: a film's frames on its timeline", () => {
  it("one frame each 1/fps s from the start, the last one its end", () => {
    expect(filmTimes(0.1, 1, 30).map((t) => t.toFixed(4))).toEqual(["0.0000", "0.0333", "0.0667", "0.1000"]);
    const times = filmTimes(1.65, 1, 30);
    expect(times).toHaveLength(51);
    expect(times.at(-1)).toBe(1.65);
    expect(times.at(-2)).toBeCloseTo(49 / 30);
  });

  it("a length that is a whole number of frames ends on a frame, with none past it", () => {
    expect(filmTimes(1, 1, 30)).toHaveLength(31);
    expect(filmTimes(1, 1, 60)).toHaveLength(61);
  });

  it("films the speed it plays at: slow ¼× takes four times the frames over the same timeline", () => {
    const slow = filmTimes(1, 0.25, 30);
    expect(slow).toHaveLength(121);
    expect(slow[4]).toBeCloseTo(1 / 30);
    expect(slow.at(-1)).toBe(1);
  });
});

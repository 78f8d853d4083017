import { describe, expect, it } from "vitest";
import { findNames, findOne } from "../../../src/debug/animationSearch.ts";

const NAMES = ["crossfade", "slideLeft", "gl:directionalwipe", "gl:wipeLeft", "gl:windowslice"];

describe("the animation search's words", () => {
  it("find the name they spell, in any case, before any that contain them", () => {
    expect(findNames(NAMES, "SLIDELEFT")).toEqual(["slideLeft"]);
    expect(findNames([...NAMES, "gl:slideLeftmore"], "slideleft")).toEqual(["slideLeft"]);
  });
  it("else every name that contains them, and none for blank words", () => {
    expect(findNames(NAMES, " wipe ")).toEqual(["gl:directionalwipe", "gl:wipeLeft"]);
    expect(findNames(NAMES, "window")).toEqual(["gl:windowslice"]);
    expect(findNames(NAMES, "nothing")).toEqual([]);
    expect(findNames(NAMES, "  ")).toEqual([]);
  });
  it("find one name, or say why not: none, or several with the first few named", () => {
    expect(findOne(NAMES, "window")).toEqual({ name: "gl:windowslice" });
    expect(findOne(NAMES, "zzz")).toEqual({ note: 'No animation matches "zzz"' });
    expect(findOne(NAMES, "wipe")).toEqual({
      note: '2 animations match "wipe": gl:directionalwipe, gl:wipeLeft',
    });
    expect(findOne([...NAMES, "gl:edge"], "e")).toEqual({
      note: '6 animations match "e": crossfade, slideLeft, gl:directionalwipe, gl:wipeLeft, gl:windowslice, …',
    });
  });
});

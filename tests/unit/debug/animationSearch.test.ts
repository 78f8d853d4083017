import { describe, expect, it } from "vitest";
import { findNames } from "../../../src/debug/animationSearch.ts";

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
});

import { describe, expect, it } from "vitest";
import { createEmitter } from "../../../src/platform/emitter.ts";

describe("createEmitter", () => {
  it("delivers each event to the listeners of its type, until they unsubscribe", () => {
    const events = createEmitter<{ a: number; b: string }>();
    const seen: string[] = [];
    const off = events.on("a", (n) => seen.push(`a${n}`));
    events.on("b", (s) => seen.push(`b${s}`));
    events.emit("a", 1);
    events.emit("b", "x");
    off();
    events.emit("a", 2);
    expect(seen).toEqual(["a1", "bx"]);
  });

  it("lets a listener unsubscribe another mid-delivery without skipping it this time", () => {
    const events = createEmitter<{ a: undefined }>();
    const seen: number[] = [];
    let offSecond = () => {};
    events.on("a", () => {
      seen.push(1);
      offSecond();
    });
    offSecond = events.on("a", () => seen.push(2));
    events.emit("a", undefined);
    events.emit("a", undefined);
    expect(seen).toEqual([1, 2, 1]);
  });

  it("clear() removes every listener", () => {
    const events = createEmitter<{ a: number }>();
    let calls = 0;
    events.on("a", () => calls++);
    events.clear();
    events.emit("a", 1);
    expect(calls).toBe(0);
  });
});

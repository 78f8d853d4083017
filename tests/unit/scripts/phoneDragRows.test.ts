import { describe, expect, it } from "vitest";
import type { ProbedDrag } from "../../../scripts/bench/phoneDragProbe.ts";
import { phoneLag, phoneLags } from "../../../scripts/bench/phoneDragRows.ts";

const drag = (over: Partial<ProbedDrag>): ProbedDrag => ({ moves: [], frames: [], touchmoves: [], ...over });

describe("phone drag lags", () => {
  it("times each move from its event to the first WebGL draw after it", () => {
    const d = drag({
      moves: [
        { at: 100, gl: 130 },
        { at: 116, gl: 150 },
      ],
    });
    expect(phoneLags(d, "gl")).toEqual([30, 34]);
  });

  it("times a DOM move to the frame that shows its style write, not the write", () => {
    const d = drag({ moves: [{ at: 100, style: 105, styleFrame: 117 }] });
    expect(phoneLags(d, "style")).toEqual([17]);
  });

  it("draws a move the page never saw with the next move it saw, from the unseen move's own time", () => {
    const d = drag({
      moves: [
        { at: 100, gl: 120 },
        { at: 132, gl: 160 },
      ],
      made: [100, 116, 132],
    });
    expect(phoneLags(d, "gl")).toEqual([20, 44, 28]);
  });

  it("leaves out moves nothing drew", () => {
    expect(phoneLags(drag({ moves: [{ at: 100 }, { at: 116, gl: 140 }] }), "gl")).toEqual([24]);
  });

  it("counts the frames over 50 ms from the first move to the last move's draw, pooled over runs", () => {
    const run = drag({ moves: [{ at: 100, gl: 200 }], frames: [90, 107, 180, 197, 300, 400] });
    const lag = phoneLag([run, run], "gl");
    // 107 → 180 (73 ms) is over 50 ms; 197 → 300 begins before the draw at 200 and counts too.
    expect(lag.stalls).toBe(4);
    expect(lag.worstMs).toBe(103);
    expect(lag.p50).toBe(100);
  });
});

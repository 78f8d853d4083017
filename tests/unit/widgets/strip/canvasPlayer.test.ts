// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import type { SanitizedHtml } from "../../../../src/platform/trustedTypes.ts";
import type { GpuStage } from "../../../../src/widgets/strip/canvasPieces.ts";
import { resolveOptions } from "../../../../src/widgets/strip/options.ts";
import { describeChange } from "../../../../src/widgets/strip/pageChange.ts";
import type { StripPages } from "../../../../src/widgets/strip/pages.ts";

/** The halves' snapshots, made when the test says (`ready`): what the player waits for before a settle. */
const halves = {
  made: false,
  onReady: undefined as (() => void) | undefined,
  leaveReady: () => halves.made,
  enterReady: () => true,
  draw: () => {},
  rest: () => {},
  drop: () => {},
  ready() {
    halves.made = true;
    halves.onReady?.();
  },
};
vi.mock("../../../../src/widgets/strip/canvasHalves.ts", () => ({ canvasHalves: () => halves }));
const { createCanvasPlayer } = await import("../../../../src/widgets/strip/canvasPlayer.ts");

const frames = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the strip's GPU player", () => {
  it("a finger that catches a press's change before its snapshots are made keeps it where it holds it", async () => {
    const html = Promise.resolve("<li data-strips-item></li>" as unknown as SanitizedHtml);
    const parts = { html, direction: 1 as const, leaving: 4, dragged: false };
    const change = describeChange(parts, resolveOptions({ animation: "fadeDelay" }), 1);
    const play = createCanvasPlayer({} as GpuStage, {} as StripPages);
    const playing = play(change);
    await html;
    playing.settle(1, 1); // the press, its page here: waits for the old cards' snapshots
    playing.seek(0.3); // a finger takes hold of it first
    halves.ready();
    await frames(100);
    expect(playing.progress()).toBe(0.3);
    playing.finish();
  });
});

// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { useRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { createGpuSlot, type Playing } from "../../../../src/gpu/player.ts";
import type { StripPage } from "../../../../src/widgets/strip/client.ts";
import { createStripModel, type StripEvent } from "../../../../src/widgets/strip/model.ts";
import { resolveOptions } from "../../../../src/widgets/strip/options.ts";
import { createPageCache } from "../../../../src/widgets/strip/pageCache.ts";
import type { StripChange } from "../../../../src/widgets/strip/pageChange.ts";
import { type ChangeNow, usePageChanges } from "../../../../src/widgets/strip/usePageChanges.ts";
import { useStripDrag } from "../../../../src/widgets/strip/useStripDrag.ts";
import { replyHtml, stripDom } from "../../../support/stripDom.ts";

const html = replyHtml;
const WIDTH = 400;

/** The strip's drag and presses over a canvas player that records what it is told. */
function setUp() {
  const { container, pages } = stripDom();
  const slot = createGpuSlot<StripChange>();
  const played: { change: StripChange; seeks: number[]; settles: [0 | 1, number][]; finished: boolean }[] =
    [];
  slot.attach((change): Playing => {
    const record = { change, seeks: [] as number[], settles: [] as [0 | 1, number][], finished: false };
    played.push(record);
    let end = () => {};
    const done = new Promise<void>((resolve) => {
      end = resolve;
    });
    return {
      done,
      finish: () => {
        record.finished = true;
        end();
      },
      seek: (p) => record.seeks.push(p),
      settle: (to, speed) => {
        record.settles.push([to, speed]);
        end();
      },
    };
  });
  const model = createStripModel({ page: 1, pages: 3 });
  const events: StripEvent[] = [];
  model.on((e) => events.push(e));
  const cache = createPageCache(async (page): Promise<StripPage> => ({ html: html(page), page }), Date.now);
  const options = resolveOptions({ animation: "fadeDelay" });
  const autoplay = { hold: vi.fn(), release: vi.fn() };
  const stage = { current: { clientWidth: WIDTH } as HTMLElement };
  const { result } = renderHook(() => {
    const changing = useRef<ChangeNow | null>(null);
    const players = { slot, pages, container, changing };
    const go = usePageChanges(model, cache, options, players);
    return { go, ...useStripDrag(model, cache, options, { ...players, stage, autoplay }) };
  });
  return { drag: result.current.drag, go: result.current.go, model, events, played, autoplay };
}

/** The replies and the players' `done` settle. */
const replies = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));

describe("the strip following a drag", () => {
  it("plays the next page's change held, under the finger; a completed release changes the page", async () => {
    const { drag, model, events, played, autoplay } = setUp();
    expect(drag.start()).toBe(true);
    expect(autoplay.hold).toHaveBeenCalledOnce();
    drag.move(-100);
    expect(played[0]?.change).toMatchObject({ held: true, direction: 1, leaving: 4 });
    expect(played[0]?.seeks).toEqual([0.25]);
    expect(model.state()).toMatchObject({ page: 1, loading: true });
    await replies();
    // Its reply is here, but the page changes only when the finger lets the change complete.
    expect(model.state()).toMatchObject({ page: 1, loading: false });
    drag.move(-200);
    drag.end({ dx: -200, velocity: -1, completes: true });
    expect(autoplay.release).toHaveBeenCalledOnce();
    // No slower than the finger: 1 px/ms over 400 px is the change's 950 ms in 400 ms.
    expect(played[0]?.settles).toEqual([[1, 950 / WIDTH]]);
    expect(model.state()).toMatchObject({ page: 2, loading: false });
    expect(events.map((e) => e.type)).toEqual(["request", "receive", "change"]);
  });

  it("runs a slow short drag back at the change's own pace: the model is as it was", async () => {
    const { drag, model, events, played } = setUp();
    drag.start();
    drag.move(-40);
    await replies();
    drag.end({ dx: -40, velocity: -0.05, completes: false });
    expect(played[0]?.settles).toEqual([[0, 1]]);
    await replies();
    expect(model.state()).toEqual({ page: 1, pages: 3, loading: false });
    expect(events.some((e) => e.type === "change")).toBe(false);
  });

  it("back past its start ends the change at once and begins the previous page's", async () => {
    const { drag, model, played } = setUp();
    drag.start();
    drag.move(-30);
    drag.move(30);
    expect(played[0]?.finished).toBe(true);
    expect(played[1]?.change).toMatchObject({ held: true, direction: -1 });
    await replies();
    drag.end({ dx: 60, velocity: 0.5, completes: true });
    expect(model.state()).toMatchObject({ page: 3, loading: false });
  });

  it("ignores a press while the finger drives a change, and follows no drag while one plays", async () => {
    const { drag, go, model, played } = setUp();
    drag.start();
    drag.move(-100);
    await act(async () => await go?.(3));
    expect(drag.start()).toBe(false);
    expect(played).toHaveLength(1);
    expect(played[0]?.finished).toBe(false);
    drag.end({ dx: -100, velocity: 0, completes: true });
    await replies();
    expect(model.state()).toMatchObject({ page: 2 });
  });
});

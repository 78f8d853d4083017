import { act, renderHook } from "@testing-library/react";
import { vi } from "vitest";
import { createGpuSlot, type Playing } from "../../src/gpu/player.ts";
import type { StripPage } from "../../src/widgets/strip/client.ts";
import { createStripModel, type StripEvent } from "../../src/widgets/strip/model.ts";
import { resolveOptions } from "../../src/widgets/strip/options.ts";
import { createPageCache } from "../../src/widgets/strip/pageCache.ts";
import type { StripChange } from "../../src/widgets/strip/pageChange.ts";
import { usePageChanges } from "../../src/widgets/strip/usePageChanges.ts";
import { useStripDrag } from "../../src/widgets/strip/useStripDrag.ts";
import { replyHtml, stripDom } from "./stripDom.ts";

/** The stage's width in the strip's hook tests. */
export const WIDTH = 400;

/** What the canvas's player was given and told, for one change; `end()` lets it come to rest. */
export type Played = {
  change: StripChange;
  seeks: number[];
  settles: [0 | 1, number][];
  finished: boolean;
  end: () => void;
};

/**
 * A canvas player that records what it is told; `end()` or a finish brings the change to rest where it
 * was going (its last settle's end; its start if never let go).
 */
function recordingPlayer(played: Played[]) {
  return (change: StripChange): Playing => {
    let resolve = () => {};
    const done = new Promise<void>((r) => {
      resolve = r;
    });
    let at = 0;
    const end = () => {
      at = record.settles.at(-1)?.[0] ?? 0;
      resolve();
    };
    const record: Played = { change, seeks: [], settles: [], finished: false, end };
    played.push(record);
    return {
      done,
      seek: (p) => {
        at = p;
        record.seeks.push(p);
      },
      progress: () => at,
      settle: (to, pace) => void record.settles.push([to, pace]),
      finish: () => {
        record.finished = true;
        end();
      },
    };
  };
}

/** The strip's change pipeline and drag over a recording canvas player, a real model and page cache. */
export function stripChanges(
  fetchPage: (page: number) => Promise<StripPage> = async (page) => ({
    html: replyHtml(page),
    page,
  }),
) {
  const { element, container, pages } = stripDom();
  const slot = createGpuSlot<StripChange>();
  const played: Played[] = [];
  slot.attach(recordingPlayer(played));
  const model = createStripModel({ page: 1, pages: 3 });
  const events: StripEvent[] = [];
  model.on((e) => events.push(e));
  const cache = createPageCache(fetchPage, Date.now);
  const options = resolveOptions({ animation: "fadeDelay" });
  const autoplay = { pause: vi.fn(), resume: vi.fn() };
  const stage = { current: { clientWidth: WIDTH } as HTMLElement };
  const { result } = renderHook(() => {
    const changes = usePageChanges(model, cache, () => options, { slot, pages, container });
    return { changes, ...useStripDrag(model, cache, { changes, stage, pages, autoplay }) };
  });
  const { drag, changes } = result.current;
  return { drag, go: changes.go, changes, model, events, played, autoplay, element, pages };
}

/** The replies and the players' `done` settle. */
export const replies = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));

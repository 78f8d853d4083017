// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createGpuSlot, type Playing } from "../../../../src/gpu/player.ts";
import type { StripPage } from "../../../../src/widgets/strip/client.ts";
import { createStripModel } from "../../../../src/widgets/strip/model.ts";
import { resolveOptions } from "../../../../src/widgets/strip/options.ts";
import { createPageCache } from "../../../../src/widgets/strip/pageCache.ts";
import type { PageChange } from "../../../../src/widgets/strip/pageChange.ts";
import { createStripPages } from "../../../../src/widgets/strip/pages.ts";
import { usePageChanges } from "../../../../src/widgets/strip/usePageChanges.ts";
import { replyHtml, stripDom } from "../../../support/stripDom.ts";

const html = replyHtml;

function setUp(fetchPage: (page: number) => Promise<StripPage>) {
  const { element, container, pages } = stripDom();
  const slot = createGpuSlot<PageChange>();
  // The canvas's player, held open until the test ends it.
  const played: { change: PageChange; finish: () => void }[] = [];
  slot.attach((change): Playing => {
    let finish = () => {};
    const done = new Promise<void>((resolve) => {
      finish = () => {
        pages.show(change.html);
        resolve();
      };
    });
    played.push({ change, finish });
    return { done, finish: () => finish() };
  });
  const model = createStripModel({ page: 1, pages: 3 });
  const cache = createPageCache(fetchPage, Date.now);
  const options = resolveOptions({ animation: "slide" });
  const { result } = renderHook(() => usePageChanges(model, cache, options, { slot, pages, container }));
  return { go: result.current, model, played, element, pages };
}

describe("the strip's page changes", () => {
  it("plays the arrived page as data on the canvas: its html, its direction, the cards that leave", async () => {
    const { go, model, played, pages } = setUp(async (page) => ({ html: html(page), page }));
    let going: Promise<void> | undefined;
    await act(async () => {
      going = go?.("previous");
      await vi.waitFor(() => expect(played).toHaveLength(1));
    });
    expect(played[0]?.change).toMatchObject({ html: html(3), direction: -1, leaving: 4 });
    expect(played[0]?.change.play.name).toBe("slide");
    expect(model.state()).toMatchObject({ page: 3, loading: false });
    played[0]?.finish();
    await going;
    expect(pages.list()?.textContent).toBe("page 3");
  });

  it("ends the change playing at once when a press comes, then plays the next", async () => {
    const { go, played, pages } = setUp(async (page) => ({ html: html(page), page }));
    await act(async () => {
      void go?.("next");
      await vi.waitFor(() => expect(played).toHaveLength(1));
      void go?.("next");
      await vi.waitFor(() => expect(played).toHaveLength(2));
    });
    expect(pages.list()?.textContent).toBe("page 2");
    expect(played[1]?.change).toMatchObject({ html: html(3), direction: 1, leaving: 1 });
  });

  it("stays on its page after a failure, tells the strip with an error event, and raises it", async () => {
    const { go, model, played, element } = setUp(() => Promise.reject(new Error("Strip request failed")));
    const heard = vi.fn();
    element?.addEventListener("error", heard);
    await expect(go?.(2)).rejects.toThrow("Strip request failed");
    expect(heard).toHaveBeenCalledOnce();
    expect(model.state()).toMatchObject({ page: 1, loading: false });
    expect(played).toHaveLength(0);
  });

  it("cannot page before the model is made", () => {
    const { result } = renderHook(() =>
      usePageChanges(
        undefined,
        createPageCache(() => Promise.reject(), Date.now),
        resolveOptions(),
        {
          slot: createGpuSlot(),
          pages: createStripPages({
            container: () => null,
            grow: () => {},
            view: () => ({ wide: true, reduced: false }),
          }),
          container: { current: null },
        },
      ),
    );
    expect(result.current).toBeUndefined();
  });
});

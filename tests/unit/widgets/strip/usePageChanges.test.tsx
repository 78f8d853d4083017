// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createGpuSlot } from "../../../../src/gpu/player.ts";
import { resolveOptions } from "../../../../src/widgets/strip/options.ts";
import { createPageCache } from "../../../../src/widgets/strip/pageCache.ts";
import { createStripPages } from "../../../../src/widgets/strip/pages.ts";
import { usePageChanges } from "../../../../src/widgets/strip/usePageChanges.ts";
import { replies, stripChanges } from "../../../support/stripChanges.ts";
import { replyHtml } from "../../../support/stripDom.ts";

describe("the strip's page changes, pressed", () => {
  it("begins the change as it is asked for, and lets it go to its end once its page is here", async () => {
    let reply = (_: { html: ReturnType<typeof replyHtml>; page: number }) => {};
    const { go, model, played } = stripChanges(
      (page) => new Promise((r) => (reply = () => r({ html: replyHtml(page), page }))),
    );
    let going: Promise<void> | undefined;
    await act(async () => {
      going = go?.("previous");
    });
    expect(played[0]?.change).toMatchObject({ direction: -1, leaving: 4, dragged: false });
    expect(played[0]?.change.play.name).toBe("fadeDelay");
    // Standing at its start while its page is on its way, as the strip says it is loading.
    expect(played[0]?.settles).toEqual([]);
    expect(model.state()).toMatchObject({ page: 1, loading: true });
    reply({ html: replyHtml(3), page: 3 });
    await replies();
    expect(await played[0]?.change.html).toBe(replyHtml(3));
    expect(played[0]?.settles).toEqual([[1, 1]]);
    expect(model.state()).toMatchObject({ page: 3, loading: false });
    played[0]?.end();
    await going;
  });

  it("ends the change playing at once when a press comes, then plays the next", async () => {
    const { go, played } = stripChanges();
    await act(async () => {
      void go?.("next");
      await vi.waitFor(() => expect(played[0]?.settles).toHaveLength(1));
      void go?.("next");
      await vi.waitFor(() => expect(played).toHaveLength(2));
    });
    expect(played[0]?.finished).toBe(true);
    expect(played[1]?.change).toMatchObject({ direction: 1, dragged: false });
    expect(await played[1]?.change.html).toBe(replyHtml(3));
  });

  it("does nothing while a press's page is on its way", async () => {
    const { go, played } = stripChanges(() => new Promise(() => {}));
    await act(async () => {
      void go?.("next");
      await go?.("next");
    });
    expect(played).toHaveLength(1);
    expect(played[0]?.finished).toBe(false);
  });

  it("stays on its page after a failure, tells the strip with an error event, and raises it", async () => {
    const { go, model, played, element } = stripChanges(() =>
      Promise.reject(new Error("Strip request failed")),
    );
    const heard = vi.fn();
    element?.addEventListener("error", heard);
    await expect(go?.(2)).rejects.toThrow("Strip request failed");
    expect(heard).toHaveBeenCalledOnce();
    expect(model.state()).toMatchObject({ page: 1, loading: false });
    // Never let go: it ends where it stood, at its start.
    expect(played[0]).toMatchObject({ finished: true, settles: [] });
  });

  it("cannot page before the model is made", () => {
    const pages = createStripPages({
      container: () => null,
      grow: () => {},
      view: () => ({ wide: true, reduced: false }),
    });
    const cache = createPageCache(() => Promise.reject(), Date.now);
    const { result } = renderHook(() =>
      usePageChanges(undefined, cache, () => resolveOptions(), {
        slot: createGpuSlot(),
        pages,
        container: { current: null },
      }),
    );
    expect(result.current.go).toBeUndefined();
  });
});

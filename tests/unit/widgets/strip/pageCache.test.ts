import { describe, expect, it } from "vitest";
import type { StripPage } from "../../../../src/widgets/strip/client.ts";
import { createPageCache, PAGE_MAX_AGE_MS } from "../../../../src/widgets/strip/pageCache.ts";

/** A fetch whose replies the test settles by hand, and the pages it was asked for. */
function server() {
  const asked: number[] = [];
  const pending = new Map<number, { resolve: (p: StripPage) => void; reject: (e: Error) => void }>();
  const fetchPage = (page: number) => {
    asked.push(page);
    return new Promise<StripPage>((resolve, reject) => pending.set(page, { resolve, reject }));
  };
  const answer = (page: number) => pending.get(page)!.resolve({ html: `<li>${page}</li>`, page });
  const fail = (page: number) => pending.get(page)!.reject(new Error(`page ${page} failed`));
  return { asked, fetchPage, answer, fail };
}

describe("strip page cache", () => {
  it("gives a press its prefetched page without asking again", async () => {
    const s = server();
    const cache = createPageCache(s.fetchPage, () => 0);
    const prefetched = cache.prefetch(2);
    s.answer(2);
    await prefetched;
    await expect(cache.take(2)).resolves.toEqual({ html: "<li>2</li>", page: 2 });
    expect(s.asked).toEqual([2]);
  });

  it("lets a press join a prefetch on its way, so a page is never asked for twice at once", async () => {
    const s = server();
    const cache = createPageCache(s.fetchPage, () => 0);
    void cache.prefetch(3);
    const taken = cache.take(3);
    void cache.prefetch(3);
    s.answer(3);
    await expect(taken).resolves.toMatchObject({ page: 3 });
    expect(s.asked).toEqual([3]);
  });

  it("gives a press that joined a failing prefetch that failure, and asks afresh next time", async () => {
    const s = server();
    const cache = createPageCache(s.fetchPage, () => 0);
    const prefetched = cache.prefetch(2);
    const taken = cache.take(2);
    s.fail(2);
    await expect(prefetched).resolves.toBeUndefined();
    await expect(taken).rejects.toThrow("page 2 failed");
    expect(cache.has(2)).toBe(false);
    const again = cache.take(2);
    s.answer(2);
    await expect(again).resolves.toMatchObject({ page: 2 });
    expect(s.asked).toEqual([2, 2]);
  });

  it("forgets a failed prefetch without a word", async () => {
    const s = server();
    const cache = createPageCache(s.fetchPage, () => 0);
    const prefetched = cache.prefetch(2);
    s.fail(2);
    await expect(prefetched).resolves.toBeUndefined();
    expect(cache.has(2)).toBe(false);
  });

  it("asks the server again for a page older than its maximum age", async () => {
    const s = server();
    let now = 0;
    const cache = createPageCache(s.fetchPage, () => now);
    const first = cache.prefetch(2);
    s.answer(2);
    await first;
    now = PAGE_MAX_AGE_MS;
    expect(cache.has(2)).toBe(true);
    now = PAGE_MAX_AGE_MS + 1;
    expect(cache.has(2)).toBe(false);
    const taken = cache.take(2);
    s.answer(2);
    await taken;
    expect(s.asked).toEqual([2, 2]);
  });
});

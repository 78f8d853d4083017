import { useEffect } from "react";
import { idleQueue } from "../../platform/idle.ts";
import { prefetchOrder, type StripState } from "./model.ts";
import type { PageCache } from "./pageCache.ts";

/** Whether the visitor asked to save data (Chromium's Network Information API). */
const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Fetches the other pages one by one, each when the browser is idle after the page has loaded, so a
 * press shows its page without waiting for the server. Starts again from each new page; only the
 * replies are fetched: their pictures load when their page is asked for.
 */
export function usePrefetch(cache: PageCache, { page, pages, loading }: StripState, enabled: boolean) {
  useEffect(() => {
    if (!enabled || loading || pages < 2 || savesData()) return;
    const queue = prefetchOrder(page, pages).filter((p) => !cache.has(p));
    return idleQueue(queue, (target) => cache.prefetch(target));
  }, [cache, page, pages, loading, enabled]);
}

/**
 * Asks for the pages a drag could turn to, where not fresh or on their way: the next, then (once it has
 * its reply, one request at a time) the previous.
 */
export function prefetchNeighbours(cache: PageCache, { page, pages }: Pick<StripState, "page" | "pages">) {
  const [next, previous] = prefetchOrder(page, pages);
  if (next === undefined) return;
  void cache.prefetch(next).then(() => (previous === undefined ? undefined : cache.prefetch(previous)));
}

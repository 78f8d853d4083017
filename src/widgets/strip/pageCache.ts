import type { StripPage } from "./client.ts";

/** How long a prefetched page is shown without asking the server again. */
export const PAGE_MAX_AGE_MS = 5 * 60_000;

type Entry = { reply: Promise<StripPage>; at: number };

/**
 * The strip's pages fetched ahead of a press. A press takes a fresh prefetched page at once, or joins
 * its request while it runs, so a page is never asked for twice at the same time. A failed prefetch is
 * forgotten without a word: the press asks again and reports its own failure (behaviour.md 8). Pure of the
 * DOM: the fetch and the clock are passed in.
 */
export function createPageCache(fetchPage: (page: number) => Promise<StripPage>, now: () => number) {
  const entries = new Map<number, Entry>();
  const fresh = (page: number) => {
    const entry = entries.get(page);
    if (entry && now() - entry.at <= PAGE_MAX_AGE_MS) return entry;
    entries.delete(page);
    return undefined;
  };
  const start = (page: number) => {
    const entry: Entry = { reply: fetchPage(page), at: now() };
    entries.set(page, entry);
    entry.reply.catch(() => {
      if (entries.get(page) === entry) entries.delete(page);
    });
    return entry;
  };

  return {
    /** Fetches `page` unless it is fresh or on its way; settles when it is, never rejects. */
    async prefetch(page: number): Promise<void> {
      await (fresh(page) ?? start(page)).reply.catch(() => undefined);
    },
    /** The page for a press: prefetched, on its way, or asked for now. */
    take(page: number): Promise<StripPage> {
      return (fresh(page) ?? start(page)).reply;
    },
    /** Whether `page` is held fresh or on its way. */
    has: (page: number) => fresh(page) !== undefined,
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

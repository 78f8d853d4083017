import { act } from "@testing-library/react";
import { vi } from "vitest";

/**
 * A window `width` wide for happy-dom: matchMedia answers width queries in range syntax (`width < 48em`,
 * `width >= 768px`: src/ writes no other, tests/unit/app/widthQueries.test.ts), in px or in em of the
 * default 16 px text (nothing else matches), and tells their listeners when the returned `resize` changes
 * the width; innerWidth follows.
 * The stubs are undone after each test (support/dom.ts).
 */
export function windowOf(width: number) {
  const queries: { media: string; matches: boolean; listeners: Set<() => void> }[] = [];
  const evaluate = (media: string) => {
    const bound = /width\s*(<=?|>=?)\s*([\d.]+)(px|em)/.exec(media);
    if (!bound) return false;
    const [, op, n, unit] = bound;
    const px = Number(n) * (unit === "em" ? 16 : 1);
    return { "<": width < px, "<=": width <= px, ">": width > px, ">=": width >= px }[op as "<"];
  };
  const matchMedia = (media: string) => {
    const listeners = new Set<() => void>();
    const query = { media, matches: evaluate(media), listeners };
    queries.push(query);
    return {
      get matches() {
        return query.matches;
      },
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    };
  };
  vi.stubGlobal("matchMedia", matchMedia);
  vi.stubGlobal("innerWidth", width);
  return (to: number) =>
    act(() => {
      width = to;
      vi.stubGlobal("innerWidth", to);
      for (const q of queries) {
        const was = q.matches;
        q.matches = evaluate(q.media);
        if (was !== q.matches) for (const l of q.listeners) l();
      }
    });
}

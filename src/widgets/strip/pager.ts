import type { StripTarget } from "./model.ts";

type Autoplay = { paused: boolean; toggle: () => void };

/**
 * The pager's props: previous, a button per page (the shown one current), next and, where the strip
 * turns by itself and script runs, the autoplay toggle. Before the model is made, presses do nothing.
 */
export function pagerProps(
  { page, pages }: { page: number; pages: number },
  go: ((target: StripTarget) => Promise<void>) | undefined,
  autoplay: Autoplay | undefined,
) {
  const press = (target: StripTarget) => () => go?.(target);
  return {
    previousProps: { onClick: press("previous") },
    pageButtons: Array.from({ length: pages }, (_, i) => {
      const n = i + 1;
      return {
        n,
        current: n === page,
        props: {
          "data-strips-page": n,
          "aria-current": n === page ? ("page" as const) : undefined,
          "aria-label": `Page ${n}`,
          onClick: press(n),
        },
      };
    }),
    nextProps: { onClick: press("next") },
    autoplay: autoplay && {
      paused: autoplay.paused,
      props: { "aria-pressed": autoplay.paused, onClick: autoplay.toggle },
    },
  };
}

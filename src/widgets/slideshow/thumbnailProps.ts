import type { RefObject } from "react";

type Scroller = {
  listRef: RefObject<HTMLUListElement | null>;
  scrollBy: (direction: -1 | 1) => void;
  /** Whether the list is scrolled to its start, and to its end: that arrow has nowhere to go. */
  ends: { start: boolean; end: boolean };
};

/** The thumbnail scroller's props: its two arrows, each disabled at its end, and a button per slide. */
export function thumbnailProps(index: number, scroller: Scroller, goTo: (index: number) => void) {
  return {
    backProps: { disabled: scroller.ends.start, onClick: () => scroller.scrollBy(-1) },
    onProps: { disabled: scroller.ends.end, onClick: () => scroller.scrollBy(1) },
    listProps: { ref: scroller.listRef },
    thumbProps: (i: number) => ({
      "aria-current": i === index ? ("true" as const) : undefined,
      onClick: () => goTo(i),
    }),
  };
}

export type ThumbnailProps = ReturnType<typeof thumbnailProps>;

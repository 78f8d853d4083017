import type { PlayedChange, Zoom } from "./types.ts";

type Shown = {
  /** The settled slide: the one marked, exposed and announced. */
  index: number;
  change?: PlayedChange;
  count: number;
  /** The slides whose picture could not be loaded (useBrokenSlides.ts). */
  broken: ReadonlySet<number>;
  /** The other slides' pictures may load (after load and idle, or once a visitor is here). */
  loaded: boolean;
  /** Autoplay runs: the captions are then not a live region (WAI-ARIA carousel pattern). */
  playing: boolean;
};

/**
 * Each slide's and each caption's props. A dragged change draws its slide as the current layer, but
 * `index` stays the settled one until it completes; for a pressed change the two are the same. Its
 * caption is drawn but not announced until then. During a change the leaving slide and caption are
 * the previous layer, fading out under the new one.
 */
export function slideProps({ index, change, count, broken, loaded, playing }: Shown) {
  const incoming = change?.to ?? index;
  const layer = (i: number) => (i === incoming ? " is-current" : i === change?.from ? " is-previous" : "");
  const shown = (i: number) => i === index || i === change?.from || i === incoming;
  return {
    slide: (i: number) => ({
      props: {
        className: `slideshow__slide${layer(i)}`,
        "aria-label": `${i + 1} of ${count}`,
        "aria-hidden": i === index ? undefined : true,
        "data-slide": i,
        "data-broken": broken.has(i) || undefined,
      },
      /** The first slide's picture is in the server's HTML; the others come once `loaded`. */
      pictured: i === 0 || loaded,
      broken: broken.has(i),
    }),
    captionsProps: { "aria-live": playing ? ("off" as const) : ("polite" as const) },
    captionProps: (i: number) => ({
      className: `slideshow__caption${layer(i)}`,
      hidden: !shown(i),
      "aria-hidden": i === incoming && incoming !== index ? true : undefined,
    }),
  };
}

/** The slides' layer, magnified about the zoom's origin while zoomed. */
export const zoomStyle = (zoom: Zoom) =>
  zoom.scale > 1
    ? { transform: `scale(${zoom.scale})`, transformOrigin: `${zoom.x}px ${zoom.y}px` }
    : undefined;

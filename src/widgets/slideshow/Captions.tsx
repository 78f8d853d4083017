import type { Gallery } from "../../content/schema.ts";

type Props = {
  slides: Gallery["slides"];
  /** Each caption's layer class (" is-current", " is-previous" or none) and whether it shows. */
  layer: (i: number) => string;
  shown: (i: number) => boolean;
  /** The caption of a dragged change's slide: drawn, but not announced until the change completes. */
  unannounced: number | undefined;
  /** A polite live region, unless autoplay runs (WAI-ARIA carousel pattern). */
  live: boolean;
};

/** The slides' captions, one over the other: during a change the leaving one fades out as the new one fades in. */
export function Captions({ slides, layer, shown, unannounced, live }: Props) {
  return (
    <div className="slideshow__captions" aria-live={live ? "polite" : "off"}>
      {slides.map((slide, i) => (
        <div
          key={slide.image}
          className={`slideshow__caption${layer(i)}`}
          hidden={!shown(i)}
          aria-hidden={i === unannounced ? true : undefined}
        >
          <p className="slideshow__title">{slide.title}</p>
          <p>{slide.caption}</p>
        </div>
      ))}
    </div>
  );
}

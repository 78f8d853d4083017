import type { RefObject } from "react";
import type { ImageManifest } from "../../content/images.ts";
import { Picture } from "../../content/Picture.tsx";
import type { Gallery } from "../../content/schema.ts";

type Props = {
  slides: Gallery["slides"];
  images: ImageManifest;
  index: number;
  listRef: RefObject<HTMLUListElement | null>;
  /** Whether the list is scrolled to its start, and to its end: that arrow has nowhere to go. */
  ends: { start: boolean; end: boolean };
  scroll: (direction: -1 | 1) => void;
  goTo: (index: number) => void;
};

/** The thumbnail scroller: a button per slide between two arrows, each disabled at its end. */
export function Thumbnails({ slides, images, index, listRef, ends, scroll, goTo }: Props) {
  return (
    <div className="slideshow__thumbs">
      <button
        type="button"
        className="slideshow__scroll"
        aria-label="Scroll thumbnails left"
        disabled={ends.start}
        onClick={() => scroll(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul ref={listRef} className="slideshow__thumb-list">
        {slides.map((slide, i) => {
          const image = images[slide.image];
          return (
            <li key={slide.image}>
              <button
                type="button"
                className="slideshow__thumb"
                aria-label={`Slide ${i + 1}: ${slide.title}`}
                aria-current={i === index ? "true" : undefined}
                onClick={() => goTo(i)}
              >
                {image && <Picture image={image} alt="" sizes="160px" thumb />}
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="slideshow__scroll"
        aria-label="Scroll thumbnails right"
        disabled={ends.end}
        onClick={() => scroll(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}

import type { ImageManifest } from "../../content/images.ts";
import { Picture } from "../../content/Picture.tsx";
import type { Gallery } from "../../content/schema.ts";
import type { ThumbnailProps } from "./thumbnailProps.ts";

type Props = ThumbnailProps & { slides: Gallery["slides"]; images: ImageManifest };

/** The thumbnail scroller: a button per slide between two arrows, each disabled at its end. */
export function Thumbnails({ slides, images, backProps, onProps, listProps, thumbProps }: Props) {
  return (
    <div className="slideshow__thumbs">
      <button type="button" className="slideshow__scroll" aria-label="Scroll thumbnails left" {...backProps}>
        <span aria-hidden="true">‹</span>
      </button>
      <ul className="slideshow__thumb-list" {...listProps}>
        {slides.map((slide, i) => {
          const image = images[slide.image];
          return (
            <li key={slide.image}>
              <button
                type="button"
                className="slideshow__thumb"
                aria-label={`Slide ${i + 1}: ${slide.title}`}
                {...thumbProps(i)}
              >
                {image && <Picture image={image} alt="" sizes="160px" thumb />}
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="slideshow__scroll" aria-label="Scroll thumbnails right" {...onProps}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}

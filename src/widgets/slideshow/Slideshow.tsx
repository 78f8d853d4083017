import "./slideshow.css";
import type { ImageManifest } from "../../content/images.ts";
import { Picture } from "../../content/Picture.tsx";
import type { Gallery } from "../../content/schema.ts";
import { Captions } from "./Captions.tsx";
import { Thumbnails } from "./Thumbnails.tsx";
import { useSlideshow } from "./useSlideshow.ts";

const SIZES = "(min-width: 1248px) 1200px, 100vw";

/**
 * The gallery slideshow as the WAI-ARIA carousel pattern. The first slide is a plain image in the
 * prerendered HTML (the page's largest paint); after the load event the other slides arrive, and where
 * WebGL works a GPU canvas takes over drawing the transitions. Without it the DOM draws the crossfade
 * and the slide family itself, and crossfades the transitions only a canvas can cut into pieces.
 */
export function Slideshow({ gallery, images }: { gallery: Gallery; images: ImageManifest }) {
  const slides = gallery.slides.filter((s) => images[s.image]);
  const s = useSlideshow(slides.length, gallery.settings);
  if (slides.length === 0) return null;

  return (
    <section
      className="slideshow"
      aria-roledescription="carousel"
      aria-label={gallery.label}
      {...s.regionProps}
    >
      <div {...s.stageProps}>
        <div className="slideshow__slides" {...s.slidesProps}>
          {slides.map((slide, i) => {
            const image = images[slide.image];
            const { props, pictured, broken } = s.slide(i);
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group
              <div key={slide.image} role="group" aria-roledescription="slide" {...props}>
                {image && pictured && (
                  <Picture
                    image={image}
                    alt={slide.alt ?? slide.title}
                    sizes={SIZES}
                    priority={i === 0}
                    className="slideshow__image"
                  />
                )}
                {broken && (
                  <p className="slideshow__unavailable">
                    <span className="slideshow__title">{slide.title}</span>
                    The picture could not be loaded.
                  </p>
                )}
              </div>
            );
          })}
        </div>
        {s.canvas && <s.canvas.Canvas {...s.canvas.props} />}
        {s.arrows && (
          <>
            <button
              type="button"
              className="slideshow__arrow slideshow__arrow--prev"
              aria-label="Previous slide"
              {...s.arrows.previousProps}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="slideshow__arrow slideshow__arrow--next"
              aria-label="Next slide"
              {...s.arrows.nextProps}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
        {s.zoomButton && (
          <button type="button" className="slideshow__zoom" {...s.zoomButton.props}>
            {s.zoomButton.label}
          </button>
        )}
      </div>
      {s.autoplay && (
        <div className="slideshow__autoplay">
          <button type="button" className="slideshow__play" {...s.autoplay.playProps}>
            {s.autoplay.playing ? "Pause slideshow" : "Play slideshow"}
          </button>
          <div className="slideshow__progress" aria-hidden="true" {...s.autoplay.barProps} />
        </div>
      )}
      <Captions slides={slides} captionsProps={s.captionsProps} captionProps={s.captionProps} />
      {s.thumbnails && <Thumbnails slides={slides} images={images} {...s.thumbnails} />}
    </section>
  );
}

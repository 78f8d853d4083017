import "./slideshow.css";
import type { ImageManifest } from "../../content/images.ts";
import { Picture } from "../../content/Picture.tsx";
import type { Gallery } from "../../content/schema.ts";
import { Captions } from "./Captions.tsx";
import { Thumbnails } from "./Thumbnails.tsx";
import { useBrokenSlides } from "./useBrokenSlides.ts";
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
  const broken = useBrokenSlides(s.stageRef);
  const { index, change, actions } = s;
  const count = slides.length;
  if (count === 0) return null;
  // A dragged change draws its slide as the current layer, but `index` (the slide marked, exposed and
  // announced) stays the settled one until it completes; for a pressed change the two are the same.
  const incoming = change?.to ?? index;
  const shown = (i: number) => i === index || i === change?.from || i === incoming;
  const layer = (i: number) => (i === incoming ? " is-current" : i === change?.from ? " is-previous" : "");
  const zoomed = s.zoom.scale > 1;

  return (
    <section
      className="slideshow"
      aria-roledescription="carousel"
      aria-label={gallery.label}
      data-state={change || s.waiting ? "running" : "idle"}
      data-animation={change?.animation}
      {...s.rendererProps}
      {...s.regionProps}
    >
      <div
        className={zoomed ? "slideshow__stage slideshow__stage--zoomed" : "slideshow__stage"}
        ref={s.stageRef}
      >
        <div
          className="slideshow__slides"
          style={
            zoomed
              ? { transform: `scale(${s.zoom.scale})`, transformOrigin: `${s.zoom.x}px ${s.zoom.y}px` }
              : undefined
          }
        >
          {slides.map((slide, i) => {
            const image = images[slide.image];
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group
              <div
                key={slide.image}
                className={`slideshow__slide${layer(i)}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={i === index ? undefined : true}
                data-slide={i}
                data-broken={broken.has(i) || undefined}
              >
                {image && (i === 0 || s.loaded) && (
                  <Picture
                    image={image}
                    alt={slide.alt ?? slide.title}
                    sizes={SIZES}
                    priority={i === 0}
                    className="slideshow__image"
                  />
                )}
                {broken.has(i) && (
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
        {count > 1 && (
          <>
            <button
              type="button"
              className="slideshow__arrow slideshow__arrow--prev"
              aria-label="Previous slide"
              onClick={actions.previous}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="slideshow__arrow slideshow__arrow--next"
              aria-label="Next slide"
              onClick={actions.next}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
        {zoomed ? (
          <button type="button" className="slideshow__zoom" onClick={actions.closeZoom}>
            Close zoom
          </button>
        ) : (
          s.loaded && (
            <button type="button" className="slideshow__zoom" onClick={actions.zoomIn}>
              Zoom in
            </button>
          )
        )}
      </div>
      {count > 1 && (
        <div className="slideshow__autoplay">
          <button type="button" className="slideshow__play" onClick={actions.togglePlay}>
            {s.playing ? "Pause slideshow" : "Play slideshow"}
          </button>
          <div className="slideshow__progress" ref={s.barRef} aria-hidden="true" />
        </div>
      )}
      <Captions
        slides={slides}
        layer={layer}
        shown={shown}
        unannounced={incoming !== index ? incoming : undefined}
        live={!s.playing}
      />
      {count > 1 && (
        <Thumbnails
          slides={slides}
          images={images}
          index={index}
          listRef={s.thumbsRef}
          ends={s.thumbEnds}
          scroll={actions.scrollThumbs}
          goTo={actions.goTo}
        />
      )}
    </section>
  );
}

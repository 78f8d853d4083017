import { memo } from "react";
import type { ImageInfo, ImageVariant } from "./images.ts";

type Props = {
  image: ImageInfo;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** Draw the 16:9 thumbnail instead of the full image. */
  thumb?: boolean;
  /** The page's LCP image: loaded first and never lazily. */
  priority?: boolean;
  title?: string | undefined;
  className?: string;
};

/**
 * A content image as AVIF, WebP and a JPEG/PNG fallback at every width the pipeline made, with its
 * intrinsic width and height so the browser reserves its box before a byte arrives. Memoised: its props
 * are content's, so a widget that renders again (the slideshow as a drag starts its change, in the
 * handler of the finger's first move) does not render its pictures again.
 */
export const Picture = memo(function Picture({
  image,
  alt,
  sizes,
  thumb = false,
  priority = false,
  title,
  className,
}: Props) {
  const variant: ImageVariant = thumb ? image.thumb : image;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={variant.srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={variant.srcset.webp} sizes={sizes} />
      <img
        src={variant.src}
        srcSet={variant.srcset.fallback}
        sizes={sizes}
        width={variant.width}
        height={variant.height}
        alt={alt}
        title={title}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
      />
    </picture>
  );
});

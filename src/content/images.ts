/** One `srcset` per format, widest last; the fallback is JPEG, or PNG for images with transparency. */
type SourceSets = { avif: string; webp: string; fallback: string };

export type ImageVariant = {
  width: number;
  height: number;
  /** The fallback for browsers that read neither AVIF nor WebP. */
  src: string;
  srcset: SourceSets;
};

/** What the image pipeline knows of one content image: its intrinsic size and every variant. */
export type ImageInfo = ImageVariant & {
  /** A 16:9 thumbnail, for the slideshow's thumbnail scroller. */
  thumb: ImageVariant;
  /** The dominant colour, painted behind the image while it loads. */
  color: string;
};

/** Keyed by the file name in assets/images. */
export type ImageManifest = Record<string, ImageInfo>;

import { z } from "zod";

// The field schemas the content files share.

/** Text that says something: trimmed, never empty. */
export const text = z.string().trim().min(1);
/** A file name in assets/images, e.g. "slide-coastal-road.svg". */
export const imageName = z
  .string()
  .regex(/^[\w.-]+\.(svg|png|jpe?g|webp|avif|tiff?|gif)$/i, "must be an image file name in assets/images");
/** In-page anchors ("#fleet"), site-relative paths, or tel:, mailto: and https: links. */
export const href = z
  .string()
  .regex(/^(#[\w-]+|\/[\w\-./?=&#%]*|tel:\+\d+|mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, "must be a link");
export const link = z.object({ label: text, href });

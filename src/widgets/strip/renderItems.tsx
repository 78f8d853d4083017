import { renderToStaticMarkup } from "react-dom/server";
import type { ImageManifest } from "../../content/images.ts";
import type { StripItem } from "../../content/schema.ts";
import { StripItems } from "./StripItems.tsx";

/**
 * The cards of one strip page as static HTML: the strip endpoint's payload.html, drawn by the same
 * component as the prerendered strip. Server-only; the browser never loads this module.
 */
export function renderStripItems(items: StripItem[], images: ImageManifest): string {
  return renderToStaticMarkup(<StripItems items={items} images={images} />);
}

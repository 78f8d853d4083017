import { warmBitmaps } from "../../gpu/pictureBitmaps.ts";
import type { SanitizedHtml } from "../../platform/trustedTypes.ts";

/**
 * Starts fetching and decoding a page's pictures from its HTML while the old cards are still leaving,
 * so the new cards can enter on time. The imported copy picks the same <source> and srcset candidate
 * the page will (same sizes, same viewport), so nothing is fetched twice. Keep the returned element
 * until the change ends.
 */
export function warmPictures(html: SanitizedHtml): HTMLElement {
  const template = document.createElement("template");
  // lib.dom types innerHTML as a string; under the CSP it must be (and is) TrustedHTML.
  template.innerHTML = html as string;
  // Lazy images that are not in the document would never load.
  for (const img of template.content.querySelectorAll("img")) img.loading = "eager";
  const holder = document.createElement("div");
  holder.append(document.importNode(template.content, true));
  for (const img of holder.querySelectorAll("img")) img.decode().catch(() => undefined);
  // Their bitmaps too, for the canvas's snapshots of the entering cards: in idle moments of the leave.
  warmBitmaps(holder);
  return holder;
}

import DOMPurify from "dompurify";
import type { TrustedTypesWindow } from "trusted-types/lib";

const SVG_CHILDREN = /^<svg>([\s\S]*)<\/svg>$/;

/** Markup through DOMPurify, as HTML or, where that keeps more of it, as the children of an <svg>. */
function sanitizeLibraryMarkup(html: string): string {
  const asHtml = DOMPurify.sanitize(html);
  const asSvg = SVG_CHILDREN.exec(DOMPurify.sanitize(`<svg>${html}</svg>`, { USE_PROFILES: { svg: true } }));
  return asSvg?.[1] && asSvg[1].length > asHtml.length ? asSvg[1] : asHtml;
}

let installed = false;

/**
 * The ?debug page's `default` Trusted Types policy, which its CSP (server/headers.ts) allows there alone.
 * Tweakpane, its essentials plugin and GSDevTools build their UI by assigning strings to innerHTML (SVG
 * icons, GSDevTools' markup and style sheet, time labels), which Trusted Types refuses; the browser hands
 * such strings to this policy instead. Text without a tag parses to text alone and passes as it is;
 * markup passes only through DOMPurify (Tweakpane's icons are an <svg>'s children, hence that context).
 * Call before either library runs.
 */
export function installLibraryPolicy(): void {
  const factory = (window as unknown as TrustedTypesWindow).trustedTypes;
  if (installed || !factory) return;
  factory.createPolicy("default", {
    createHTML: (html: string) => (html.includes("<") ? sanitizeLibraryMarkup(html) : html),
  });
  installed = true;
}

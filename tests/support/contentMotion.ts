import type { ContentMotion } from "../../src/debug/fields.ts";

/** The content's motion the debug panel's unit tests tune against: slideLeft at 500 ms, the strip's fadeDelay. */
export const CONTENT_MOTION: ContentMotion = {
  gallery: { animation: "slideLeft", duration: 500, autoplay: { enabled: false, delay: 7000 } },
  strip: { animation: "fadeDelay", autoplay: 0, delay: 5 },
};

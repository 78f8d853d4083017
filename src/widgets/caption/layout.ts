export type Align = "left" | "right" | "center" | "none";

/** A floated figure takes at most this much of its column, and never more than FLOAT_MAX px. */
export const FLOAT_SHARE = 0.45;
export const FLOAT_MAX = 400;
export const CENTER_MAX = 640;
/** Below this column width a floated figure would leave the text too narrow: it stacks instead. */
export const STACK_BELOW = 480;

export type CaptionLayout = { width: number; float: "left" | "right" | "none"; centered: boolean };

/**
 * Where a captioned figure sits and how wide it is, so that its caption is exactly as wide as the
 * image: the image's own width, capped by what its alignment allows in the column it sits in.
 */
export function captionLayout(align: Align, imageWidth: number, columnWidth: number): CaptionLayout {
  const column = Math.max(0, columnWidth);
  const floats = (align === "left" || align === "right") && column >= STACK_BELOW;
  const limit = floats
    ? Math.min(FLOAT_MAX, column * FLOAT_SHARE)
    : align === "center"
      ? Math.min(CENTER_MAX, column)
      : column;
  return {
    width: Math.round(Math.min(imageWidth, limit)),
    float: floats ? (align as "left" | "right") : "none",
    centered: align === "center",
  };
}

import { type RefObject, useLayoutEffect, useState } from "react";
import { type Align, type CaptionLayout, captionLayout } from "./layout.ts";

/** The width of an element's content box: what a child can fill. */
function contentWidth(el: HTMLElement): number {
  const style = getComputedStyle(el);
  return el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
}

/**
 * Lays a captioned figure out from its column's width, measured again whenever the column resizes or
 * the image loads. Undefined until measured: until then the stylesheet's equivalent rules apply.
 */
export function useCaptionLayout(
  figureRef: RefObject<HTMLElement | null>,
  align: Align,
  imageWidth: number,
): CaptionLayout | undefined {
  const [layout, setLayout] = useState<CaptionLayout>();

  useLayoutEffect(() => {
    const figure = figureRef.current;
    const column = figure?.parentElement;
    if (!figure || !column) return;
    const measure = () => {
      const next = captionLayout(align, imageWidth, contentWidth(column));
      setLayout((prev) =>
        prev?.width === next.width && prev.float === next.float && prev.centered === next.centered
          ? prev
          : next,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(column);
    const img = figure.querySelector("img");
    img?.addEventListener("load", measure);
    return () => {
      observer.disconnect();
      img?.removeEventListener("load", measure);
    };
  }, [figureRef, align, imageWidth]);

  return layout;
}

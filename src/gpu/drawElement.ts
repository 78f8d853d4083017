import { drawText } from "./drawText.ts";

const visible = (color: string) => color !== "transparent" && !/rgba\([^)]*,\s*0\)$/.test(color);

/** A path around `r` with corners of `radius` CSS px, to fill or clip with. */
export function roundRect(ctx: CanvasRenderingContext2D, r: DOMRect, radius: number) {
  ctx.beginPath();
  ctx.roundRect(r.left, r.top, r.width, r.height, radius);
}

/** Decoded pixels of the images inside the element: a bitmap has the real pixel size, where a srcset
 * image's natural size is corrected for density and would crop the wrong part. */
export type Pictures = Map<HTMLImageElement, ImageBitmap>;

/** Draws an <img> into its box as object-fit: cover with a centred object-position does. */
function drawImage(ctx: CanvasRenderingContext2D, img: HTMLImageElement, pictures: Pictures) {
  const bitmap = pictures.get(img);
  if (!bitmap || bitmap.width === 0) return; // none, or closed since (a closed bitmap has no size)
  const box = img.getBoundingClientRect();
  const scale = Math.max(box.width / bitmap.width, box.height / bitmap.height);
  const sw = box.width / scale;
  const sh = box.height / scale;
  ctx.imageSmoothingQuality = "high"; // as the page scales its pictures
  ctx.drawImage(
    bitmap,
    (bitmap.width - sw) / 2,
    (bitmap.height - sh) / 2,
    sw,
    sh,
    box.left,
    box.top,
    box.width,
    box.height,
  );
}

function drawChildren(ctx: CanvasRenderingContext2D, element: Element, pictures: Pictures) {
  for (const child of element.childNodes) {
    if (child instanceof Text) {
      if (child.parentElement) drawText(ctx, child, getComputedStyle(child.parentElement));
    } else if (child instanceof HTMLElement) {
      drawElement(ctx, child, pictures);
    }
  }
}

/** Draws an element as the page shows it: its background, or its picture, or what it holds, in order. */
export function drawElement(ctx: CanvasRenderingContext2D, element: HTMLElement, pictures: Pictures) {
  const style = getComputedStyle(element);
  if (style.display === "none" || style.visibility === "hidden") return;
  if (visible(style.backgroundColor)) {
    ctx.fillStyle = style.backgroundColor;
    roundRect(ctx, element.getBoundingClientRect(), Number.parseFloat(style.borderTopLeftRadius) || 0);
    ctx.fill();
  }
  if (element instanceof HTMLImageElement) drawImage(ctx, element, pictures);
  else drawChildren(ctx, element, pictures);
}

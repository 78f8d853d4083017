import { drawBoxShadow, parseShadow, shadowReach } from "./boxShadow.ts";
import { drawElement, type Pictures, roundRect } from "./drawElement.ts";
import { bitmapOf } from "./pictureBitmaps.ts";

/**
 * A picture of a simple DOM element as the page draws it (backgrounds, rounded corners, its shadow,
 * images with object-fit cover, and text word by word at the very places the browser laid it out), for
 * a GPU stand-in that must hand over to the DOM without a visible jump. Borders, gradients and
 * transforms are not drawn: the elements it is used on have none.
 */
export type Snapshot = {
  canvas: HTMLCanvasElement;
  /** The element's box in CSS px, in viewport coordinates. */
  box: DOMRect;
  /**
   * The canvas's top-left in viewport CSS px: on a device pixel, so a sprite placed there on a canvas
   * that is itself on the pixel grid shows the pixels unresampled. The canvas reaches past the box for
   * the element's shadow.
   */
  origin: { x: number; y: number };
  /** The canvas's size in CSS px. */
  width: number;
  height: number;
};

/**
 * Draws `element` and what it holds into a new canvas at `resolution` device pixels per CSS px. An image
 * that cannot be decoded is left out, as the page shows nothing of it either.
 */
export async function snapshotElement(
  element: HTMLElement,
  resolution = window.devicePixelRatio || 1,
): Promise<Snapshot> {
  const pictures: Pictures = new Map();
  await Promise.all(
    [...element.querySelectorAll("img")].map(async (img) => {
      const bitmap = await bitmapOf(img);
      if (bitmap) pictures.set(img, bitmap);
    }),
  );
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  const shadow = parseShadow(style.boxShadow);
  const pad = shadowReach(shadow);
  const canvas = document.createElement("canvas");
  const onPixel = (v: number) => Math.floor(v * resolution) / resolution;
  const origin = { x: onPixel(box.left - pad), y: onPixel(box.top - pad) };
  canvas.width = Math.ceil((box.right + pad - origin.x) * resolution);
  canvas.height = Math.ceil((box.bottom + pad - origin.y) * resolution);
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("No 2D context for a snapshot");
  ctx.scale(resolution, resolution);
  ctx.translate(-origin.x, -origin.y);
  const radius = Number.parseFloat(style.borderTopLeftRadius) || 0;
  if (shadow) drawBoxShadow(ctx, shadow, box, radius, resolution);
  ctx.save();
  if (style.overflow !== "visible") {
    roundRect(ctx, box, radius);
    ctx.clip();
  }
  drawElement(ctx, element, pictures);
  ctx.restore();
  return { canvas, box, origin, width: canvas.width / resolution, height: canvas.height / resolution };
}

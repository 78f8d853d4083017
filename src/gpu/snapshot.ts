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

type Shadow = { color: string; x: number; y: number; blur: number; spread: number };

/** The first shadow of a computed box-shadow ("rgba(…) 0px 10px 30px 0px"), if any. */
export function parseShadow(value: string): Shadow | undefined {
  if (!value || value === "none") return undefined;
  const color = /^(rgba?\([^)]*\)|#\w+|[a-z]+)/i.exec(value.trim())?.[1];
  const lengths = [...value.matchAll(/(-?[\d.]+)px/g)].map((m) => Number(m[1]));
  if (!color || lengths.length < 2) return undefined;
  const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
  return { color, x, y, blur, spread };
}

/** CSS px a shadow reaches beyond its box. */
export const shadowReach = (s: Shadow | undefined) =>
  s ? Math.max(0, Math.ceil(s.blur + s.spread + Math.max(Math.abs(s.x), Math.abs(s.y)))) : 0;

/** Far enough that a shape drawn there is never seen, only the shadow it casts back into view. */
const AWAY = 100_000;

const visible = (color: string) => color !== "transparent" && !/rgba\([^)]*,\s*0\)$/.test(color);

function roundRect(ctx: CanvasRenderingContext2D, r: DOMRect, radius: number) {
  ctx.beginPath();
  ctx.roundRect(r.left, r.top, r.width, r.height, radius);
}

/** Decoded pixels of the images inside the element: a bitmap has the real pixel size, where a srcset
 * image's natural size is corrected for density and would crop the wrong part. */
type Pictures = Map<HTMLImageElement, ImageBitmap>;

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

const transform = (word: string, how: string) =>
  how === "uppercase" ? word.toUpperCase() : how === "lowercase" ? word.toLowerCase() : word;

/** Draws a text node word by word, each at the box the browser gave it, on the font's baseline. */
function drawText(ctx: CanvasRenderingContext2D, node: Text, style: CSSStyleDeclaration) {
  ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  ctx.fillStyle = style.color;
  ctx.letterSpacing = style.letterSpacing === "normal" ? "0px" : style.letterSpacing;
  const underline = style.textDecorationLine.includes("underline");
  const fontSize = Number.parseFloat(style.fontSize);
  const range = document.createRange();
  // Each line's extent and baseline, for an underline that runs on under the spaces as the browser's does.
  const lines = new Map<number, { left: number; right: number; baseline: number }>();
  for (const match of node.data.matchAll(/\S+/g)) {
    range.setStart(node, match.index);
    range.setEnd(node, match.index + match[0].length);
    const rect = range.getClientRects()[0];
    if (!rect) continue;
    const word = transform(match[0], style.textTransform);
    const m = ctx.measureText(word);
    // The glyphs sit centred in the box on their font's ascent and descent.
    const baseline =
      rect.top +
      (rect.height - m.fontBoundingBoxAscent - m.fontBoundingBoxDescent) / 2 +
      m.fontBoundingBoxAscent;
    ctx.fillText(word, rect.left, baseline);
    const line = lines.get(rect.top);
    lines.set(rect.top, {
      left: Math.min(line?.left ?? rect.left, rect.left),
      right: Math.max(line?.right ?? rect.right, rect.right),
      baseline,
    });
  }
  if (!underline) return;
  // text-underline-offset is measured from the baseline; "auto" thickness is the font's, about 1/16 em.
  const offset = Number.parseFloat(style.textUnderlineOffset) || fontSize * 0.1;
  const thickness = Number.parseFloat(style.textDecorationThickness) || Math.max(1, fontSize / 16);
  ctx.fillStyle = style.textDecorationColor;
  for (const { left, right, baseline } of lines.values()) {
    ctx.fillRect(left, baseline + offset, right - left, thickness);
  }
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

function drawElement(ctx: CanvasRenderingContext2D, element: HTMLElement, pictures: Pictures) {
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
  if (shadow) {
    // Canvas shadows have no spread: the shadow is cast by a box grown (or shrunk) by it, drawn out of
    // sight with the shadow offset bringing its shadow back. Shadows ignore the transform: device px.
    ctx.save();
    ctx.shadowColor = shadow.color;
    ctx.shadowBlur = shadow.blur * resolution;
    ctx.shadowOffsetX = (shadow.x + AWAY) * resolution;
    ctx.shadowOffsetY = shadow.y * resolution;
    ctx.fillStyle = "#000";
    const { spread } = shadow;
    const caster = new DOMRect(
      box.left - spread - AWAY,
      box.top - spread,
      box.width + 2 * spread,
      box.height + 2 * spread,
    );
    roundRect(ctx, caster, Math.max(0, radius + spread));
    ctx.fill();
    ctx.restore();
  }
  ctx.save();
  if (style.overflow !== "visible") {
    roundRect(ctx, box, radius);
    ctx.clip();
  }
  drawElement(ctx, element, pictures);
  ctx.restore();
  return { canvas, box, origin, width: canvas.width / resolution, height: canvas.height / resolution };
}

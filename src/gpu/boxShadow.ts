import { roundRect } from "./drawElement.ts";

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

/**
 * Draws the shadow `shadow` of a box with corners of `radius` CSS px, at `resolution` device px per CSS px.
 */
export function drawBoxShadow(
  ctx: CanvasRenderingContext2D,
  shadow: Shadow,
  box: DOMRect,
  radius: number,
  resolution: number,
): void {
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

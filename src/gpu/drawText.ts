const transform = (word: string, how: string) =>
  how === "uppercase" ? word.toUpperCase() : how === "lowercase" ? word.toLowerCase() : word;

/** Draws a text node word by word, each at the box the browser gave it, on the font's baseline. */
export function drawText(ctx: CanvasRenderingContext2D, node: Text, style: CSSStyleDeclaration) {
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

/** The SVG builder's value types, and numbers and points as the files write them (svg.ts). */
export type AttrValue = string | number | undefined;
export type Attrs = Record<string, AttrValue>;
export type Pt = readonly [number, number];
export type Stop = readonly [offset: number, color: string, opacity?: number];
/** Gradient stops as data, or compactly as "offset colour [opacity], ...". */
export type Stops = readonly Stop[] | string;

export function fmt(value: number): string {
  const r = Math.round(value * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

/** Three decimals, for scale factors where one decimal would visibly distort. */
export function fine(value: number): string {
  const r = Math.round(value * 1000) / 1000;
  return Object.is(r, -0) ? "0" : String(r);
}

/** "0 #03060f, .55 #0c1832, 1 #fff6dc 0.4" -> Stop[]; short to write in scenes. */
export function parseStops(spec: Stops): readonly Stop[] {
  if (typeof spec !== "string") return spec;
  return spec.split(",").map((part): Stop => {
    const [offset = "0", color = "#000000", opacity] = part.trim().split(/\s+/);
    return opacity === undefined ? [Number(offset), color] : [Number(offset), color, Number(opacity)];
  });
}

/** "0,540 400,490 800,520" -> points; keeps hand-placed outlines on one line. */
export function pts(spec: string): Pt[] {
  return spec
    .trim()
    .split(/\s+/)
    .map((pair): Pt => {
      const [x = 0, y = 0] = pair.split(",").map(Number);
      return [x, y];
    });
}

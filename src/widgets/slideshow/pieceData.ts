import type { PieceState, Rect } from "./transitions/index.ts";

/**
 * What shaders/slideshow.frag reads from its float data texture (rgba32float, four floats a texel, row
 * after row): texels 0 to cols (and 0 to rows) hold the grid's edges, x in the first float and y in the
 * second; from texel PIECES_FROM, two texels per piece in index order, its visible rectangle after its
 * offset (x0, y0, x1, y1) and (alpha, offset x, offset y, 0). The shader has the same two constants.
 */
export const DATA_WIDTH = 128;
export const DATA_HEIGHT = 8;
export const PIECES_FROM = DATA_WIDTH;
/** 448: room for the largest cuts the options allow (20 x 20 boxes, 64 blinds). */
export const MAX_PIECES = (DATA_WIDTH * DATA_HEIGHT - PIECES_FROM) / 2;

/** A cut's pieces and how they tile the stage: `cols` x `rows` rectangles, row by row. */
export type Grid = { cols: number; rows: number; rects: readonly Rect[] };

export const createPieceData = () => new Float32Array(DATA_WIDTH * DATA_HEIGHT * 4);

/**
 * Writes the grid's edges, read from its rectangles so they are rounded exactly as pieceRects rounds
 * them. Returns the stage size they tile, which the shader divides to guess a pixel's cell.
 */
export function packGrid(data: Float32Array, { cols, rows, rects }: Grid): { width: number; height: number } {
  if (rects.length !== cols * rows || rects.length === 0)
    throw new Error("A grid needs cols x rows rectangles");
  if (rects.length > MAX_PIECES || cols >= DATA_WIDTH || rows >= DATA_WIDTH) {
    throw new Error(`At most ${MAX_PIECES} pieces fit the slideshow's shader`);
  }
  const at = (i: number) => rects[i] as Rect;
  for (let c = 0; c < cols; c++) data[c * 4] = at(c).x;
  for (let r = 0; r < rows; r++) data[r * 4 + 1] = at(r * cols).y;
  const last = at(rects.length - 1);
  data[cols * 4] = last.x + last.width;
  data[rows * 4 + 1] = last.y + last.height;
  return { width: data[cols * 4] as number, height: data[rows * 4 + 1] as number };
}

/**
 * Where a rasterizer puts an edge: on a 1/16 pixel grid (4 subpixel bits, the least OpenGL ES allows and
 * what SwiftShader has). Snapped there, a piece covers the pixels a quad of its own would cover;
 * uploaded exact, a moving edge would cross a whole column of pixels one frame early or late.
 */
export const snapEdge = (v: number) => Math.round(v * 16) / 16;

/**
 * Writes each piece for the shader: the top-left `sx` x `sy` part of its rectangle, moved by (ox, oy)
 * stage sizes, hidden when transparent or under half a pixel wide or tall. Returns the number of texels
 * written from the start, the range to upload.
 */
export function packPieces(
  data: Float32Array,
  rects: readonly Rect[],
  states: readonly PieceState[],
  width: number,
  height: number,
): number {
  const count = Math.min(rects.length, states.length, MAX_PIECES);
  for (let i = 0; i < count; i++) {
    const { x, y, width: w, height: h } = rects[i] as Rect;
    const { alpha, sx, sy, ox, oy } = states[i] as PieceState;
    const left = snapEdge(x + ox * width);
    const top = snapEdge(y + oy * height);
    const visible = alpha > 0 && w * sx >= 0.5 && h * sy >= 0.5;
    // Written in place: this runs every frame, and allocates nothing.
    const at = (PIECES_FROM + 2 * i) * 4;
    data[at] = left;
    data[at + 1] = top;
    data[at + 2] = snapEdge(x + ox * width + w * sx);
    data[at + 3] = snapEdge(y + oy * height + h * sy);
    data[at + 4] = visible ? Math.min(alpha, 1) : 0;
    // The offset the picture moves by is the snapped one: its texture was pinned to the quad's corners.
    data[at + 5] = left - x;
    data[at + 6] = top - y;
    data[at + 7] = 0;
  }
  return PIECES_FROM + 2 * count;
}

/**
 * How a width x height stage shows a tw x th texture like CSS `object-fit: cover`: scaled by
 * max(width / tw, height / th) and centred. As [kx, ky, bx, by], a stage pixel p samples uv = p * k + b.
 */
export function coverMapping(tw: number, th: number, width: number, height: number): Float32Array {
  const scale = Math.max(width / tw, height / th);
  if (!(scale > 0) || !Number.isFinite(scale)) return new Float32Array(4);
  const x = (tw - width / scale) / 2;
  const y = (th - height / scale) / 2;
  return new Float32Array([1 / (scale * tw), 1 / (scale * th), x / tw, y / th]);
}

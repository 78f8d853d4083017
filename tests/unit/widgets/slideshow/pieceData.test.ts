import { describe, expect, it } from "vitest";
import fragment from "../../../../shaders/slideshow.frag?raw";
import {
  coverMapping,
  createPieceData,
  DATA_WIDTH,
  MAX_PIECES,
  PIECES_FROM,
  packGrid,
  packPieces,
  snapEdge,
} from "../../../../src/widgets/slideshow/pieceData.ts";
import { pieceRects, SETTLED } from "../../../../src/widgets/slideshow/transitions/index.ts";

const CUTTING = { blinds: 24, boxes: { rows: 5, cols: 10 } };
/** The two texels of piece i, as plain numbers. */
const piece = (data: Float32Array, i: number) => [
  ...data.subarray((PIECES_FROM + 2 * i) * 4, (PIECES_FROM + 2 * i + 2) * 4),
];

describe("the shader's data layout", () => {
  it("is the one the fragment shader reads", () => {
    expect(fragment).toContain(`const int DATA_WIDTH = ${DATA_WIDTH};`);
    expect(fragment).toContain(`const int PIECES_FROM = ${PIECES_FROM};`);
  });

  it("holds the largest cuts the options allow", () => {
    expect(MAX_PIECES).toBeGreaterThanOrEqual(20 * 20);
    const rects = pieceRects("boxes", { ...CUTTING, boxes: { rows: 20, cols: 20 } }, 800, 600);
    expect(() => packGrid(createPieceData(), { cols: 20, rows: 20, rects })).not.toThrow();
    expect(() =>
      packGrid(createPieceData(), {
        cols: 64,
        rows: 1,
        rects: pieceRects("blinds", { ...CUTTING, blinds: 64 }, 800, 600),
      }),
    ).not.toThrow();
  });
});

describe("packGrid", () => {
  it("writes the rounded edges pieceRects cut, x then y", () => {
    const data = createPieceData();
    const rects = pieceRects("boxes", CUTTING, 752, 424);
    expect(packGrid(data, { cols: 10, rows: 5, rects })).toEqual({ width: 752, height: 424 });
    const xs = Array.from({ length: 11 }, (_, c) => data[c * 4]);
    const ys = Array.from({ length: 6 }, (_, r) => data[r * 4 + 1]);
    expect(xs).toEqual([0, 75, 150, 226, 301, 376, 451, 526, 602, 677, 752]);
    expect(ys).toEqual([0, 85, 170, 254, 339, 424]);
  });

  it("refuses a grid its rectangles do not fill", () => {
    const rects = pieceRects("blinds", CUTTING, 800, 600);
    expect(() => packGrid(createPieceData(), { cols: 10, rows: 5, rects })).toThrow(/cols x rows/);
  });
});

describe("packPieces", () => {
  const rects = pieceRects("boxes", CUTTING, 752, 424);

  it("draws a settled piece over its whole rectangle, opaque and in place", () => {
    const data = createPieceData();
    const states = rects.map(() => ({ ...SETTLED }));
    expect(packPieces(data, rects, states, 752, 424)).toBe(PIECES_FROM + 2 * 50);
    expect(piece(data, 12)).toEqual([150, 85, 226, 170, 1, 0, 0, 0]);
  });

  it("shows the top-left part of a growing piece, its far edges on the 1/16 px grid", () => {
    const data = createPieceData();
    const states = rects.map(() => ({ ...SETTLED, sx: 0.5, sy: 0.3 }));
    packPieces(data, rects, states, 752, 424);
    // Piece 2 spans x 150..226 and y 0..85: 76 x 0.5 = 38, 85 x 0.3 = 25.5.
    expect(piece(data, 2)).toEqual([150, 0, 188, 25.5, 1, 0, 0, 0]);
    expect(snapEdge(204.53)).toBe(204.5);
    expect(snapEdge(204.5313)).toBe(204.5625);
  });

  it("moves a piece and its picture by the snapped offset", () => {
    const data = createPieceData();
    const whole = pieceRects("whole", CUTTING, 752, 424);
    packPieces(data, whole, [{ ...SETTLED, ox: -0.4608, alpha: 0.5 }], 752, 424);
    const left = snapEdge(-0.4608 * 752);
    expect(piece(data, 0)).toEqual([left, 0, left + 752, 424, 0.5, left, 0, 0]);
  });

  it("hides a piece that is transparent or under half a pixel wide or tall", () => {
    const data = createPieceData();
    const states = rects.map(() => ({ ...SETTLED }));
    states[0] = { ...SETTLED, alpha: 0 };
    states[1] = { ...SETTLED, sx: 0.4 / 76 };
    states[2] = { ...SETTLED, sy: 0.4 / 85 };
    states[3] = { ...SETTLED, alpha: 1.2 }; // an overshooting ease: never more than opaque
    packPieces(data, rects, states, 752, 424);
    expect([0, 1, 2, 3].map((i) => piece(data, i)[4])).toEqual([0, 0, 0, 1]);
  });
});

describe("coverMapping", () => {
  /** The texture coordinate a stage point samples. */
  const uv = (k: Float32Array, x: number, y: number) => [
    x * (k[0] as number) + (k[2] as number),
    y * (k[1] as number) + (k[3] as number),
  ];

  it("crops a wide picture's sides, centred, and fills the height", () => {
    const k = coverMapping(2000, 1000, 800, 600); // scale 0.6: 1333.3 x 1000 of it show
    const [x0, y0] = uv(k, 0, 0);
    const [x1, y1] = uv(k, 800, 600);
    expect(x0).toBeCloseTo((2000 - 800 / 0.6) / 2 / 2000, 6);
    expect(x1).toBeCloseTo(1 - (x0 as number), 6);
    expect(y0).toBeCloseTo(0, 6);
    expect(y1).toBeCloseTo(1, 6);
  });

  it("crops a tall picture's top and bottom", () => {
    const [, y0] = uv(coverMapping(1000, 2000, 800, 600), 0, 0);
    expect(y0).toBeCloseTo((2000 - 600 / 0.8) / 2 / 2000, 6);
  });

  it("maps nothing on an empty stage or texture", () => {
    expect([...coverMapping(0, 0, 800, 600)]).toEqual([0, 0, 0, 0]);
    expect([...coverMapping(100, 100, 0, 0)]).toEqual([0, 0, 0, 0]);
  });
});

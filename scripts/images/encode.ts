import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/** Vector sources are rendered up to twice their nominal size, for sharp images on dense screens. */
const MAX_VECTOR_SCALE = 2;

export type Encoded = {
  file: string;
  width: number;
  height: number;
  format: "avif" | "webp" | "jpeg" | "png";
};
/** What the cache keeps per source image, and the pipeline reads back. */
export type CacheEntry = { width: number; height: number; color: string; full: Encoded[]; thumb: Encoded[] };

export const hash = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

/** The widths to encode: the largest possible, and each configured width clearly below it. */
export function variantWidths(maxWidth: number, widths: number[]): number[] {
  return [...widths.filter((w) => w <= maxWidth * 0.9), maxWidth];
}

async function encodeSet(
  base: Buffer,
  stem: string,
  widths: number[],
  aspect: number,
  opaque: boolean,
  outDir: string,
  crop: boolean,
): Promise<Encoded[]> {
  const fallback = opaque ? "jpeg" : "png";
  const jobs = widths.flatMap((width) => {
    const height = Math.round(width * aspect);
    const resized = () => sharp(base).resize(width, height, { fit: crop ? "cover" : "fill" });
    const encoders = {
      avif: () => resized().avif({ quality: 55, effort: 3 }),
      webp: () => resized().webp({ quality: 78, effort: 4 }),
      jpeg: () => resized().flatten({ background: "#ffffff" }).jpeg({ quality: 78, mozjpeg: true }),
      png: () => resized().png({ compressionLevel: 9, palette: true }),
    } as const;
    return (["avif", "webp", fallback] as const).map(async (format) => {
      const data = await encoders[format]().toBuffer();
      const file = `${stem}-${width}.${hash(data).slice(0, 10)}.${format === "jpeg" ? "jpg" : format}`;
      await writeFile(path.join(outDir, file), data);
      return { file, width, height, format };
    });
  });
  return Promise.all(jobs);
}

/**
 * Encodes one source image into `dir`: its full-size variants at `widths` (a vector rasterized once, at
 * up to twice its size) and its 16:9 thumbnails at `thumbWidths`, with its dominant colour.
 */
export async function encode(
  source: Buffer,
  name: string,
  opts: { widths: number[]; thumbWidths: number[] },
  dir: string,
): Promise<CacheEntry> {
  const isVector = name.toLowerCase().endsWith(".svg");
  const meta = await sharp(source).metadata();
  if (!meta.width || !meta.height) throw new Error("cannot read the image size");
  const maxWidth = isVector
    ? Math.min(meta.width * MAX_VECTOR_SCALE, opts.widths.at(-1) ?? 1920)
    : meta.width;
  // Rasterize a vector once at the largest size; every variant is scaled down from that.
  const base = isVector
    ? await sharp(source, { density: (72 * maxWidth) / meta.width })
        .png()
        .toBuffer()
    : await sharp(source).rotate().toBuffer();
  const stats = await sharp(base).stats();
  const aspect = meta.height / meta.width;
  const stem = name.replace(/\.[^.]+$/, "").replace(/[^\w-]/g, "-");
  const full = await encodeSet(
    base,
    stem,
    variantWidths(maxWidth, opts.widths),
    aspect,
    stats.isOpaque,
    dir,
    false,
  );
  const thumb = await encodeSet(base, `${stem}-thumb`, opts.thumbWidths, 9 / 16, stats.isOpaque, dir, true);
  const { r, g, b } = stats.dominant;
  const color = `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
  const largest = full.at(-1) as Encoded;
  return { width: largest.width, height: largest.height, color, full, thumb } satisfies CacheEntry;
}

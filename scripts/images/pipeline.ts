import { createHash } from "node:crypto";
import { copyFile, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { ImageInfo, ImageManifest, ImageVariant } from "../../src/content/images.ts";

export const IMAGE_EXTENSIONS = /\.(svg|png|jpe?g|webp|avif|tiff?|gif)$/i;

export type PipelineOptions = {
  srcDir: string;
  outDir: string;
  /** Encoded variants are kept here by source hash, so unchanged images are never encoded twice. */
  cacheDir: string;
  publicPath?: string;
  widths?: number[];
  thumbWidths?: number[];
};

const DEFAULT_WIDTHS = [480, 960, 1440, 1920];
const DEFAULT_THUMB_WIDTHS = [160, 320];
/** Vector sources are rendered up to twice their nominal size, for sharp images on dense screens. */
const MAX_VECTOR_SCALE = 2;
/** Bumped whenever encoding changes, so stale cache entries are ignored. */
const PIPELINE_VERSION = 3;

type Encoded = { file: string; width: number; height: number; format: "avif" | "webp" | "jpeg" | "png" };
type CacheEntry = { width: number; height: number; color: string; full: Encoded[]; thumb: Encoded[] };

const hash = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

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

async function encode(source: Buffer, name: string, opts: Required<PipelineOptions>, dir: string) {
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

function toVariant(encoded: Encoded[], publicPath: string): ImageVariant {
  const of = (formats: Encoded["format"][]) => encoded.filter((e) => formats.includes(e.format));
  const srcset = (list: Encoded[]) => list.map((e) => `${publicPath}${e.file} ${e.width}w`).join(", ");
  const fallback = of(["jpeg", "png"]);
  const largest = fallback.at(-1) as Encoded;
  // The plain src is a mid-sized fallback: good enough for a browser that ignores srcset.
  const src = fallback.find((e) => e.width >= 960) ?? largest;
  return {
    width: largest.width,
    height: largest.height,
    src: `${publicPath}${src.file}`,
    srcset: { avif: srcset(of(["avif"])), webp: srcset(of(["webp"])), fallback: srcset(fallback) },
  };
}

/**
 * Turns every image in srcDir into responsive AVIF, WebP and JPEG (PNG when transparent) variants and
 * 16:9 thumbnails in outDir, and returns the manifest the page renders `<picture>` elements from.
 */
export async function buildImages(options: PipelineOptions): Promise<ImageManifest> {
  const opts: Required<PipelineOptions> = {
    publicPath: "/img/",
    widths: DEFAULT_WIDTHS,
    thumbWidths: DEFAULT_THUMB_WIDTHS,
    ...options,
  };
  await mkdir(opts.outDir, { recursive: true });
  const names = (await readdir(opts.srcDir)).filter((n) => IMAGE_EXTENSIONS.test(n)).sort();
  const manifest: ImageManifest = {};
  for (const name of names) {
    const source = await readFile(path.join(opts.srcDir, name));
    const key = hash(`${PIPELINE_VERSION}|${opts.widths}|${opts.thumbWidths}|${hash(source)}`).slice(0, 24);
    const entryDir = path.join(opts.cacheDir, key);
    const metaFile = path.join(entryDir, "entry.json");
    let entry: CacheEntry;
    try {
      entry = JSON.parse(await readFile(metaFile, "utf8"));
    } catch {
      await mkdir(entryDir, { recursive: true });
      entry = await encode(source, name, opts, entryDir).catch((error: Error) => {
        throw new Error(`assets/images/${name}: ${error.message}`);
      });
      await writeFile(metaFile, JSON.stringify(entry));
    }
    await Promise.all(
      [...entry.full, ...entry.thumb].map((e) =>
        copyFile(path.join(entryDir, e.file), path.join(opts.outDir, e.file)),
      ),
    );
    manifest[name] = {
      ...toVariant(entry.full, opts.publicPath),
      thumb: toVariant(entry.thumb, opts.publicPath),
      color: entry.color,
    } satisfies ImageInfo;
  }
  return manifest;
}

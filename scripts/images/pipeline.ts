import { copyFile, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ImageInfo, ImageManifest, ImageVariant } from "../../src/content/images.ts";
import { type CacheEntry, type Encoded, encode, hash } from "./encode.ts";

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
/** Bumped whenever encoding changes, so stale cache entries are ignored. */
const PIPELINE_VERSION = 3;

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

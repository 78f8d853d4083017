import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ImageInfo, ImageManifest } from "../../src/content/images.ts";
import { collectImages } from "../../src/content/refs.ts";
import type { Content } from "../../src/content/schema.ts";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/** A copy of the demo content and images in a temporary root, for tests that break it on purpose. */
export function copyOfDemo(): string {
  const root = mkdtempSync(path.join(tmpdir(), "grandtour-content-"));
  cpSync(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true });
  cpSync(path.join(ROOT, "assets", "images"), path.join(root, "assets", "images"), { recursive: true });
  return root;
}

/** Rewrites one content file of a temporary root through a function of its JSON. */
export function editContent(root: string, name: string, edit: (json: Record<string, unknown>) => void): void {
  const file = path.join(root, "content", `${name}.json`);
  const json = JSON.parse(readFileSync(file, "utf8"));
  edit(json);
  writeFileSync(file, JSON.stringify(json));
}

/** A manifest entry for each image the content names, without running the image pipeline. */
export function fakeManifest(content: Content): ImageManifest {
  const variant = (name: string, width: number, height: number) => ({
    width,
    height,
    src: `/img/${name}-960.jpg`,
    srcset: {
      avif: `/img/${name}-960.avif 960w`,
      webp: `/img/${name}-960.webp 960w`,
      fallback: `/img/${name}-960.jpg 960w`,
    },
  });
  const entries = collectImages(content).map(({ image }): [string, ImageInfo] => [
    image,
    { ...variant(image, 960, 540), thumb: variant(`${image}-thumb`, 160, 90), color: "#112233" },
  ]);
  return Object.fromEntries(entries);
}

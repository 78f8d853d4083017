import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { variantWidths } from "../../../scripts/images/encode.ts";
import { buildImages } from "../../../scripts/images/pipeline.ts";
import type { ImageManifest } from "../../../src/content/images.ts";

const dir = mkdtempSync(path.join(tmpdir(), "grandtour-images-"));
const src = path.join(dir, "src");
const out = path.join(dir, "out");
const cache = path.join(dir, "cache");
let manifest: ImageManifest;

beforeAll(async () => {
  mkdirSync(src, { recursive: true });
  // A photo a business drops in, an SVG illustration, and a PNG with transparency.
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#203040" } })
    .jpeg()
    .toFile(path.join(src, "dropped photo.jpg"));
  writeFileSync(
    path.join(src, "drawing.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450"><rect width="800" height="450" fill="#c9a86a"/><circle cx="400" cy="225" r="150" fill="#0d1321"/></svg>',
  );
  await sharp({ create: { width: 96, height: 96, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toFile(path.join(src, "icon.png"));
  writeFileSync(path.join(src, "notes.txt"), "not an image");
  manifest = await buildImages({ srcDir: src, outDir: out, cacheDir: cache });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("variant widths", () => {
  it("keeps the largest size and each configured width clearly below it", () => {
    expect(variantWidths(1920, [480, 960, 1440, 1920])).toEqual([480, 960, 1440, 1920]);
    expect(variantWidths(1600, [480, 960, 1440, 1920])).toEqual([480, 960, 1440, 1600]);
    expect(variantWidths(1200, [480, 960, 1440, 1920])).toEqual([480, 960, 1200]);
    expect(variantWidths(1000, [480, 960, 1440, 1920])).toEqual([480, 1000]);
    expect(variantWidths(300, [480, 960])).toEqual([300]);
  });
});

describe("the image pipeline", () => {
  it("takes every image in the folder, and nothing else", () => {
    expect(Object.keys(manifest).sort()).toEqual(["drawing.svg", "dropped photo.jpg", "icon.png"]);
  });

  it("makes AVIF, WebP and JPEG at every width with the intrinsic size", async () => {
    const photo = manifest["dropped photo.jpg"]!;
    expect(photo).toMatchObject({ width: 1200, height: 800 });
    expect(photo.color).toMatch(/^#[0-9a-f]{6}$/);
    for (const format of ["avif", "webp", "fallback"] as const) {
      expect(photo.srcset[format].split(", ").map((s) => s.split(" ")[1])).toEqual(["480w", "960w", "1200w"]);
    }
    expect(photo.srcset.fallback).toMatch(/\/img\/dropped-photo-480\.\w{10}\.jpg 480w/);
    expect(photo.src).toMatch(/^\/img\/dropped-photo-960\.\w{10}\.jpg$/);
    const file = path.join(out, photo.srcset.avif.split(" ")[0]!.replace("/img/", ""));
    expect(await sharp(file).metadata()).toMatchObject({ format: "heif", width: 480, height: 320 });
  });

  it("renders vector images up to twice their size for dense screens", () => {
    const drawing = manifest["drawing.svg"]!;
    expect(drawing).toMatchObject({ width: 1600, height: 900 });
    expect(drawing.srcset.webp).toContain("1600w");
  });

  it("keeps transparency with a PNG fallback", () => {
    const icon = manifest["icon.png"]!;
    expect(icon.src).toMatch(/\.png$/);
    expect(icon.srcset.fallback).toMatch(/^\/img\/icon-96\.\w{10}\.png 96w$/);
  });

  it("makes 16:9 thumbnails at 1x and 2x", async () => {
    const thumb = manifest["dropped photo.jpg"]!.thumb;
    expect(thumb).toMatchObject({ width: 320, height: 180 });
    expect(thumb.srcset.avif.split(", ").map((s) => s.split(" ")[1])).toEqual(["160w", "320w"]);
    const file = path.join(out, thumb.src.replace("/img/", ""));
    expect(await sharp(file).metadata()).toMatchObject({ width: 320, height: 180 });
  });

  it("reuses encoded variants from the cache", async () => {
    const before = readdirSync(cache).map((d) => statSync(path.join(cache, d, "entry.json")).mtimeMs);
    const again = await buildImages({ srcDir: src, outDir: path.join(dir, "out2"), cacheDir: cache });
    const after = readdirSync(cache).map((d) => statSync(path.join(cache, d, "entry.json")).mtimeMs);
    expect(again).toEqual(manifest);
    expect(after).toEqual(before);
    expect(readdirSync(path.join(dir, "out2")).sort()).toEqual(readdirSync(out).sort());
  });

  it("names the file of an image that cannot be read", async () => {
    const broken = path.join(dir, "broken");
    mkdirSync(broken);
    writeFileSync(path.join(broken, "truncated.jpg"), Buffer.from([0xff, 0xd8, 0xff, 0x00]));
    await expect(buildImages({ srcDir: broken, outDir: out, cacheDir: cache })).rejects.toThrow(
      /^assets\/images\/truncated\.jpg: /,
    );
  });
});

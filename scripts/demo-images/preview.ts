/**
 * Renders every SVG in assets/images into a PNG contact sheet for eyeballing:
 *   npx tsx scripts/demo-images/preview.ts            -> /tmp/demo-images-sheet.png
 *   npx tsx scripts/demo-images/preview.ts a.svg b.svg -> /tmp/a.png, /tmp/b.png (full size)
 * Also writes /tmp/demo-images-thumbs.png at 160x90 per image, the size the
 * slideshow thumbnails use, to check that each scene still reads when tiny.
 * Rendering uses failOn "warning" so any librsvg complaint fails loudly.
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { OUT_DIR } from "./index.ts";

const SHEET = "/tmp/demo-images-sheet.png";
const THUMBS = "/tmp/demo-images-thumbs.png";
const BACKGROUND = { r: 40, g: 42, b: 48, alpha: 1 };

async function render(
  file: string,
  width: number,
  height: number,
  fit: "contain" | "cover",
): Promise<Buffer> {
  const svg = readFileSync(join(OUT_DIR, file));
  return sharp(svg, { failOn: "warning" })
    .resize(width, height, { fit, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

async function sheet(
  files: readonly string[],
  out: string,
  cell: { w: number; h: number },
  fit: "contain" | "cover",
): Promise<void> {
  const cols = 6;
  const pad = 8;
  const rows = Math.ceil(files.length / cols);
  const tiles: OverlayOptions[] = [];
  for (const [i, file] of files.entries()) {
    tiles.push({
      input: await render(file, cell.w, cell.h, fit),
      left: pad + (i % cols) * (cell.w + pad),
      top: pad + Math.floor(i / cols) * (cell.h + pad),
    });
  }
  await sharp({
    create: {
      width: pad + cols * (cell.w + pad),
      height: pad + rows * (cell.h + pad),
      channels: 4,
      background: BACKGROUND,
    },
  })
    .composite(tiles)
    .png()
    .toFile(out);
}

async function main(): Promise<void> {
  const requested = process.argv.slice(2);
  if (requested.length) {
    for (const file of requested) {
      const name = basename(file);
      const out = `/tmp/${name.replace(/\.svg$/, ".png")}`;
      await sharp(readFileSync(join(OUT_DIR, name)), { failOn: "warning" })
        .png()
        .toFile(out);
      console.log(out);
    }
    return;
  }
  const files = readdirSync(OUT_DIR)
    .filter((f) => f.endsWith(".svg"))
    .sort();
  await sheet(files, SHEET, { w: 320, h: 200 }, "contain");
  await sheet(files, THUMBS, { w: 160, h: 90 }, "cover");
  for (const [i, f] of files.entries()) console.log(`${String(i + 1).padStart(2)}. ${f}`);
  console.log(`${files.length} images -> ${SHEET}, ${THUMBS}`);
}

await main();

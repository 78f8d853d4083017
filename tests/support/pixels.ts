import sharp from "sharp";

/** The share of pixels of two same-sized screenshots that differ by more than `shade` (a faint one). */
export async function differing(a: Buffer, b: Buffer, shade = 24): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer()));
  if (!x || !y || x.length !== y.length) return 1;
  let count = 0;
  for (let i = 0; i < x.length; i += 4) {
    const d = Math.abs(x[i]! - y[i]!) + Math.abs(x[i + 1]! - y[i + 1]!) + Math.abs(x[i + 2]! - y[i + 2]!);
    if (d > shade) count++;
  }
  return count / (x.length / 4);
}

/** The lower `share` of a screenshot (below the buttons laid over a stage's middle and top). */
export async function lower(png: Buffer, share: number): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const top = Math.round(height * (1 - share));
  return sharp(png)
    .extract({ left: 0, top, width, height: height - top })
    .png()
    .toBuffer();
}

import { idleQueue } from "../platform/idle.ts";

/** Enough for a strip's current page, the one it is going to and the one it left, several times over. */
const LIMIT = 48;
const bitmaps = new Map<string, Promise<ImageBitmap | undefined>>();

/**
 * The decoded pixels of a loaded picture, for drawing into snapshots, made once per URL and kept (the
 * last 48): createImageBitmap costs the main thread milliseconds per picture, which a page change
 * should not spend in its first frame. Undefined for a picture that cannot be decoded.
 */
export function bitmapOf(img: HTMLImageElement): Promise<ImageBitmap | undefined> {
  const url = img.currentSrc;
  if (!url || img.naturalWidth === 0) return Promise.resolve(undefined);
  const made = bitmaps.get(url) ?? createImageBitmap(img).catch(() => undefined);
  bitmaps.delete(url); // the most recently used last
  bitmaps.set(url, made);
  for (const [oldest, bitmap] of bitmaps) {
    if (bitmaps.size <= LIMIT) break;
    bitmaps.delete(oldest);
    void bitmap.then((b) => b?.close());
  }
  return made;
}

/**
 * Makes the bitmaps of the pictures under `root` while the page is idle, one picture per idle slice, each
 * once it has loaded. Returns a cancel function.
 */
export function warmBitmaps(root: ParentNode): () => void {
  return idleQueue([...root.querySelectorAll("img")], (img) => img.decode().then(() => bitmapOf(img)));
}

import { idleQueue } from "../platform/idle.ts";

/** Enough for a strip's current page, the one it is going to and the one it left, several times over. */
const LIMIT = 48;
const bitmaps = new Map<string, Promise<ImageBitmap | undefined>>();

/**
 * The picture's pixels as a bitmap at its decoded size (an <img> from a srcset reports a
 * density-corrected size, which would make Pixi allocate a smaller texture than it uploads). Made from
 * the file's bytes, which the <img> has put in the HTTP cache, because a blob is decoded off the main
 * thread: from the element itself Chromium decodes on the main thread (about 60 ms a slide here, in the
 * middle of a drag when a strip page's pictures arrive). The same pixels either way; a picture from
 * elsewhere (a data: URL, another origin, which the CSP's connect-src refuses) or whose file can no
 * longer be fetched is made from the element.
 */
export async function decodedOffThread(img: HTMLImageElement): Promise<ImageBitmap> {
  await img.decode();
  const url = new URL(img.currentSrc, location.href);
  const reply = url.origin === location.origin ? await fetch(url).catch(() => undefined) : undefined;
  return createImageBitmap(reply?.ok ? await reply.blob() : img);
}

/**
 * The decoded pixels of a loaded picture, for drawing into snapshots, made once per URL and kept (the
 * last 48): a page change should not wait in its first frame for a picture's bitmap. Undefined for a
 * picture that cannot be decoded.
 */
export function bitmapOf(img: HTMLImageElement): Promise<ImageBitmap | undefined> {
  const url = img.currentSrc;
  if (!url || img.naturalWidth === 0) return Promise.resolve(undefined);
  const made = bitmaps.get(url) ?? decodedOffThread(img).catch(() => undefined);
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

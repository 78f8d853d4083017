import { type Renderer, Texture, type WebGLRenderer } from "pixi.js";

/**
 * Textures made from images the page already shows: the very pixels (and the very variant of the
 * srcset) the DOM drew, downloaded once. Each image is decoded before upload. An image that cannot be
 * loaded or decoded gets the empty texture: the canvas draws nothing there, so whatever the DOM shows
 * for it beneath the canvas stays visible.
 */
export async function texturesFromImages(images: readonly HTMLImageElement[]): Promise<Texture[]> {
  return Promise.all(
    images.map(async (img) => {
      try {
        return Texture.from(await bitmapOffThread(img));
      } catch {
        return Texture.EMPTY;
      }
    }),
  );
}

/**
 * The picture's pixels as a bitmap at its decoded size (an <img> from a srcset reports a
 * density-corrected size, which would make Pixi allocate a smaller texture than it uploads). Made from
 * the file's bytes, which the <img> has put in the HTTP cache, because a blob is decoded off the main
 * thread: from the element itself Chromium decodes on the main thread (about 60 ms a slide here).
 */
async function bitmapOffThread(img: HTMLImageElement): Promise<ImageBitmap> {
  await img.decode();
  const reply = await fetch(img.currentSrc);
  if (!reply.ok) throw new Error(`${reply.status} ${img.currentSrc}`);
  return createImageBitmap(await reply.blob());
}

/**
 * Sends the textures to the GPU now, while the canvas starts, rather than in the first frame that draws
 * each (Pixi uploads lazily): a change then starts without an upload in its first frame.
 */
export function uploadTextures(renderer: Renderer, textures: readonly Texture[]): void {
  const gl = (renderer as WebGLRenderer).texture;
  for (const texture of textures) if (texture !== Texture.EMPTY) gl.initSource(texture.source);
}

/** Frees the GPU copies and bitmaps; the DOM images stay as they are. Safe on an empty or destroyed list. */
export function destroyTextures(textures: Texture[]): void {
  for (const texture of textures) {
    if (texture.destroyed || texture === Texture.EMPTY) continue;
    const resource = texture.source.resource as unknown;
    texture.destroy(true);
    if (resource instanceof ImageBitmap) resource.close();
  }
  textures.length = 0;
}

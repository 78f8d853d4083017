import { type Renderer, Texture, type WebGLRenderer } from "pixi.js";
import { decodedOffThread } from "./pictureBitmaps.ts";

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
        return Texture.from(await decodedOffThread(img));
      } catch {
        return Texture.EMPTY;
      }
    }),
  );
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

import { type Container, Texture } from "pixi.js";
import type { GlValue } from "../../motion/optionSchemas.ts";
import { createGlMesh, type GlMesh } from "./glMesh.ts";
import type { GlTransitions } from "./glTransitions.ts";

const drawable = (texture: Texture | undefined): texture is Texture =>
  texture !== undefined && texture.source !== Texture.EMPTY.source;

/**
 * The scene's layer for the gl-transitions catalogue: over the slices' quad, one quad drawn by the
 * transition being played, whose `progress` follows the crossfade piece GSAP tweens. Its mesh is kept
 * for the next change of the same transition.
 */
export function createGlLayer(root: Container, catalogue: GlTransitions) {
  let mesh: GlMesh | undefined;
  let name: string | undefined;

  return {
    /**
     * Starts drawing `from` turning into `to` with catalogue transition `gl` and its tuned `params`;
     * false when it cannot (not fetched yet, not drawable here, or a slide that could not be loaded): the
     * slices crossfade then.
     */
    begin(
      { gl = "", params = {} }: { gl?: string; params?: Readonly<Record<string, GlValue>> },
      from: Texture | undefined,
      to: Texture | undefined,
      width: number,
      height: number,
    ) {
      const transition = catalogue.get(gl);
      if (!transition) void catalogue.prepare(gl); // ready for the next change
      if (!transition || !drawable(from) || !drawable(to)) return false;
      if (name !== gl || !mesh) {
        mesh?.destroy();
        mesh = createGlMesh(transition);
        name = gl;
        root.addChild(mesh.mesh);
      }
      mesh.begin(from, to, width, height);
      catalogue.ignored(gl, mesh.tune(params));
      mesh.mesh.visible = true;
      return true;
    },
    set progress(p: number) {
      if (mesh) mesh.progress = p;
    },
    hide() {
      if (mesh) mesh.mesh.visible = false;
    },
    destroy() {
      mesh?.destroy();
      mesh = undefined;
      name = undefined;
    },
  };
}

import { CanvasSource, Container, Sprite, Texture } from "pixi.js";
import type { Snapshot } from "../../gpu/snapshot.ts";
import type { Placement } from "./placement.ts";

/** The whole list, as one piece (fade and slide move it together). */
export const WHOLE = -1;

/**
 * The strip's Pixi scene inside `root`: the cards of one page as sprites made from snapshots of the DOM
 * cards, each anchored at its centre (scaleIn and scaleOut grow and shrink it from there), all in one
 * group that moves when the list moves as a whole. It knows Pixi, not React or GSAP. Once destroyed
 * (its context lost mid-change) it ignores the change still playing.
 */
export function createStripScene(root: Container) {
  const group = new Container();
  root.addChild(group);
  let sprites: Sprite[] = [];
  let rest: { x: number; y: number }[] = [];
  let destroyed = false;

  function clear() {
    if (destroyed) return;
    for (const sprite of sprites) sprite.destroy({ texture: true, textureSource: true });
    sprites = [];
    rest = [];
    group.position.set(0, 0);
    group.pivot.set(0, 0);
    group.scale.set(1);
    group.alpha = 1;
  }

  return {
    /**
     * Shows the snapshots where their elements are on the page: `origin` is the canvas's top-left and
     * `list` the list's box, in viewport px.
     */
    show(snapshots: Snapshot[], origin: { left: number; top: number }, list: DOMRect) {
      if (destroyed) return;
      clear();
      const centre = {
        x: list.left + list.width / 2 - origin.left,
        y: list.top + list.height / 2 - origin.top,
      };
      group.pivot.set(centre.x, centre.y);
      group.position.set(centre.x, centre.y);
      for (const { canvas, origin: at, width, height } of snapshots) {
        const resolution = canvas.width / width;
        const sprite = new Sprite(
          new Texture({ source: new CanvasSource({ resource: canvas, resolution }) }),
        );
        sprite.anchor.set(0.5);
        // Centred on the snapshot's own canvas, which starts on a device pixel: drawn at rest, unresampled.
        const middle = { x: at.x + width / 2 - origin.left, y: at.y + height / 2 - origin.top };
        sprite.position.set(middle.x, middle.y);
        group.addChild(sprite);
        sprites.push(sprite);
        rest.push(middle);
      }
    },
    /** Puts card `index` (or the WHOLE list) at `place`, relative to where it rests. */
    place(index: number, { x, y, scale, alpha }: Placement) {
      if (destroyed) return;
      const target = index === WHOLE ? group : sprites[index];
      const at = index === WHOLE ? group.pivot : rest[index];
      if (!target || !at) return;
      target.position.set(at.x + x, at.y + y);
      target.scale.set(scale);
      target.alpha = alpha;
    },
    clear,
    /**
     * Draws a transparent stand-in for a snapshot once, then takes it away: the batch shader compiles
     * and a canvas texture is uploaded while the page is idle, not in the first frame of the first change.
     */
    prime(render: () => void) {
      if (destroyed) return;
      const canvas = document.createElement("canvas");
      canvas.width = canvas.height = 2;
      const stand = new Sprite(new Texture({ source: new CanvasSource({ resource: canvas }) }));
      root.addChild(stand);
      render();
      stand.destroy({ texture: true, textureSource: true });
      render();
    },
    destroy() {
      clear();
      destroyed = true;
      group.destroy();
    },
  };
}

export type StripScene = ReturnType<typeof createStripScene>;

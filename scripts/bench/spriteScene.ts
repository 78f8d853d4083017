// The pre-shader slideshow scene of commit 3b4a6af, kept only for scripts/bench/scenes.ts to measure.
import { type Container, Rectangle, Sprite, Texture } from "pixi.js";
import {
  type ChangeMotion,
  type PieceState,
  pieceRects,
  type Rect,
  SETTLED,
} from "../../src/widgets/slideshow/transitions/index.ts";

/** The part of a texture that `object-fit: cover` shows on a width x height box, and its scale. */
function cover(texture: Texture, width: number, height: number) {
  // Frames are measured in the source's units (a srcset image's source may be larger than its texture).
  const { width: tw, height: th } = texture.source;
  const scale = Math.max(width / tw, height / th);
  const w = width / scale;
  const h = height / scale;
  return { scale, x: (tw - w) / 2, y: (th - h) / 2, w, h };
}

type Piece = { sprite: Sprite; texture: Texture; rect: Rect; state: PieceState };

/**
 * The slideshow's Pixi scene inside `root`: the settled slide drawn like the DOM's `object-fit: cover`
 * image, and during a change the incoming slide cut into pieces over the outgoing one. It knows Pixi, not
 * React or GSAP: a transition hands out plain piece states, and draw() puts them on screen.
 */
export function createSpriteScene(root: Container, textures: readonly Texture[]) {
  let width = 0;
  let height = 0;
  let index = 0;
  let zoom = { scale: 1, x: 0, y: 0 };
  let baseTexture = new Texture({ frame: new Rectangle(0, 0, 1, 1), dynamic: true });
  const base = new Sprite();
  root.addChild(base);
  let pieces: Piece[] = [];
  let incoming: Texture | undefined;

  function frame(texture: Texture, rect: Rect, state: PieceState, target: Texture) {
    const c = cover(texture, width, height);
    const f = target.frame;
    f.x = c.x + rect.x / c.scale;
    f.y = c.y + rect.y / c.scale;
    f.width = Math.max(0.01, (rect.width * state.sx) / c.scale);
    f.height = Math.max(0.01, (rect.height * state.sy) / c.scale);
    target.update();
  }

  function drawBase() {
    const texture = textures[index];
    if (!texture || width === 0) return;
    if (baseTexture.source !== texture.source) {
      baseTexture.destroy(false);
      baseTexture = new Texture({ source: texture.source, frame: new Rectangle(0, 0, 1, 1), dynamic: true });
    }
    frame(texture, { x: 0, y: 0, width, height }, SETTLED, baseTexture);
    base.texture = baseTexture;
    base.setSize(width, height);
  }

  function clearPieces() {
    for (const p of pieces) {
      p.sprite.destroy();
      p.texture.destroy(false);
    }
    pieces = [];
    incoming = undefined;
  }

  const self = {
    /** Sizes the scene to a width x height stage in CSS pixels. */
    layout(w: number, h: number) {
      width = w;
      height = h;
      drawBase();
      self.draw();
    },

    /** Shows slide `i` settled, ending any change. */
    show(i: number) {
      clearPieces();
      index = i;
      drawBase();
    },

    /**
     * Starts drawing a change from the current slide to `to`, cut as its motion says; returns the states
     * to tween, in index order. Given the states of an earlier begin, draws those again (a scrub).
     */
    begin(to: number, { name, spec, cutting, order }: ChangeMotion, states?: PieceState[]): PieceState[] {
      clearPieces();
      const texture = textures[to];
      if (!texture) return [];
      incoming = texture;
      const rects = pieceRects(spec.cut, cutting, width, height);
      if (rects.length !== order.length) throw new Error(`Bad cut for ${name}`);
      pieces = rects.map((rect, i) => {
        const pieceTexture = new Texture({
          source: texture.source,
          frame: new Rectangle(0, 0, 1, 1),
          dynamic: true,
        });
        const sprite = new Sprite(pieceTexture);
        root.addChild(sprite);
        return { sprite, texture: pieceTexture, rect, state: states?.[i] ?? { ...SETTLED, ...spec.from } };
      });
      self.draw();
      return pieces.map((p) => p.state);
    },

    /** Puts the current piece states on screen (call from the timeline's onUpdate, then render). */
    draw() {
      if (!incoming) return;
      for (const p of pieces) {
        const { rect, state, sprite } = p;
        const w = rect.width * state.sx;
        const h = rect.height * state.sy;
        sprite.visible = state.alpha > 0 && w >= 0.5 && h >= 0.5;
        if (!sprite.visible) continue;
        frame(incoming, rect, state, p.texture);
        sprite.alpha = state.alpha;
        sprite.position.set(rect.x + state.ox * width, rect.y + state.oy * height);
        sprite.setSize(w, h);
      }
    },

    /** Ends a change: slide `to` is now the settled slide. */
    end(to: number) {
      self.show(to);
    },

    /** Magnifies the settled slide by `scale` about (x, y) in stage pixels; 1 is no zoom. */
    zoom(scale: number, x: number, y: number) {
      zoom = { scale, x, y };
      root.pivot.set(zoom.x, zoom.y);
      root.position.set(zoom.x, zoom.y);
      root.scale.set(zoom.scale);
    },

    /** Removes everything it made; the textures belong to the caller. Safe to call twice. */
    destroy() {
      clearPieces();
      if (!base.destroyed) base.destroy();
      if (!baseTexture.destroyed) baseTexture.destroy(false);
    },
  };
  return self;
}

export type SpriteScene = ReturnType<typeof createSpriteScene>;

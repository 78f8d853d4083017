import type { PieceState, Rect } from "../../src/widgets/slideshow/transitions/index.ts";

export type BaselinePlan = {
  /** The picture the pieces show, as the page drew it. */
  image: string;
  rects: Rect[];
  /** Piece indices in the order they start. */
  order: number[];
  stagger: number;
  duration: number;
  from: Partial<PieceState>;
};

/**
 * The baseline, run inside the page: the same pieces of a transition as absolutely positioned DOM
 * elements over the stage, with JavaScript writing each one's opacity, width, height and offset on
 * every frame, the way a jQuery-era slideshow animated them. Resolves when the last piece has ended;
 * the pieces are removed again.
 */
export function playDomBaseline(stage: HTMLElement, plan: BaselinePlan): Promise<void> {
  const { width, height } = stage.getBoundingClientRect();
  const start = { alpha: 1, sx: 1, sy: 1, ox: 0, oy: 0, ...plan.from };
  const pieces = plan.rects.map((rect) => {
    const el = document.createElement("div");
    Object.assign(el.style, {
      position: "absolute",
      left: `${rect.x}px`,
      top: `${rect.y}px`,
      overflow: "hidden",
      zIndex: "50",
      backgroundImage: `url("${plan.image}")`,
      backgroundSize: `${width}px ${height}px`,
      backgroundPosition: `${-rect.x}px ${-rect.y}px`,
    });
    stage.append(el);
    return { el, rect };
  });
  const quadInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);
  const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
  const total = plan.duration + plan.stagger * Math.max(0, plan.order.length - 1);
  const began = performance.now();
  return new Promise((resolve) => {
    const step = (now: number) => {
      const elapsed = now - began;
      plan.order.forEach((index, k) => {
        const piece = pieces[index];
        if (!piece) return;
        const t = quadInOut(Math.min(1, Math.max(0, (elapsed - k * plan.stagger) / plan.duration)));
        const { el, rect } = piece;
        el.style.opacity = String(lerp(start.alpha, 1, t));
        el.style.width = `${rect.width * lerp(start.sx, 1, t)}px`;
        el.style.height = `${rect.height * lerp(start.sy, 1, t)}px`;
        el.style.left = `${rect.x + width * lerp(start.ox, 0, t)}px`;
        el.style.top = `${rect.y + height * lerp(start.oy, 0, t)}px`;
      });
      if (elapsed < total) {
        requestAnimationFrame(step);
      } else {
        for (const { el } of pieces) el.remove();
        resolve();
      }
    };
    requestAnimationFrame(step);
  });
}

/** One primary pointer's press on a surface, as every gesture on that surface sees it. */
export type Press = {
  readonly id: number;
  readonly type: string;
  /** Where it went down, in client px. */
  readonly x: number;
  readonly y: number;
  /** A second pointer came down before a gesture took this press: a pinch (Hammer's), never a drag or a pan. */
  pinch: boolean;
  /** A gesture follows this press: a second pointer from now on does not make it a pinch. */
  taken: boolean;
};

export type PressWatcher = {
  down?(press: Press, event: PointerEvent): void;
  move?(press: Press, event: PointerEvent): void;
  /** The pointer lifted, or the browser took it (`pointercancel`). */
  up?(press: Press, event: PointerEvent): void;
};

type Surface = { press?: Press; watchers: Set<PressWatcher>; stop: () => void };
const surfaces = new WeakMap<HTMLElement, Surface>();

/**
 * The pointers on `element`, kept once for every gesture on it (gestures/watchDrags.ts's drag, the
 * zoomed slide's pan): one set of listeners, the primary pointer's press, and the pinch rule. Hammer
 * keeps its own for hold and pinch. Returns the unwatch; the listeners go with the last watcher.
 */
export function watchPresses(element: HTMLElement, watcher: PressWatcher): () => void {
  const surface = surfaces.get(element) ?? track(element);
  surface.watchers.add(watcher);
  return () => {
    surface.watchers.delete(watcher);
    if (surface.watchers.size > 0 || surfaces.get(element) !== surface) return;
    surface.stop();
    surfaces.delete(element);
  };
}

function track(element: HTMLElement): Surface {
  const surface: Surface = { watchers: new Set(), stop: () => {} };
  const each = (call: (watcher: PressWatcher) => void) => {
    for (const watcher of [...surface.watchers]) call(watcher);
  };
  const down = (e: PointerEvent) => {
    const now = surface.press;
    if (!e.isPrimary) {
      if (now && !now.taken) now.pinch = true;
      return;
    }
    const press: Press = {
      id: e.pointerId,
      type: e.pointerType,
      x: e.clientX,
      y: e.clientY,
      pinch: false,
      taken: false,
    };
    surface.press = press;
    each((w) => w.down?.(press, e));
  };
  const move = (e: PointerEvent) => {
    const press = surface.press;
    if (press && e.pointerId === press.id) each((w) => w.move?.(press, e));
  };
  const up = (e: PointerEvent) => {
    const press = surface.press;
    if (!press || e.pointerId !== press.id) return;
    surface.press = undefined;
    each((w) => w.up?.(press, e));
  };
  const handlers = { pointerdown: down, pointermove: move, pointerup: up, pointercancel: up };
  const types = Object.keys(handlers) as (keyof typeof handlers)[];
  for (const type of types) element.addEventListener(type, handlers[type]);
  surface.stop = () => {
    for (const type of types) element.removeEventListener(type, handlers[type]);
  };
  surfaces.set(element, surface);
  return surface;
}

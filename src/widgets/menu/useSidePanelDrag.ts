import { type RefObject, useEffect, useRef } from "react";
import type { DragHandlers, Release } from "../../gestures/drag.ts";
import { prefersReducedMotion } from "../../motion/reducedMotion.ts";
import { panelSide } from "./mobileModel.ts";
import type { MobileOptions } from "./options.ts";
import { followsDrags, followX, type Outward, settleMs } from "./panelDrag.ts";

/** The app's page, which side.css moves aside with the panel (by transform, or by left around a panel placed in it). */
const PAGE = ".page";

/**
 * One element the drag moves: where it stood when the finger took it, the property side.css moves it
 * by, and the custom property its transition's duration is read from.
 */
type Mover = { el: HTMLElement; prop: "transform" | "left"; from: number; timing: string };

function mover(el: HTMLElement, prop: Mover["prop"], timing: string): Mover {
  const style = getComputedStyle(el);
  const from =
    prop === "left"
      ? Number.parseFloat(style.left) || 0
      : style.transform === "none"
        ? 0
        : new DOMMatrixReadOnly(style.transform).m41;
  return { el, prop, from, timing };
}

const draw = (m: Mover, x: number) =>
  m.el.style.setProperty(m.prop, m.prop === "left" ? `${x}px` : `translateX(${x}px)`);

type Settle = { movers: Mover[]; ms: number; timer: number; closing: boolean };

/** The settle is over (or a new drag or an open takes over): nothing of the drag is left inline. */
function done(settle: RefObject<Settle | null>) {
  const s = settle.current;
  if (!s) return;
  clearTimeout(s.timer);
  for (const m of s.movers) for (const p of [m.prop, m.timing, "transition"]) m.el.style.removeProperty(p);
  settle.current = null;
}

/** Lets side.css's transitions take the movers from where they are drawn to its place for them. */
function playOn(settle: RefObject<Settle | null>, s: Settle) {
  for (const m of s.movers) m.el.style.removeProperty(m.prop);
  s.timer = window.setTimeout(() => done(settle), s.ms);
}

type Params = {
  open: boolean;
  close: () => void;
  options: MobileOptions;
  /** A press's open and close (ms), over the panel's whole width. */
  duration: number;
  panel: RefObject<HTMLElement | null>;
};

/**
 * The open side panel follows a drag towards its side under the finger, 1:1, and the page the effect
 * moves with it (both read from what is drawn when the finger takes them); on release it closes when
 * the drag completes that way, else springs back. Either plays side.css's own transitions on from where
 * the finger left them, for the part of a press's duration the distance left asks for. Inline styles
 * exist only from the drag's start to its settle's end. Reduced motion, and effects that do not slide
 * the panel sideways, refuse the drag (a completed one is then a swipe). Returns the drag's handlers.
 */
export function useSidePanelDrag({ open, close, options, duration, panel }: Params): DragHandlers {
  const outward: Outward = panelSide(options) === "right" ? 1 : -1;
  /** `x`: the panel's translateX now. */
  const drag = useRef<{ movers: Mover[]; width: number; x: number } | null>(null);
  const settle = useRef<Settle | null>(null);

  // A release that closes waits for the close to be committed (the panel's place and the page's shift
  // gone from the CSS), held where the finger left it; then it plays on from there.
  useEffect(() => {
    const s = settle.current;
    if (open) done(settle);
    else if (s?.closing && !s.timer) playOn(settle, s);
  }, [open]);
  useEffect(() => () => done(settle), []);

  return {
    start() {
      const el = panel.current;
      if (!open || !el || !followsDrags(options.effect) || prefersReducedMotion()) return false;
      done(settle);
      const movers = [mover(el, "transform", "--menu-duration")];
      const page = document.querySelector<HTMLElement>(PAGE);
      if (page) {
        const m = mover(page, page.contains(el) ? "left" : "transform", "--side-menu-duration");
        if (m.from !== 0) movers.push(m); // this effect shifts the page
      }
      for (const m of movers) m.el.style.setProperty("transition", "none");
      const x = movers[0]?.from ?? 0;
      drag.current = { movers, width: el.getBoundingClientRect().width, x };
      return true;
    },
    move(dx: number) {
      const d = drag.current;
      const first = d?.movers[0];
      if (!d || !first) return;
      d.x = followX(first.from, dx, outward, d.width);
      for (const m of d.movers) draw(m, m.from + d.x - first.from);
    },
    end({ dx, velocity, completes }: Release) {
      const d = drag.current;
      if (!d) return;
      drag.current = null;
      const closing = open && completes && Math.sign(dx) === outward;
      const out = outward * d.x;
      // The release's velocity is up to its moment (platform/dragRule.ts): a finger held still before has none.
      const speed = outward * velocity;
      // Closed meanwhile (Escape mid-drag, the gestures then stopped): it plays on out of view.
      const ms =
        closing || !open
          ? settleMs(d.width - out, d.width, duration, speed)
          : settleMs(out, d.width, duration, -speed);
      for (const m of d.movers) {
        m.el.style.removeProperty("transition");
        m.el.style.setProperty(m.timing, `${ms}ms`);
      }
      const s = { movers: d.movers, ms, timer: 0, closing };
      settle.current = s;
      if (closing) close();
      else playOn(settle, s);
    },
  };
}

import { useCallback, useEffect, useRef, useState } from "react";
import { expoInOut } from "../../motion/ease.ts";
import { type Tween, tween } from "../../motion/tween.ts";

/**
 * The thumbnail strip's scrolling: the arrows scroll it by most of its width (each disabled at its end),
 * and the active thumbnail is kept in view, both over `duration` ms with an exponential ease (behaviour.md 10).
 */
export function useThumbScroller(index: number, duration: number) {
  const list = useRef<HTMLUListElement>(null);
  const scroll = useRef<Tween | undefined>(undefined);
  // Where a running scroll will end: a thumbnail counts as in view only if it still is there.
  const target = useRef<number | undefined>(undefined);

  const scrollTo = useCallback(
    (left: number) => {
      const el = list.current;
      if (!el) return;
      scroll.current?.cancel();
      const from = el.scrollLeft;
      const to = Math.max(0, Math.min(left, el.scrollWidth - el.clientWidth));
      target.current = to;
      scroll.current = tween({
        duration,
        ease: expoInOut,
        onUpdate: (v) => {
          el.scrollLeft = from + (to - from) * v;
        },
        onComplete: () => {
          target.current = undefined;
        },
      });
    },
    [duration],
  );

  useEffect(() => {
    const el = list.current;
    const item = el?.children[index] as HTMLElement | undefined;
    if (!el || !item) return;
    const left = item.offsetLeft - el.offsetLeft;
    const at = target.current ?? el.scrollLeft;
    if (left < at || left + item.offsetWidth > at + el.clientWidth) {
      scrollTo(left - (el.clientWidth - item.offsetWidth) / 2);
    }
  }, [index, scrollTo]);
  useEffect(() => () => scroll.current?.cancel(), []);

  // Whether the list rests at its start or its end: the arrow that way has nowhere to go.
  const [ends, setEnds] = useState({ start: false, end: false });
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const measure = () => {
      const start = el.scrollLeft <= 1;
      const end = el.scrollLeft >= el.scrollWidth - el.clientWidth - 1;
      setEnds((prev) => (prev.start === start && prev.end === end ? prev : { start, end }));
    };
    measure();
    el.addEventListener("scroll", measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      el.removeEventListener("scroll", measure);
      observer.disconnect();
    };
  }, []);

  const scrollBy = useCallback(
    (direction: -1 | 1) => {
      const el = list.current;
      if (el) scrollTo((target.current ?? el.scrollLeft) + direction * el.clientWidth * 0.8);
    },
    [scrollTo],
  );

  return { listRef: list, scrollBy, ends };
}

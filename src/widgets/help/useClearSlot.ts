import { type RefObject, useEffect, useState } from "react";
import { lowestClearSlot, pressableInDocument } from "./clearSlot.ts";

/**
 * How many stack slots the help button steps up so that it covers no control (SPEC.md 9's offsets:
 * it always rests on a slot). Looked at again when scrolling ends, the window resizes, the page's
 * layout changes or elements are added to it. While `held` (its dialog open above it) it is back on its own slot, where the dialog fits.
 */
export function useClearSlot(button: RefObject<HTMLElement | null>, active: boolean, held: boolean) {
  const [slot, setSlot] = useState(0);

  useEffect(() => {
    const el = button.current;
    if (!active || held || !el) return;
    const own = (node: Element) => el.contains(node) || !!node.closest(".help-dialog");
    const pressableAt = pressableInDocument(own);
    // React keeps a state update that changes nothing until the component next renders: set only a new slot,
    // or each look (one per added element) would pile one up while nothing moves.
    let shown = -1;
    const update = () => {
      // Layout offsets, not the box: they leave out the lift's translate, and a fixed element's are the viewport's.
      const r = el.offsetWidth / 2;
      const rest = { x: el.offsetLeft + r, y: el.offsetTop + el.offsetHeight / 2, r };
      const next = lowestClearSlot(rest, document.documentElement.clientHeight, pressableAt);
      if (next === shown) return;
      shown = next;
      setSlot(next);
    };
    update();
    // The first look can come before the web fonts have set the controls' widths.
    document.fonts.ready.then(update);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settled = "onscrollend" in window ? "scrollend" : "scroll";
    const onScroll =
      settled === "scrollend"
        ? update
        : () => {
            clearTimeout(timer);
            timer = setTimeout(update, 150);
          };
    const layout = new ResizeObserver(update);
    layout.observe(document.body);
    // A control can come under it with no change to the page's size: the slideshow's Zoom in appears once
    // its picture has loaded (on an iPhone's screen, right under the button's own place).
    const added = new MutationObserver(update);
    added.observe(document.body, { childList: true, subtree: true });
    window.addEventListener(settled, onScroll, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      clearTimeout(timer);
      layout.disconnect();
      added.disconnect();
      window.removeEventListener(settled, onScroll);
      window.removeEventListener("resize", update);
    };
  }, [button, active, held]);

  return held ? 0 : slot;
}

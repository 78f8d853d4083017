import { useEffect } from "react";
import { panelSide } from "./mobileModel.ts";
import type { MobileOptions } from "./options.ts";

/**
 * While the side panel is open, what side.css moves the page aside by and holds it still with: the
 * effect and the panel's side on the root element, and the panel's width.
 */
export function usePageShift(open: boolean, options: MobileOptions, width: number) {
  const { effect } = options;
  const from = panelSide(options);
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.dataset.sideMenu = effect;
    root.dataset.sideMenuFrom = from;
    root.style.setProperty("--side-menu-width", `${width}px`);
    return () => {
      delete root.dataset.sideMenu;
      delete root.dataset.sideMenuFrom;
      root.style.removeProperty("--side-menu-width");
    };
  }, [open, effect, from, width]);
}

import { type RefObject, useLayoutEffect, useMemo } from "react";
import type { DesktopOptions, MobileOptions, Timing } from "./options.ts";

/**
 * The configured sizes and timing, as custom properties set from script on the menu (menu.css holds
 * behaviour.md 3 and 9's defaults; a style attribute in the served HTML would break the CSP). Returned for the side
 * panel's layer, which React renders in the browser only.
 */
export function useMenuVars(
  wrapper: RefObject<HTMLElement | null>,
  desktop: DesktopOptions & { ms: Timing },
  mobile: MobileOptions,
) {
  const vars = useMemo(
    () => ({
      "--menu-width": `${desktop.offCanvasWidth}px`,
      "--menu-z": String(mobile.zIndex),
      "--menu-duration": `${desktop.ms.duration}ms`,
      "--menu-ease": desktop.transition,
      "--menu-offset": `${desktop.directionOffset}px`,
    }),
    [mobile.zIndex, desktop],
  );
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(vars)) wrapper.current?.style.setProperty(name, value);
    // The page slides with the panel, in step: its timing on the root, where the page reads it.
    const root = document.documentElement.style;
    root.setProperty("--side-menu-duration", vars["--menu-duration"]);
    root.setProperty("--side-menu-ease", vars["--menu-ease"]);
    return () => {
      root.removeProperty("--side-menu-duration");
      root.removeProperty("--side-menu-ease");
    };
  }, [vars, wrapper]);
  return vars;
}

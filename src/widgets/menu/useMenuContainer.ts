import { useLayoutEffect, useState } from "react";
import { resolveContainer } from "./mobileModel.ts";

/**
 * The element the side panel is placed into (the mobile `container` option), found once mounted and
 * before the first frame after hydration, so a panel adopted open at wake is drawn there at once.
 */
export function useMenuContainer(selector: string): HTMLElement | undefined {
  const [container, setContainer] = useState<HTMLElement>();
  useLayoutEffect(() => {
    const found = resolveContainer(selector, (s) => document.querySelector<HTMLElement>(s), document.body);
    if (found.warning) console.warn(found.warning);
    setContainer(found.element);
  }, [selector]);
  return container;
}

import { type Dispatch, useEffect, useLayoutEffect, useReducer } from "react";
import { useMediaQuery } from "../../platform/useMediaQuery.ts";
import { initialSideMenu, type SideEvent, type SideMenu, stepSideMenu } from "./mobileModel.ts";
import { isSideWidth, type MobileOptions, SIDE_WIDTH } from "./options.ts";

/**
 * Whether the window is narrow enough for the side menu, told to the side menu as it changes: at
 * 768 px and wider the panel closes. Known before the first frame after hydration (a layout effect),
 * with the state adopted at wake (useAdoptAtWake.ts).
 */
function useSideWidth(send: Dispatch<SideEvent>): boolean {
  const side = useMediaQuery(SIDE_WIDTH, { beforePaint: true });
  useLayoutEffect(() => {
    // Asked again: while hydrating, the query's first answer is the server's (not side).
    if (!side && !isSideWidth()) send({ type: "wide" });
  }, [side, send]);
  return side;
}

/**
 * The side menu's state (mobileModel.ts) and whether it is in use at this width. The accordion opens
 * the active branch at start, when configured.
 */
export function useSideMenuState(options: MobileOptions, activeBranch: () => string[]) {
  const [state, send] = useReducer(
    (s: SideMenu, e: SideEvent) => stepSideMenu(s, e, options.type),
    options.type,
    (type) => initialSideMenu(type),
  );
  const side = useSideWidth(send);
  useEffect(() => {
    if (options.type !== "accordion" || !options.openActiveBranch) return;
    send({ type: "reveal", ids: activeBranch() });
  }, [options.type, options.openActiveBranch, activeBranch]);
  return { state, send, side };
}

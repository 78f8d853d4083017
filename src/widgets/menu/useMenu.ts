import { type CSSProperties, useCallback, useMemo, useRef } from "react";
import type { Menu as MenuContent } from "../../content/schema.ts";
import { useReadyForPresses } from "../../platform/readyForPresses.ts";
import { useHydrated } from "../../platform/useHydrated.ts";
import { activeBranch, panelSide, type SideMenu } from "./mobileModel.ts";
import { type MobileOptions, resolveOptions } from "./options.ts";
import type { ItemsState } from "./types.ts";
import { useAdoptAtWake } from "./useAdoptAtWake.ts";
import { useDesktopMenu } from "./useDesktopMenu.ts";
import { useMenuContainer } from "./useMenuContainer.ts";
import { useMenuVars } from "./useMenuVars.ts";
import { useRenderedLevels } from "./useRenderedLevels.ts";
import { useRolloverWarning } from "./useRolloverWarning.ts";
import { useSideLevels } from "./useSideLevels.ts";
import { useSideMenuState } from "./useSideMenuState.ts";
import { useSidePanel } from "./useSidePanel.ts";
import { useTopFixed } from "./useTopFixed.ts";

/** What the side panel's styles hang on: set on the menu, and on the layer the panel is placed into. */
const styleScope = (mobile: MobileOptions, state: SideMenu, enhanced: boolean) => ({
  dir: mobile.direction,
  "data-type": mobile.type,
  "data-effect": mobile.effect,
  "data-from": panelSide(mobile),
  "data-enhanced": enhanced || undefined,
  "data-open": state.open || undefined,
  "data-adopted": state.adopted || undefined,
  "data-show-images": mobile.showImages || undefined,
  "data-show-descriptions": mobile.showDescriptions || undefined,
});

/** The menu's options, resolved once, and what the items say: which open on hover, the active branch. */
function useMenuOptions({ items, desktop, mobile }: MenuContent) {
  const options = useMemo(() => resolveOptions({ desktop, mobile }), [desktop, mobile]);
  const hover = useMemo(() => items.map((i) => !!i.children && !i.clickToggle), [items]);
  const branch = useCallback(() => activeBranch(items, location.hash), [items]);
  return { ...options, hover, branch };
}

type PanelRefs = Pick<Parameters<typeof useSidePanel>[0], "panel" | "toggle" | "closeButton" | "backdrop">;

/** The side menu: its state (open, adopted, the level shown), and the panel while it is open. */
function useSideMenu({ desktop, mobile, branch }: ReturnType<typeof useMenuOptions>, refs: PanelRefs) {
  const { state, send, side } = useSideMenuState(mobile, branch);
  const close = useCallback(() => send({ type: "close" }), [send]);
  const adoptSide = useCallback(() => send({ type: "adopt" }), [send]);
  const sidePanel = useSidePanel({
    open: state.open,
    adopted: !!state.adopted,
    close,
    options: mobile,
    width: desktop.offCanvasWidth,
    duration: desktop.ms.duration,
    ...refs,
  });
  return { state, send, side, close, adoptSide, sidePanel };
}

/**
 * The bridge between React and the menu: its options, the desktop panels and the side menu (each a
 * model driven by small hooks), and the focus moves between them. Returns the props the view spreads.
 */
export function useMenu(menu: MenuContent) {
  const { items } = menu;
  const options = useMenuOptions(menu);
  const { desktop, mobile, hover } = options;
  const wrapper = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);

  const container = useMenuContainer(mobile.container);
  // Ready for presses once the side panel's place is known (a layout effect at mount, whose render also
  // has what was adopted at wake): a replayed tap on ☰ opens the panel where it stays.
  useReadyForPresses(container !== undefined);
  const sideMenu = useSideMenu(options, { panel, toggle, closeButton, backdrop });
  const { state, send, side, close, adoptSide, sidePanel } = sideMenu;
  const desk = useDesktopMenu(panel, {
    hover,
    timing: desktop.ms,
    margin: desktop.viewportMargin,
    enabled: !side,
  });
  useAdoptAtWake({
    panel,
    toggle,
    closeButton,
    adoptSide,
    adoptDesktop: desk.adopt,
    adoptHovered: desk.adoptHovered,
  });
  const levels = useSideLevels(state, send, mobile.type);
  const scope = styleScope(mobile, state, useHydrated());
  const fixed = useTopFixed(wrapper, desktop.topFixed && !side);
  const vars = useMenuVars(wrapper, desktop, mobile);
  useRolloverWarning(items);
  const rendered = useRenderedLevels(side, mobile.type, state, desk.panels);

  const itemsState: ItemsState = {
    menuId: mobile.menuId,
    panels: desk.panels,
    places: desk.places,
    expanded: levels.expanded,
    rendered,
    side,
    itemProps: desk.itemProps,
    onToggle: (id, index) => (side ? levels.enter(id) : desk.toggle(index)),
    subRef: levels.subRef,
    toggleRef: levels.toggleRef,
  };
  return {
    mobile,
    /** Where the side panel is placed (out of the header's stacking context); none on desktop. */
    container: side ? container : undefined,
    rootProps: { ref: wrapper, ...scope, "data-fixed": fixed || undefined },
    layerProps: { ...scope, style: vars as CSSProperties },
    toggleProps: {
      ref: toggle,
      "aria-expanded": state.open,
      "aria-controls": mobile.menuId,
      onClick: () => send({ type: "toggle" }),
    },
    backdropProps: { ref: backdrop, onClick: close },
    panelProps: {
      id: mobile.menuId,
      ref: panel,
      ...(side ? sidePanel : { onKeyDown: desk.onKeyDown, onClick: desk.onClick }),
    },
    barProps: { mobile, showBack: levels.showBack, onBack: levels.back, closeRef: closeButton },
    itemsState,
  };
}

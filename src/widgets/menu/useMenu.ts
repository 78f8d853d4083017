import { type CSSProperties, type MouseEvent, useCallback, useMemo, useRef } from "react";
import { flushSync } from "react-dom";
import type { Menu as MenuContent } from "../../content/schema.ts";
import { useHydrated } from "../../platform/useHydrated.ts";
import { activeBranch, panelSide, type SideMenu } from "./mobileModel.ts";
import { type MobileOptions, resolveOptions } from "./options.ts";
import type { ItemsState } from "./types.ts";
import { useDesktopMenu } from "./useDesktopMenu.ts";
import { useLevelFocus } from "./useLevelFocus.ts";
import { useMenuContainer } from "./useMenuContainer.ts";
import { useMenuVars } from "./useMenuVars.ts";
import { useRenderedLevels } from "./useRenderedLevels.ts";
import { useRolloverWarning } from "./useRolloverWarning.ts";
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
  "data-show-images": mobile.showImages || undefined,
  "data-show-descriptions": mobile.showDescriptions || undefined,
});

/**
 * The bridge between React and the menu: its options, the desktop panels and the side menu (each a
 * model driven by small hooks), and the focus moves between them. Returns the props the view spreads.
 */
export function useMenu({ items, desktop: desktopContent, mobile: mobileContent }: MenuContent) {
  const { desktop, mobile } = useMemo(
    () => resolveOptions({ desktop: desktopContent, mobile: mobileContent }),
    [desktopContent, mobileContent],
  );
  const hover = useMemo(() => items.map((i) => !!i.children && !i.clickToggle), [items]);
  const branch = useCallback(() => activeBranch(items, location.hash), [items]);
  const wrapper = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  const container = useMenuContainer(mobile.container);
  const { state, send, side } = useSideMenuState(mobile, branch);
  const close = useCallback(() => send({ type: "close" }), [send]);
  const trapKeys = useSidePanel({
    open: state.open,
    close,
    options: mobile,
    width: desktop.offCanvasWidth,
    panel,
    toggle,
    closeButton,
  });
  const desk = useDesktopMenu(panel, {
    hover,
    timing: desktop.ms,
    margin: desktop.viewportMargin,
    enabled: !side,
  });
  const levels = useLevelFocus();
  const scope = styleScope(mobile, state, useHydrated());
  const fixed = useTopFixed(wrapper, desktop.topFixed && !side);
  const vars = useMenuVars(wrapper, desktop, mobile);
  useRolloverWarning(items);
  const rendered = useRenderedLevels(side, mobile.type, state, desk.panels);

  // Fade and push cover the level a toggle is on: focus moves into the level entered, and back.
  const drills = mobile.type === "fade" || mobile.type === "push";
  const onToggle = (id: string, index: number) => {
    if (!side) return desk.toggle(index);
    flushSync(() => send({ type: "enter", id }));
    if (drills) levels.focusFirstLink(id);
  };
  const onBack = () => {
    const left = state.stack.at(-1);
    flushSync(() => send({ type: "back" }));
    if (left) levels.focusToggle(left);
  };
  const onPanelClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as Element;
    // A link in the side panel scrolls to its section or leaves the page: either way the panel closes.
    if (side && target.closest("a, [data-menu-close]")) close();
    // A chosen item of a drop-down takes the visitor to its section: the drop-down goes.
    if (!side && target.closest("[data-menu-panel] a")) desk.closeAll();
  };

  const itemsState: ItemsState = {
    menuId: mobile.menuId,
    panels: desk.panels,
    places: desk.places,
    expanded: drills ? state.stack : state.expanded,
    rendered,
    side,
    itemProps: desk.itemProps,
    onToggle,
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
    backdropProps: { onClick: close },
    panelProps: {
      id: mobile.menuId,
      ref: panel,
      onKeyDown: side ? trapKeys : desk.onKeyDown,
      onClick: onPanelClick,
    },
    barProps: { mobile, showBack: drills && state.stack.length > 0, onBack, closeRef: closeButton },
    itemsState,
  };
}

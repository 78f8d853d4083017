import "./menu.css";
import "./side.css";
import {
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
} from "react";
import { createPortal, flushSync } from "react-dom";
import type { ImageManifest } from "../../content/images.ts";
import type { Menu as MenuContent } from "../../content/schema.ts";
import { useHydrated } from "../../platform/useHydrated.ts";
import { MenuBar } from "./MenuBar.tsx";
import { type ItemsContext, MenuItems } from "./MenuItems.tsx";
import { activeBranch } from "./mobileModel.ts";
import { rolloverProblem } from "./model.ts";
import { resolveDesktop, resolveMobile } from "./options.ts";
import { useDesktopMenu } from "./useDesktopMenu.ts";
import { useMenuVars } from "./useMenuVars.ts";
import { useRenderedLevels } from "./useRenderedLevels.ts";
import { panelSide, useSideMenu } from "./useSideMenu.ts";
import { useTopFixed } from "./useTopFixed.ts";

/**
 * The main navigation: links and disclosure buttons, complete before any script runs. On desktop the
 * sub-menus are panels that open on hover or click; below 768 px the whole menu is a side panel.
 */
export function Menu({
  menu,
  images,
  logo,
}: {
  menu: MenuContent;
  images: ImageManifest;
  /** The business's mark and name, shown in the side panel's top bar when `showLogo` is on. */
  logo?: ReactNode;
}) {
  const desktop = useMemo(() => resolveDesktop(menu.desktop), [menu.desktop]);
  const mobile = useMemo(() => resolveMobile(menu.mobile), [menu.mobile]);
  const hover = useMemo(() => menu.items.map((i) => !!i.children && !i.clickToggle), [menu.items]);
  const branch = useCallback(() => activeBranch(menu.items, location.hash), [menu.items]);
  const sideMenu = useSideMenu(mobile, desktop.offCanvasWidth, branch);
  const { side, state, send } = sideMenu;
  const desk = useDesktopMenu({ hover, timing: desktop.ms, margin: desktop.viewportMargin, enabled: !side });
  const hydrated = useHydrated();
  const wrapper = useRef<HTMLDivElement>(null);
  const fixed = useTopFixed(wrapper, desktop.topFixed && !side);

  const vars = useMenuVars(wrapper, desktop, mobile);

  useEffect(() => {
    const problem = rolloverProblem(menu.items);
    if (problem) console.warn(problem);
  }, [menu.items]);

  const drills = mobile.type === "fade" || mobile.type === "push";
  const rendered = useRenderedLevels(side, mobile.type, state, desk.panels);
  const ctx: ItemsContext = {
    images,
    menuId: mobile.menuId,
    panels: desk.panels,
    places: desk.places,
    expanded: drills ? state.stack : state.expanded,
    rendered,
    side,
    itemProps: desk.itemProps,
    onToggle: (id, index) => {
      if (!side) return desk.toggle(index);
      flushSync(() => send({ type: "enter", id }));
      // Fade and push cover the level the button was on: focus moves to the sub-menu's first link.
      if (drills)
        document
          .getElementById(`${mobile.menuId}-sub-${id}`)
          ?.querySelector("a")
          ?.focus({ preventScroll: true });
    },
  };
  const back = () => {
    const left = state.stack.at(-1);
    flushSync(() => send({ type: "back" }));
    document
      .querySelector<HTMLElement>(`[aria-controls="${mobile.menuId}-sub-${left}"]`)
      ?.focus({ preventScroll: true });
  };
  const onClick = (event: MouseEvent<HTMLElement>) => {
    // A link in the side panel scrolls to its section or leaves the page: either way the panel closes.
    if (side && (event.target as Element).closest("a")) send({ type: "close" });
    if (side && (event.target as Element).closest("[data-menu-close]")) send({ type: "close" });
    // A chosen item of a drop-down takes the visitor to its section: the drop-down goes.
    if (!side && (event.target as Element).closest("[data-menu-panel] a")) desk.closeAll();
  };

  // What the side panel's styles hang on: set on the menu, and on the layer the panel is placed into.
  const scope = {
    dir: mobile.direction,
    "data-type": mobile.type,
    "data-effect": mobile.effect,
    "data-from": panelSide(mobile),
    "data-enhanced": hydrated || undefined,
    "data-open": state.open || undefined,
    "data-show-images": mobile.showImages || undefined,
    "data-show-descriptions": mobile.showDescriptions || undefined,
  };
  const panel = (
    <>
      <div className="menu__backdrop" aria-hidden="true" onClick={() => send({ type: "close" })} />
      <nav
        id={mobile.menuId}
        ref={(el) => {
          desk.root.current = el;
          sideMenu.panel.current = el;
        }}
        className="menu__panel"
        aria-label="Main"
        onKeyDown={side ? sideMenu.onKeyDown : desk.onKeyDown}
        onClick={onClick}
      >
        <MenuBar mobile={mobile} logo={logo} showBack={drills && state.stack.length > 0} onBack={back} />
        <MenuItems items={menu.items} depth={0} prefix="" ctx={ctx} />
      </nav>
    </>
  );

  return (
    <div className="menu" ref={wrapper} {...scope} data-fixed={fixed || undefined}>
      <button
        ref={sideMenu.toggle}
        type="button"
        className="menu-toggle"
        aria-expanded={state.open}
        aria-controls={mobile.menuId}
        onClick={() => send({ type: "toggle" })}
      >
        <span className="menu-toggle__bars" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <span className="visually-hidden">{mobile.title}</span>
      </button>
      {/* Below 768 px the panel lives in the configured container (the body by default), out of the
          header's stacking context; from 768 px it is the desktop bar, in place. */}
      {side && sideMenu.container
        ? createPortal(
            <div className="menu-layer" {...scope} style={vars as CSSProperties}>
              {panel}
            </div>,
            sideMenu.container,
          )
        : panel}
    </div>
  );
}

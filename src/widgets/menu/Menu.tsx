import "./menu.css";
import "./side.css";
import "./sideLevels.css";
import "./sidePage.css";
import type { ReactNode } from "react";
import { createPortal } from "react-dom";
import type { ImageManifest } from "../../content/images.ts";
import type { Menu as MenuContent } from "../../content/schema.ts";
import { MenuBar } from "./MenuBar.tsx";
import { MenuItems } from "./MenuItems.tsx";
import { useMenu } from "./useMenu.ts";

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
  const m = useMenu(menu);
  const panel = (
    <>
      <div className="menu__backdrop" aria-hidden="true" {...m.backdropProps} />
      <nav className="menu__panel" aria-label="Main" {...m.panelProps}>
        <MenuBar logo={logo} {...m.barProps} />
        <MenuItems items={menu.items} depth={0} prefix="" ctx={{ ...m.itemsState, images }} />
      </nav>
    </>
  );

  return (
    <div className="menu" {...m.rootProps}>
      <button type="button" className="menu-toggle" {...m.toggleProps}>
        <span className="menu-toggle__bars" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <span className="visually-hidden">{m.mobile.title}</span>
      </button>
      {/* Below 768 px the panel lives in the configured container (the body by default), out of the
          header's stacking context; from 768 px it is the desktop bar, in place. */}
      {m.container
        ? createPortal(
            <div className="menu-layer" {...m.layerProps}>
              {panel}
            </div>,
            m.container,
          )
        : panel}
    </div>
  );
}

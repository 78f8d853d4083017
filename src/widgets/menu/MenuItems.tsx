import type { CSSProperties } from "react";
import type { ImageManifest } from "../../content/images.ts";
import type { MenuItem } from "../../content/schema.ts";
import { LazyLevel } from "./LazyLevel.tsx";
import { panelZIndex } from "./model.ts";
import type { ItemsState } from "./types.ts";

/** What the list needs: the menu's state from the adapter, and the pictures its items show. */
type ItemsContext = ItemsState & { images: ImageManifest };

function ItemImage({ item, images }: { item: MenuItem; images: ImageManifest }) {
  const image = item.image ? images[item.image] : undefined;
  if (!image) return null;
  const rollover = item.rollover && item.rolloverImage ? images[item.rolloverImage] : undefined;
  return (
    <>
      <img className="menu__icon" src={image.src} width={24} height={24} alt="" />
      {rollover && (
        <img className="menu__icon menu__icon--rollover" src={rollover.src} width={24} height={24} alt="" />
      )}
    </>
  );
}

function SubList({
  item,
  id,
  index,
  depth,
  ctx,
}: {
  item: MenuItem;
  id: string;
  index: number;
  depth: number;
  ctx: ItemsContext;
}) {
  const top = depth === 0;
  const panel = top ? ctx.panels[index] : undefined;
  const place = top ? ctx.places[index] : undefined;
  const shift = place?.shift ?? 0;
  // Set only once the panel moves (a style attribute in the served HTML would break the CSP).
  const style: CSSProperties | undefined =
    panel && (panel.phase !== "closed" || shift)
      ? { zIndex: panelZIndex(panel.phase), marginLeft: shift || undefined }
      : undefined;
  return (
    <div
      ref={ctx.subRef(id)}
      className="menu__sub"
      id={`${ctx.menuId}-sub-${id}`}
      data-menu-panel={top ? index : undefined}
      data-state={panel?.phase}
      data-clicked={panel?.clicked || undefined}
      data-flip={place?.flip || undefined}
      style={style}
    >
      <LazyLevel ready={ctx.rendered(id)} served={!ctx.side}>
        <MenuItems items={item.children ?? []} depth={depth + 1} prefix={`${id}.`} ctx={ctx} />
      </LazyLevel>
    </div>
  );
}

export function MenuItems({
  items,
  depth,
  prefix,
  ctx,
}: {
  items: readonly MenuItem[];
  depth: number;
  prefix: string;
  ctx: ItemsContext;
}) {
  return (
    <ul className={depth === 0 ? "menu__list" : "menu__sublist"}>
      {items.map((item, index) => {
        const id = `${prefix}${index}`;
        const top = depth === 0;
        const open = ctx.side
          ? ctx.expanded.includes(id)
          : top &&
            !!ctx.panels[index] &&
            ctx.panels[index].phase !== "closed" &&
            ctx.panels[index].phase !== "closing";
        return (
          <li
            key={id}
            className={item.children ? "menu__item menu__item--parent" : "menu__item"}
            data-menu-top={top ? index : undefined}
            data-expanded={(ctx.side && ctx.expanded.includes(id)) || undefined}
            {...(top && item.children ? ctx.itemProps(index) : {})}
          >
            <div className="menu__row">
              <a
                // Without a rollover image there is nothing to swap to: the item keeps its image.
                className={
                  item.rollover && item.rolloverImage ? "menu__link menu__link--rollover" : "menu__link"
                }
                href={item.href ?? "#main"}
              >
                <ItemImage item={item} images={ctx.images} />
                <span>{item.label}</span>
                {!top && item.description && <small className="menu__description">{item.description}</small>}
              </a>
              {item.children && (
                <button
                  ref={ctx.toggleRef(id)}
                  type="button"
                  className="menu__toggle"
                  data-menu-toggle
                  aria-expanded={open}
                  aria-controls={`${ctx.menuId}-sub-${id}`}
                  aria-label={`${item.label} sub-menu`}
                  onClick={() => ctx.onToggle(id, index)}
                >
                  <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
                    <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
                  </svg>
                </button>
              )}
            </div>
            {item.children && <SubList item={item} id={id} index={index} depth={depth} ctx={ctx} />}
          </li>
        );
      })}
    </ul>
  );
}

import type { ImageManifest } from "../../content/images.ts";
import { Picture } from "../../content/Picture.tsx";
import type { StripItem } from "../../content/schema.ts";

const SIZES = "(min-width: 1200px) 270px, (min-width: 768px) 45vw, 92vw";

/**
 * The cards of one strip page. The server renders this same component for the prerendered page and for
 * every `getPage` reply, so a page loaded later looks exactly like the first.
 */
export function StripItems({ items, images }: { items: StripItem[]; images: ImageManifest }) {
  return items.map((item) => {
    const image = images[item.image];
    return (
      <li key={item.title} id={item.anchor} className="strip-card" data-strips-item="">
        {image && <Picture image={image} alt={item.alt ?? ""} sizes={SIZES} className="strip-card__image" />}
        <div className="strip-card__body">
          <h3 className="strip-card__title">{item.title}</h3>
          <p className="strip-card__text">{item.text}</p>
          {item.link && (
            <a className="strip-card__link" href={item.link.href}>
              {item.link.label}
            </a>
          )}
        </div>
      </li>
    );
  });
}

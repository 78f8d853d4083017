import type { ImageManifest } from "../../content/images.ts";
import type { Menu as MenuContent, Site } from "../../content/schema.ts";
import { Menu } from "../islands.ts";

/** The business's mark, in the header and in the side menu's top bar. */
function BrandMark() {
  return (
    <svg className="brand__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
      <circle cx="16" cy="16" r="14.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M21 11.5a7 7 0 1 0 1.4 6.5H16" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function Header({ site, menu, images }: { site: Site; menu: MenuContent; images: ImageManifest }) {
  const { business } = site;
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a className="brand" href="/" aria-label={`${business.name}, home`}>
          <BrandMark />
          <span className="brand__name">{business.name}</span>
        </a>
        <Menu
          menu={menu}
          images={images}
          logo={
            <>
              <BrandMark />
              <span>{business.name}</span>
            </>
          }
        />
        <a className="site-header__call" href={`tel:${business.phone}`}>
          <span className="visually-hidden">Call </span>
          {business.phoneDisplay ?? business.phone}
        </a>
      </div>
    </header>
  );
}

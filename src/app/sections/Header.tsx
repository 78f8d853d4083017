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

function PhoneIcon() {
  return (
    <svg className="site-header__call-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d="M6.6 3.5 9 3l1.6 4.2-2 1.4a11 11 0 0 0 6.8 6.8l1.4-2L21 15l-.5 2.4A2.5 2.5 0 0 1 18 19.5 14.5 14.5 0 0 1 4.5 6a2.5 2.5 0 0 1 2.1-2.5Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
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
        {/* The number from 980 px; below, an icon, and on a phone a call button beside the menu's. */}
        <a className="site-header__call" href={`tel:${business.phone}`}>
          <span className="visually-hidden">Call {business.phoneDisplay ?? business.phone}</span>
          <PhoneIcon />
          <span className="site-header__call-word" aria-hidden="true">
            Call
          </span>
          <span className="site-header__number" aria-hidden="true">
            {business.phoneDisplay ?? business.phone}
          </span>
        </a>
      </div>
    </header>
  );
}

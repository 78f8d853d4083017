import type { Sections, Site } from "../../content/schema.ts";

export function Footer({ footer, business }: { footer: Sections["footer"]; business: Site["business"] }) {
  return (
    <footer id="footer" className="site-footer">
      <p className="site-footer__brand">{business.name}</p>
      <p className="site-footer__tagline">{business.tagline}</p>
      <ul className="site-footer__links">
        {footer.links.map((l) => (
          <li key={l.href}>
            <a href={l.href}>{l.label}</a>
          </li>
        ))}
      </ul>
      <p className="site-footer__text">{footer.text}</p>
    </footer>
  );
}

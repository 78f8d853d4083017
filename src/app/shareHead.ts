import type { PageData } from "./pageData.ts";

export const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The widest fallback (JPEG or PNG) of an image's srcset, with its size: what link previews fetch. */
function widestFallback(srcset: string, width: number, height: number) {
  const last = srcset.split(",").at(-1)?.trim().split(/\s+/) ?? [];
  const w = Number.parseInt(last[1] ?? "", 10) || width;
  return { src: last[0] ?? "", width: w, height: Math.round((w * height) / width) };
}

/** schema.org's LocalBusiness for the business, from content/site.json. */
export function localBusiness(data: PageData, image: string) {
  const { site } = data;
  const { business } = site;
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: business.name,
    description: site.description,
    slogan: business.tagline,
    url: site.url,
    image,
    telephone: business.phone,
    email: business.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address.street,
      addressLocality: business.address.city,
      postalCode: business.address.postcode,
      addressCountry: business.address.country,
    },
  };
}

/**
 * What a shared link shows: Open Graph and Twitter card tags with the first slide's picture, the icon a
 * phone's home screen uses, and the business as structured data (a data block, which the CSP leaves be).
 */
export function shareHead(data: PageData): string {
  const { site, gallery, images } = data;
  const slide = gallery.slides[0];
  const info = slide && images[slide.image];
  const picture = info && widestFallback(info.srcset.fallback, info.width, info.height);
  const image = picture ? new URL(picture.src, site.url).href : "";
  const meta = (key: "property" | "name", name: string, value: string | number) =>
    `<meta ${key}="${name}" content="${escapeHtml(String(value))}" />`;
  const alt = slide ? (slide.alt ?? slide.title) : "";
  const tags = [
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", site.business.name),
    meta("property", "og:title", site.title),
    meta("property", "og:description", site.description),
    meta("property", "og:url", new URL("/", site.url).href),
    meta("property", "og:locale", site.lang.replace("-", "_")),
    ...(picture
      ? [
          meta("property", "og:image", image),
          meta("property", "og:image:width", picture.width),
          meta("property", "og:image:height", picture.height),
          meta("property", "og:image:alt", alt),
        ]
      : []),
    meta("name", "twitter:card", picture ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", site.title),
    meta("name", "twitter:description", site.description),
    ...(picture ? [meta("name", "twitter:image", image), meta("name", "twitter:image:alt", alt)] : []),
    `<link rel="apple-touch-icon" href="/apple-touch-icon.png" />`,
    `<script type="application/ld+json">${JSON.stringify(localBusiness(data, image)).replace(/</g, "\\u003c")}</script>`,
  ];
  return tags.join("\n    ");
}

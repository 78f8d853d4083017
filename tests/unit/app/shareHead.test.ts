import { describe, expect, it } from "vitest";
import { toPageData } from "../../../src/app/pageData.ts";
import { shareHead } from "../../../src/app/shareHead.ts";
import { loadContent } from "../../../src/content/load.ts";
import { fakeManifest, ROOT } from "../../support/content.ts";

const content = loadContent(ROOT);
const data = toPageData(content, fakeManifest(content));
const head = shareHead(data);

/** The content of each `<meta property|name="…" content="…">`, by its property or name. */
const metas = Object.fromEntries(
  [...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)].map((m) => [m[1], m[2]]),
);
const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1] ?? "null");
const absolute = (url: string | undefined) => new URL(url ?? "").protocol === "https:";

describe("what a shared link shows", () => {
  it("has Open Graph's required properties (ogp.me: title, type, image, url), absolute", () => {
    expect(metas["og:title"]).toBe(content.site.title);
    expect(metas["og:type"]).toBe("website");
    expect(absolute(metas["og:url"])).toBe(true);
    expect(absolute(metas["og:image"])).toBe(true);
    // The first slide's picture, at the size its file has.
    expect(metas["og:image"]).toBe(
      `https://grandtour.example/img/${content.gallery.slides[0]!.image}-960.jpg`,
    );
    expect([metas["og:image:width"], metas["og:image:height"]]).toEqual(["960", "540"]);
    expect(metas["og:image:alt"]).toBeTruthy();
  });

  it("has a Twitter card with its required title, and a large image", () => {
    expect(metas["twitter:card"]).toBe("summary_large_image");
    expect(metas["twitter:title"]).toBe(content.site.title);
    expect(metas["twitter:image"]).toBe(metas["og:image"]);
  });

  it("describes the business as schema.org LocalBusiness with Google's required name and address", () => {
    expect(jsonLd).toMatchObject({ "@context": "https://schema.org", "@type": "LocalBusiness" });
    expect(jsonLd.name).toBe(content.site.business.name);
    expect(jsonLd.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: content.site.business.address.street,
      addressLocality: content.site.business.address.city,
      postalCode: content.site.business.address.postcode,
      addressCountry: content.site.business.address.country,
    });
    expect(jsonLd.telephone).toMatch(/^\+\d+$/);
    expect(absolute(jsonLd.url)).toBe(true);
    expect(jsonLd.image).toBe(metas["og:image"]);
  });

  it("offers a home-screen icon, and no markup a content value could break out of", () => {
    expect(head).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    const hostile = shareHead({ ...data, site: { ...data.site, title: '"><script>x</script>' } });
    expect(hostile).not.toContain("<script>x");
  });
});

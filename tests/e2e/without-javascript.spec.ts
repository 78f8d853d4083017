import { expect, test } from "@playwright/test";
import { loadContent } from "../../src/content/load.ts";

const content = loadContent();
test.use({ javaScriptEnabled: false });

test("a visitor without JavaScript reads every section, link, table, caption and the first strip page", async ({
  page,
  isMobile,
}) => {
  await page.goto("/");
  const { sections, features, gallery } = content;

  await expect(page.getByRole("heading", { level: 1, name: sections.hero.heading })).toBeVisible();
  for (const heading of [sections.services.heading, sections.tiers.heading, sections.fleet.heading]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole("heading", { level: 2, name: sections.about.heading })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: sections.contact.heading })).toBeVisible();

  const nav = page.getByRole("navigation", { name: "Main" });
  for (const item of content.menu.items) {
    const link = nav.getByRole("link", { name: item.label, exact: true });
    await expect(link).toHaveCount(1);
    // Sub-menus open on hover with no script; on a phone the side panel shows while its button has focus.
    if (isMobile || !item.children) continue;
    await link.hover();
    for (const child of item.children)
      await expect(nav.getByRole("link", { name: child.label })).toBeVisible();
  }

  // The first slide, as a plain image that is the page's first priority.
  const slide = page.getByRole("img", { name: gallery.slides[0]!.title });
  await expect(slide).toBeVisible();
  await expect(slide).toHaveAttribute("fetchpriority", "high");
  await expect(page.getByText(gallery.slides[0]!.caption)).toBeVisible();

  // The first strip page.
  const strip = page.locator("[data-strips='101']");
  await expect(strip.locator("[data-strips-item]")).toHaveCount(4);
  for (const item of content.strips.modules[0]!.items.slice(0, 4)) {
    await expect(strip.getByRole("heading", { name: item.title })).toBeVisible();
  }
  // No control that would do nothing without a script (issue 43): the slideshow's arrows, zoom,
  // autoplay and thumbnails and the strip's pager are not shown; the menu's buttons work on focus.
  const shown = await page
    .getByRole("button")
    .evaluateAll((all) =>
      all
        .filter((b) => (b as HTMLElement).offsetParent !== null)
        .map((b) => b.getAttribute("aria-label") ?? b.textContent?.trim()),
    );
  expect(shown).toEqual(isMobile ? ["Menu", "Close menu"] : ["Services sub-menu", "Fleet sub-menu"]);

  // The feature table, complete.
  const table = page.getByRole("table", { name: features.caption });
  for (const column of features.columns) {
    await expect(table.getByRole("columnheader", { name: column.name })).toBeVisible();
  }
  // A header row, a row per feature, and the calls to action.
  await expect(table.getByRole("row")).toHaveCount(features.rows.length + 2);
  for (const column of features.columns) {
    await expect(table.getByRole("link", { name: column.action!.label })).toBeVisible();
  }

  // Every titled image shows its title as a caption.
  for (const figure of [...sections.about.figures, ...sections.fleet.vehicles.map((v) => v.figure)]) {
    await expect(page.locator("figcaption", { hasText: figure.title })).toHaveCount(1);
  }

  await expect(page.getByRole("link", { name: content.site.business.email })).toHaveAttribute(
    "href",
    `mailto:${content.site.business.email}`,
  );
});

test("every image has an intrinsic size and modern formats", async ({ page }) => {
  await page.goto("/");
  const images = await page.locator("img").evaluateAll((imgs) =>
    imgs.map((img) => ({
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      avif: !!img.parentElement?.querySelector("source[type='image/avif']"),
      icon: img.classList.contains("menu__icon"),
    })),
  );
  expect(images.length).toBeGreaterThan(10);
  for (const image of images) {
    expect(Number(image.width)).toBeGreaterThan(0);
    expect(Number(image.height)).toBeGreaterThan(0);
    if (!image.icon) expect(image.avif).toBe(true);
  }
});

test("without JavaScript no control is shown that only a script could make work", async ({ page }) => {
  await page.goto("/");
  const slideshow = page.getByRole("region", { name: content.gallery.label });
  const needScript = [
    "Previous slide",
    "Next slide",
    "Play slideshow",
    "Scroll thumbnails left",
    "Scroll thumbnails right",
  ];
  for (const name of needScript) {
    await expect(slideshow.getByRole("button", { name, includeHidden: true })).toHaveCount(1);
    await expect(slideshow.getByRole("button", { name, includeHidden: true })).toBeHidden();
  }
  // The slide shown, its caption and its thumbnails stay.
  await expect(slideshow.getByRole("img", { name: content.gallery.slides[0]!.title })).toBeVisible();

  const strip = page.locator("[data-strips='101']");
  await expect(
    strip.getByRole("heading", { name: content.strips.modules[0]!.items[0]!.title }),
  ).toBeVisible();
  // Previous and Next page, the page numbers and autoplay's pause: the pager as a whole.
  const pager = strip.getByRole("navigation", { name: /pages$/, includeHidden: true });
  await expect(pager.getByRole("button", { name: "Page 2", includeHidden: true })).toHaveCount(1);
  await expect(pager).toBeHidden();
});

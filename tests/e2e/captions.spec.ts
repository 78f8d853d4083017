import { loadContent } from "../../src/content/load.ts";
import { expect, test } from "../support/fixtures.ts";

const { sections } = loadContent();
const figures = [...sections.about.figures, ...sections.fleet.vehicles.map((v) => v.figure)];

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("every titled image shows its title as a caption exactly as wide as the image", async ({ page }) => {
  for (const f of figures) {
    const figure = page.getByRole("figure", { name: f.title! });
    const image = figure.getByRole("img", { name: f.alt });
    await image.scrollIntoViewIfNeeded();
    await expect(figure.locator("figcaption")).toHaveText(f.title!);
    await expect(figure).toHaveAttribute("data-float");
    const [img, caption] = await Promise.all([
      image.boundingBox(),
      figure.locator("figcaption").boundingBox(),
    ]);
    expect(Math.abs(caption!.width - img!.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(caption!.x - img!.x)).toBeLessThanOrEqual(1);
    expect(caption!.y).toBeGreaterThanOrEqual(img!.y + img!.height);
  }
});

test("captions follow their image's alignment, and stack on a narrow column", async ({ page, isMobile }) => {
  const about = (align: string) => sections.about.figures.find((f) => f.align === align)!;
  const box = async (title: string) => (await page.getByRole("figure", { name: title }).boundingBox())!;
  const column = (await page.locator(".about").boundingBox())!;
  const [right, left, center] = [
    await box(about("right").title!),
    await box(about("left").title!),
    await box(about("center").title!),
  ];
  if (isMobile) {
    for (const b of [right, left, center])
      expect(Math.abs(b.width - (column.width - 32))).toBeLessThanOrEqual(34);
    await expect(page.getByRole("figure", { name: about("right").title! })).toHaveAttribute(
      "data-float",
      "none",
    );
    return;
  }
  expect(Math.abs(right.x + right.width - (column.x + column.width))).toBeLessThanOrEqual(40);
  expect(Math.abs(left.x - column.x)).toBeLessThanOrEqual(40);
  expect(Math.abs(center.x + center.width / 2 - (column.x + column.width / 2))).toBeLessThanOrEqual(1);
});

test.describe(() => {
  test.skip(({ device }) => device.isMobile, "the phone viewport is fixed");
  test("a caption is measured again when the window resizes", async ({ page }) => {
    const title = sections.about.figures.find((f) => f.align === "right")!.title!;
    const figure = page.getByRole("figure", { name: title });
    await expect(figure).toHaveAttribute("data-float", "right");
    await page.setViewportSize({ width: 420, height: 800 });
    await expect(figure).toHaveAttribute("data-float", "none");
    const [img, caption] = [
      (await figure.getByRole("img").boundingBox())!,
      (await figure.locator("figcaption").boundingBox())!,
    ];
    expect(Math.abs(caption.width - img.width)).toBeLessThanOrEqual(1);
  });
});

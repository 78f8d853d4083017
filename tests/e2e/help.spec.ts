import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { loadContent } from "../../src/content/load.ts";
import { expect, test } from "../support/fixtures.ts";

const { business } = loadContent().site;
const digits = business.phone.replace("+", "");

test.beforeEach(async ({ page }) => {
  // Capture what Send opens instead of leaving for WhatsApp: tests never reach the internet.
  await page.addInitScript(() => {
    const opened: unknown[][] = [];
    Object.assign(window, { opened });
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
  });
  await page.goto("/");
});

const opened = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { opened: unknown[][] }).opened);

test("floats 15 px from the bottom, docked at the right edge (help-space.spec: it never moves and covers nothing)", async ({
  page,
}) => {
  const box = (await page.getByRole("button", { name: "Help" }).boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.round(viewport.width - (box.x + box.width))).toBe(0);
  expect(Math.round(viewport.height - (box.y + box.height))).toBe(15);
});

test("shows and hides the dialog; Escape closes it and focus goes back", async ({ page }) => {
  const button = page.getByRole("button", { name: "Help" });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await button.click();
  const dialog = page.getByRole("dialog", { name: `Message ${business.name}` });
  await expect(dialog).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(dialog.getByRole("textbox", { name: "Your message" })).toBeFocused();
  // Contrast is judged on the dialog at rest, not half-way through its fade-in.
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  const axe = await new AxeBuilder({ page }).include(".help-dialog").analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await button.click();
  await expect(dialog).toBeHidden();
  await button.click();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test("Send opens the messaging service with Hello, or the typed message URL-encoded", async ({
  page,
  isMobile,
  hasTouch,
}) => {
  const host = isMobile ? "https://api.whatsapp.com" : "https://web.whatsapp.com";
  const press = (name: string) => {
    const button = page.getByRole("button", { name });
    return hasTouch ? button.tap() : button.click();
  };
  await press("Help");
  await press("Send");
  await press("Help");
  await page.getByRole("textbox", { name: "Your message" }).fill("A car to Heathrow at 7? 2 people & bags");
  await press("Send");
  expect(await opened(page)).toEqual([
    [`${host}/send?phone=${digits}&text=Hello`, "_blank", "noopener,noreferrer"],
    [
      `${host}/send?phone=${digits}&text=A%20car%20to%20Heathrow%20at%207%3F%202%20people%20%26%20bags`,
      "_blank",
      "noopener,noreferrer",
    ],
  ]);
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("the button says what it opens, and the dialog closes when the visitor leaves it", async ({
  page,
  hasTouch,
}) => {
  const button = page.getByRole("button", {
    name: `Help: message ${business.name} on WhatsApp`,
    exact: true,
  });
  const dialog = page.getByRole("dialog", { name: `Message ${business.name}` });
  const scrolled = () => page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.scrollTo(0, 1200));
  // Tab past Send: closed, focus back on its button, the page where it was.
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Send" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  expect(await scrolled()).toBe(1200);
  // A press on the page outside it.
  await (hasTouch ? button.tap() : button.click());
  await expect(dialog).toBeVisible();
  const heading = page.getByRole("heading", { level: 1 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await (hasTouch ? heading.tap() : heading.click());
  await expect(dialog).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("it is a link to the same conversation", async ({ page }) => {
    await expect(page.getByRole("link", { name: `Message ${business.name} on WhatsApp` })).toHaveAttribute(
      "href",
      `https://api.whatsapp.com/send?phone=${digits}&text=Hello`,
    );
  });
});

test.describe("in forced colours", () => {
  test.use({ forcedColors: "active" });
  test("the button's round edge is drawn, not only its icon", async ({ page }) => {
    // Over the footer's plain background at the page's end (a picture would be left in its colours).
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    const box = (await page.getByRole("button", { name: "Help" }).boundingBox())!;
    /** Where a line of pixels (x, y, width, height) differs from its first, the page's background. */
    const drawnAlong = async (x: number, y: number, width: number, height: number) => {
      const clip = { x, y, width, height };
      const png = await page.screenshot({ clip, scale: "css", animations: "disabled" });
      const line = await sharp(png).removeAlpha().raw().toBuffer();
      const shade = (i: number, c: number) => Math.abs(line[i * 3 + c]! - line[c]!);
      const all = [...Array(line.length / 3).keys()];
      return { drawn: all.filter((i) => shade(i, 0) + shade(i, 1) + shade(i, 2) > 96), length: all.length };
    };
    // Docked at the window's edge: its rounded left end, drawn within 3 px of its box, through its middle.
    const row = await drawnAlong(box.x - 6, box.y + box.height / 2, box.width + 6, 1);
    expect(row.drawn[0]).toBeLessThanOrEqual(6 + 3);
    // Its top and bottom edges, down a column 6 px in from its right end.
    const column = await drawnAlong(box.x + box.width - 6, box.y - 6, 1, box.height + 12);
    expect(column.drawn[0]).toBeLessThanOrEqual(6 + 3);
    expect(column.drawn.at(-1)).toBeGreaterThanOrEqual(column.length - 6 - 4);
  });
});

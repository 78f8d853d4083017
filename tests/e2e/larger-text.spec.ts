import { expect, test } from "../support/fixtures.ts";

test.describe(() => {
  test.skip(({ device }) => device.isMobile, "window widths of 800 to 1280 px");
  test("with the browser's larger text sizes nothing scrolls sideways, the header included", async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    for (const size of [20, 24]) {
      // What Chromium's "Font size: Large / Very large" setting does: the default font size.
      await cdp.send("Page.setFontSizes", { fontSizes: { standard: size, fixed: size } });
      await page.goto("/");
      for (const width of [800, 960, 1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        const [scrollWidth, headerRight] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          Math.max(
            ...[...document.querySelectorAll(".site-header__inner > *")].map(
              (el) => el.getBoundingClientRect().right,
            ),
          ),
        ]);
        expect(scrollWidth, `${size} px text at ${width} px`).toBeLessThanOrEqual(width);
        expect(headerRight, `${size} px text at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
  });
});

test.describe(() => {
  test.skip(({ device }) => device.isMobile, "hover");
  test("links drawn without an underline gain one under the pointer and keyboard focus", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const line = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).textDecorationLine);
    for (const selector of [".site-header__call", ".site-footer__links a", ".contact__grid a"]) {
      expect(await line(selector), selector).toBe("none");
      await page.locator(selector).first().hover();
      expect(await line(selector), `${selector} hovered`).toBe("underline");
    }
    // A card's link, underlined already, darkens and thickens its line.
    const card = page.locator(".strip-card__link").first();
    const look = () =>
      card.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).textDecorationThickness]);
    const rest = await look();
    await card.hover();
    const hovered = await look();
    expect(hovered[0]).not.toBe(rest[0]);
    expect(hovered[1]).toBe("2px");
    await page.mouse.move(0, 400);
    // After a key press, focus given to a link is keyboard focus (:focus-visible).
    await page.keyboard.press("Tab");
    await page
      .locator(".contact__grid a")
      .first()
      .evaluate((el: HTMLElement) => el.focus());
    expect(await line(".contact__grid a")).toBe("underline");
  });
});

import { expect, test } from "../support/fixtures.ts";
import { nav } from "../support/menuPage.ts";

const airport = "Airport & jet transfers";

test.describe("the desktop drop-downs", () => {
  test.skip(({ device }) => device.isMobile, "the drop-downs are the desktop menu's");

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

    test("are closed, and open under the pointer and keyboard focus by CSS alone", async ({ page }) => {
      await page.goto("/");
      const item = nav(page).getByRole("link", { name: airport });
      await expect(item).toBeHidden();
      await nav(page).getByRole("link", { name: "Services", exact: true }).hover();
      await expect(item).toBeVisible();
      await page.mouse.move(640, 600);
      await expect(item).toBeHidden();
      await nav(page).getByRole("link", { name: "Services", exact: true }).focus();
      await expect(item).toBeVisible();
    });
  });

  test("a chosen item closes its drop-down over the section it jumped to", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await nav(page).getByRole("link", { name: "Services", exact: true }).hover();
    const item = nav(page).getByRole("link", { name: airport });
    await item.click();
    await expect(page).toHaveURL(/#/);
    await expect(item).toBeHidden();
    // By the keyboard too (the pointer away, where a keyboard user's rests).
    await page.mouse.move(640, 700);
    await nav(page).getByRole("button", { name: "Services sub-menu" }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(item).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(item).toBeHidden();
  });

  test("focus moving into the sticky header, and Escape back to a button, leave the page where it was", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
    const at = () =>
      page.evaluate(() => new Promise<number>((r) => setTimeout(() => r(window.scrollY), 700)));
    // From the page's first link up into the header, as Shift+Tab takes it.
    await page.evaluate(() => document.querySelector<HTMLElement>("main a")?.focus({ preventScroll: true }));
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("banner").getByRole("link", { name: /^Call / })).toBeFocused();
    expect(await at()).toBe(1500);
    const services = nav(page).getByRole("button", { name: "Services sub-menu" });
    await services.evaluate((el) => el.focus({ preventScroll: true }));
    await page.keyboard.press("ArrowDown");
    await expect(nav(page).getByRole("link", { name: airport })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(services).toBeFocused();
    expect(await at()).toBe(1500);
  });

  test("with reduced motion they neither fade nor slide", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await nav(page).getByRole("link", { name: "Services", exact: true }).hover();
    const panel = nav(page).locator(".menu__sub").first();
    await expect(panel).toBeVisible();
    expect(
      await panel.evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.transitionDuration.split(",").every((d) => d.trim() === "0s"), style.transform];
      }),
    ).toEqual([true, "none"]);
  });
});

test.describe(() => {
  test.skip(({ device }) => !device.isMobile, "the side menu is the phone's");
  test("closing the side menu, by its button or Escape, leaves the page where it was", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 1500));
    // Pressed where they have come to rest once the panel's slide ends: Playwright's own click would first
    // scroll them "into view" past the header's scroll padding, which no visitor's tap does.
    const press = async (locator: import("@playwright/test").Locator) => {
      await page.evaluate(() =>
        Promise.all(
          document.getAnimations().flatMap((a) => (a instanceof CSSTransition ? [a.finished] : [])),
        ),
      );
      const box = (await locator.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    };
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    const close = page.getByRole("button", { name: "Close menu" });
    await press(toggle);
    await expect(close).toBeFocused();
    await press(close);
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(1500);
    await press(toggle);
    await expect(close).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(1500);
  });
});

test.describe(() => {
  test.skip(({ device }) => !device.isMobile, "the side menu is the phone's");
  test("the page behind the open side menu is out of reach, and back once it closes", async ({ page }) => {
    await page.goto("/");
    const inert = () =>
      page.evaluate(() =>
        ["main", ".site-header .brand", ".site-footer"].map(
          (s) => !!document.querySelector(s)?.closest("[inert]"),
        ),
      );
    expect(await inert()).toEqual([false, false, false]);
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(nav(page).getByRole("link", { name: "Rates" })).toBeVisible();
    expect(await inert()).toEqual([true, true, true]);
    await page.keyboard.press("Escape");
    expect(await inert()).toEqual([false, false, false]);
  });
});

import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { nav } from "../support/menuPage.ts";

const toggle = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });

/** Where the page and the panel stand: the left edges of the page's main and of the panel. */
const edges = (page: Page) =>
  page.evaluate(() =>
    ["main", "#main-menu"].map((s) => Math.round(document.querySelector(s)!.getBoundingClientRect().left)),
  );

/**
 * The transitions of the panel and of the page (what holds main) running now, as the properties they
 * animate, and where the page and the panel stand with every one of them held half-way; then finished.
 */
const halfWay = (page: Page) =>
  page.evaluate(() => {
    const left = (s: string) => Math.round(document.querySelector(s)!.getBoundingClientRect().left);
    const moving = (a: Animation): a is CSSTransition => {
      const target = (a.effect as KeyframeEffect | null)?.target;
      const ours = target?.id === "main-menu" || !!target?.contains(document.querySelector("main"));
      return a instanceof CSSTransition && ours;
    };
    const running = document.getAnimations().filter(moving);
    const properties = [...new Set(running.map((a) => a.transitionProperty))].sort();
    for (const a of running) {
      a.pause();
      a.currentTime = Number(a.effect?.getComputedTiming().duration) / 2;
    }
    const middle = [left("main"), left("#main-menu")];
    for (const a of running) a.finish();
    return { properties, middle };
  });

/** Every transition is held where it starts, so a slow machine cannot let one end before it is measured. */
const holdTransitions = (page: Page) =>
  page.evaluate(() =>
    document.addEventListener(
      "transitionrun",
      (event) => {
        for (const a of (event.target as Element).getAnimations()) if (a instanceof CSSTransition) a.pause();
      },
      true,
    ),
  );

test.describe("the side menu's motion", () => {
  test.skip(({ device }) => !device.isMobile, "the side menu on a phone");

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await expect(page.locator(".menu[data-enhanced]")).toBeAttached();
  });

  test("the panel and the page slide in and out by transform, not by layout", async ({ page }) => {
    await holdTransitions(page);
    await toggle(page).click();
    await expect(page.locator("html")).toHaveAttribute("data-side-menu", "normal");
    // Half-way through its 500 ms: the page half its 300 px aside, the panel half in.
    expect(await halfWay(page)).toEqual({ properties: ["transform"], middle: [-150, 375 - 150] });
    expect(await edges(page)).toEqual([-300, 75]);
    await expect(nav(page)).toBeVisible();
    expect(await page.evaluate(() => !!document.querySelector("main")?.closest("[inert]"))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(page.locator("html")).not.toHaveAttribute("data-side-menu");
    // The panel stays visible until it is out of view.
    expect(await halfWay(page)).toEqual({
      properties: ["transform", "visibility"],
      middle: [-150, 375 - 150],
    });
    await expect(nav(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
    expect((await edges(page))[0]).toBe(0);
  });

  test("with reduced motion it opens and closes in one step", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await toggle(page).click();
    await expect(page.locator("html")).toHaveAttribute("data-side-menu", "normal");
    expect(await halfWay(page)).toEqual({ properties: [], middle: [-300, 75] });
    await page.keyboard.press("Escape");
    await expect(page.locator("html")).not.toHaveAttribute("data-side-menu");
    expect((await halfWay(page)).properties).toEqual([]);
    await expect(nav(page)).toBeHidden();
    expect((await edges(page))[0]).toBe(0);
  });
});

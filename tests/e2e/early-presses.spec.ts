import type { Locator } from "@playwright/test";
import { expect, takeConsole, test } from "../support/fixtures.ts";
import { chunkOrder, countSlideChanges, holdCode, islandChunk, SHELL } from "../support/heldCode.ts";
import { expectSlide, N, region, stageCentre, touchDrag } from "../support/slideshowPage.ts";
import { cards, pageTitles, strip } from "../support/stripPage.ts";
import { withResolvers } from "../support/withResolvers.ts";

// Issue 25: the page paints before its code comes, and a press meanwhile is not lost. It waits for its
// widget to wake (src/platform/earlyPresses.ts), is carried out once, and never does something else first.

/** A person's press: a tap on a touch screen, a click elsewhere. */
const press = (control: Locator, touch: boolean) => (touch ? control.tap() : control.click());
const page2 = (s: Locator) => s.getByRole("button", { name: "Page 2" });

test("a press on Next slide before the page's code has come plays once the slideshow wakes, once", async ({
  page,
  hasTouch,
}) => {
  const shell = await holdCode(page, SHELL);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const r = region(page);
  const changes = await countSlideChanges(page);
  await press(r.getByRole("button", { name: "Next slide" }), hasTouch);
  await shell.requested;
  await expect(r.getByRole("group", { name: `1 of ${N}` })).toBeVisible();
  shell.release();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expectSlide(r, 2);
  expect(await changes()).toBe(1);
});

test("Enter on the strip's Next page and Space on Next slide, typed before the page wakes, each take effect", async ({
  page,
}) => {
  const shell = await holdCode(page, SHELL);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const s = strip(page);
  await s.getByRole("button", { name: "Next page" }).focus();
  await page.keyboard.press("Enter");
  await region(page).getByRole("button", { name: "Next slide" }).focus();
  await page.keyboard.press(" ");
  await shell.requested;
  shell.release();
  await expect(page2(s)).toHaveAttribute("aria-current", "page");
  await expect(cards(page)).toHaveText(pageTitles(2));
  await expectSlide(region(page), 2);
});

test("the help link pressed before the page wakes opens the help dialog and never leaves for WhatsApp", async ({
  page,
  hasTouch,
}) => {
  const left: string[] = [];
  await page.route(/whatsapp\.com/, (route) => {
    left.push(route.request().url());
    return route.abort();
  });
  const shell = await holdCode(page, SHELL);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const url = page.url();
  await press(page.getByRole("link", { name: /on WhatsApp$/ }), hasTouch);
  await shell.requested;
  shell.release();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Help/ })).toHaveAttribute("aria-expanded", "true");
  expect(page.url()).toBe(url);
  expect(left).toEqual([]);
});

test.describe(() => {
  test.skip(({ device }) => !device.isMobile, "the toggle shows below 768 px");
  test("a tap on the menu's toggle before the page wakes opens the side menu once it does", async ({
    page,
  }) => {
    const shell = await holdCode(page, SHELL);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    await toggle.tap();
    await shell.requested;
    shell.release();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });
});

test("the island pressed first wakes first: the strip's chunk is asked for before every other island's", async ({
  page,
}) => {
  const order = chunkOrder(page, ["Menu", "Slideshow", "Strip", "FeatureTable", "HelpButton"]);
  const shell = await holdCode(page, SHELL);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const s = strip(page);
  await s.getByRole("button", { name: "Next page" }).click();
  await shell.requested;
  shell.release();
  await expect(page2(s)).toHaveAttribute("aria-current", "page");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  expect(order[0]).toBe("Strip");
  expect(order).toHaveLength(5);
});

test("a press on a widget whose own chunk is late, the rest of the page awake, waits for it", async ({
  page,
}) => {
  const chunk = await holdCode(page, islandChunk("Slideshow"));
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.mouse.move(1, 1); // a visitor is here: the page's code comes at once
  await chunk.requested;
  await expect(page.getByRole("button", { name: /^Help/ })).toBeVisible(); // the help button is awake
  const r = region(page);
  await r.getByRole("button", { name: "Next slide" }).click();
  chunk.release();
  await expectSlide(r, 2);
});

test.describe(() => {
  test.skip(({ device }) => !device.hasTouch, "touch");
  test("swipes on the strip and the slideshow before they wake are carried out once awake, never the browser's", async ({
    page,
  }) => {
    const shell = await holdCode(page, SHELL);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const url = page.url();
    const r = region(page);
    // The stages take horizontal pans from the first paint on: no browser pan or back gesture.
    for (const stage of [r.locator(".slideshow__stage"), strip(page).locator(".strip__stage")])
      expect(await stage.evaluate((el) => getComputedStyle(el).touchAction)).toBe("pan-y");
    const cdp = await page.context().newCDPSession(page);
    const [x, y] = await stageCentre(r);
    await touchDrag(cdp, [x + 60, y], [-120, 0]);
    const first = strip(page).locator("[data-strips-item]").first();
    await first.scrollIntoViewIfNeeded();
    const box = (await first.boundingBox())!;
    await touchDrag(cdp, [box.x + box.width / 2 + 60, box.y + 40], [-120, 0]);
    await shell.requested;
    shell.release();
    await expectSlide(r, 2);
    await expect(page2(strip(page))).toHaveAttribute("aria-current", "page");
    expect(page.url()).toBe(url);
  });
});

test("when the page's code fails twice, the help link still opens WhatsApp and both failures are logged", async ({
  page,
  hasTouch,
  consoleProblems,
}) => {
  const { promise: afterPress, resolve: pressed } = withResolvers();
  const fetches: string[] = [];
  await page.route(SHELL, async (route) => {
    fetches.push(route.request().url());
    await afterPress;
    await route.abort();
  });
  await page.route(/whatsapp\.com/, (route) => route.fulfill({ contentType: "text/html", body: "WhatsApp" }));
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await press(page.getByRole("link", { name: /on WhatsApp$/ }), hasTouch);
  pressed();
  await page.waitForURL(/whatsapp\.com\/send\?phone=/);
  expect(fetches.length).toBeGreaterThanOrEqual(2);
  const failures = takeConsole(consoleProblems, (line) =>
    line.startsWith("Error in file: src/app/entry-client.tsx;"),
  );
  expect(failures).toHaveLength(2);
  takeConsole(consoleProblems, (line) => /Failed to load resource/.test(line));
});

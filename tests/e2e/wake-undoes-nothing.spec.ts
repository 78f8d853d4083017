import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { holdCode, SHELL } from "../support/heldCode.ts";
import { nav } from "../support/menuPage.ts";
import { jolts, sampleWake } from "../support/wakeFrames.ts";

// Issue 32 item 2: nothing the visitor did before the page woke is undone at wake. The page's code is
// held back (page.route) while the visitor focuses or taps, then released; every frame of the wake is
// sampled (tests/support/wakeFrames.ts).

test("keyboard focus on the help link stays on the help button that takes its place; Enter then opens the dialog once", async ({
  page,
}) => {
  const shell = await holdCode(page, SHELL);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.getByRole("link", { name: /on WhatsApp$/ }).focus();
  const wake = await sampleWake(page, ".help-button");
  await shell.requested;
  shell.release();
  const frames = await wake.frames();
  expect(frames.filter((f) => f.focus === "body")).toEqual([]);
  const help = page.getByRole("button", { name: /^Help/ });
  await expect(help).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(help).toHaveAttribute("aria-expanded", "true");
});

test.describe(() => {
  test.skip(({ device }) => device.isMobile, "sub-menus are panels from 768 px");
  test("keyboard focus on a desktop sub-menu link stays on it, and its sub-menu stays shown through the wake", async ({
    page,
  }) => {
    const shell = await holdCode(page, SHELL);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await nav(page).getByRole("link", { name: "Services", exact: true }).focus();
    await page.keyboard.press("Tab"); // its sub-menu's toggle: the sub-menu shows (CSS :focus-within)
    await page.keyboard.press("Tab");
    const link = nav(page).getByRole("link", { name: "Airport & jet transfers" });
    await expect(link).toBeFocused();
    const wake = await sampleWake(page, "#main-menu-sub-1");
    await shell.requested;
    shell.release();
    const frames = await wake.frames();
    expect(frames.filter((f) => f.focus === "body")).toEqual([]);
    expect(jolts(frames)).toEqual([]);
    await expect(link).toBeFocused();
    await expect(link).toBeVisible();
    await expect(nav(page).getByRole("button", { name: "Services sub-menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });
});

test.describe("the side menu", () => {
  test.skip(({ device }) => !device.isMobile, "the toggle shows below 768 px");
  // A phone's slower CPU (4x): the frames between hydration and the replayed press are then drawn.
  test.beforeEach(async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  });
  const toggle = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });

  test("☰ then × before the page wakes: closed once it does, the page never moved, the panel never back", async ({
    page,
  }) => {
    const shell = await holdCode(page, SHELL);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await toggle(page).tap();
    await page.getByRole("button", { name: "Close menu" }).tap();
    const wake = await sampleWake(page, ".menu__panel");
    await shell.requested;
    shell.release();
    const frames = await wake.frames();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("button", { name: "Close menu" })).toBeHidden();
    expect(frames.filter((f) => f.pageShift !== "none")).toEqual([]);
    // Once the panel starts to leave it only leaves: never slides back in.
    const xs = frames.map((f) => f.box?.x ?? Number.POSITIVE_INFINITY);
    expect(xs.filter((x, i) => i > 0 && x < (xs[i - 1] ?? 0) - 1)).toEqual([]);
  });

  test("☰ alone before the page wakes: the panel the visitor sees is adopted open, still in every frame", async ({
    page,
  }) => {
    const shell = await holdCode(page, SHELL);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await toggle(page).tap();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    const wake = await sampleWake(page, ".menu__panel");
    await shell.requested;
    shell.release();
    const frames = await wake.frames();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
    expect(jolts(frames)).toEqual([]);
    expect(frames.filter((f) => f.pageShift !== "none")).toEqual([]);
    expect(frames.filter((f) => f.focus === "body")).toEqual([]);
  });
});

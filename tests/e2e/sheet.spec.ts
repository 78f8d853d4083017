import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { sheetPicture, writeSheetPicture } from "../../scripts/sheetPicture.ts";
import { enter, next, panel, region, stored } from "../support/debugPanel.ts";
import { expect, test } from "../support/fixtures.ts";
import { differing } from "../support/pixels.ts";
import { arrive } from "../support/visitor.ts";

const sheet = (page: Page) => page.getByRole("dialog", { name: "Transition sheet" });

async function openSheet(page: Page) {
  await panel(page).getByRole("button", { name: "Sheet", exact: true }).click();
  await expect(sheet(page)).toBeVisible();
}

test.describe("the debug panel's transition sheet", () => {
  // Software WebGL draws the sheet's 54 frames on two busy cores.
  test.slow();

  test.beforeEach(async ({ page }) => {
    await page.goto("/?debug");
    await arrive(page);
    await expect(region(page)).toHaveAttribute("data-renderer", "gpu", { timeout: 30_000 });
  });

  test("is a dialog that draws without holding the page up, and closes with Escape", async ({ page }) => {
    await openSheet(page);
    await expect(sheet(page)).toHaveAttribute("data-state", "ready");
    await expect(sheet(page)).toHaveAttribute("data-drawn", "54");
    await expect(sheet(page).getByRole("button", { name: /^Choose / })).toHaveCount(18);
    // A catalogue page draws for many seconds here (each GLSL compiles in software): long enough to press
    // Next slide elsewhere on the page meanwhile. What the sheet had drawn when the page handled the press:
    await page.evaluate(() => {
      document.addEventListener(
        "keydown",
        () => {
          const drawn = document.querySelector<HTMLElement>("dialog.debug-sheet")?.dataset.drawn;
          (window as unknown as { drawnAtPress?: string }).drawnAtPress = drawn;
        },
        { capture: true, once: true },
      );
    });
    await sheet(page).getByRole("button", { name: "Next page" }).click();
    await expect(sheet(page)).toHaveAttribute("data-drawn", /^[1-9]/);
    await next(region(page));
    await expect(region(page).getByRole("group", { name: /^2 of / })).toBeVisible();
    const drawnAtPress = await page.evaluate(
      () => (window as unknown as { drawnAtPress?: string }).drawnAtPress,
    );
    expect(Number(drawnAtPress)).toBeGreaterThan(0);
    expect(Number(drawnAtPress)).toBeLessThan(54);

    await sheet(page).getByRole("button", { name: "Close" }).press("Escape");
    await expect(sheet(page)).toHaveCount(0);
    await openSheet(page);
    await sheet(page).getByRole("button", { name: "Close" }).click();
    await expect(sheet(page)).toHaveCount(0);
  });

  test("choosing a transition's frames makes it the animation of the panel and the next change", async ({
    page,
  }) => {
    await openSheet(page);
    await sheet(page).getByRole("button", { name: "Choose blindsMirrorOut" }).click();
    await expect(sheet(page)).toHaveCount(0);
    await expect(panel(page).getByLabel("Slideshow animation")).toHaveValue("blindsMirrorOut");
    expect(JSON.parse((await stored(page)) ?? "{}")).toMatchObject({
      slideshow: { animation: "blindsMirrorOut" },
    });
    await next(region(page));
    await expect(region(page)).toHaveAttribute("data-animation", "blindsMirrorOut");
  });

  test("gathers transitions from any page by name and draws them together, at the frame size picked", async ({
    page,
  }) => {
    await openSheet(page);
    await expect(sheet(page)).toHaveAttribute("data-state", "ready");
    const find = sheet(page).getByRole("combobox", { name: "Add a transition to the chosen ones" });
    const add = async (words: string) => {
      await find.fill(words);
      await find.press("Enter");
    };
    // One of the 18, and catalogue shaders from its first and its last page.
    for (const words of ["blindsRight", "gl:Bounce", "gl:wind", "gl:windowslice"]) await add(words);
    await add("gl:windowslice"); // given again: taken off
    await add("nothing-like-it");
    await expect(page.getByText('No animation matches "nothing-like-it"')).toBeVisible();
    await expect(sheet(page).getByRole("heading", { name: "Chosen: 3 transitions" })).toBeVisible();
    const choices = sheet(page).getByRole("button", { name: /^Choose / });
    const names = ["Choose blindsRight", "Choose gl:Bounce", "Choose gl:wind"];
    await expect(choices).toHaveCount(3);
    expect(await choices.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")))).toEqual(names);
    await expect(sheet(page)).toHaveAttribute("data-state", "ready");
    await expect(sheet(page)).toHaveAttribute("data-drawn", "9");
    const small = (await choices.first().boundingBox())!;

    await sheet(page).getByRole("combobox", { name: "Frame size" }).selectOption("large");
    await expect(sheet(page)).toHaveAttribute("data-state", "ready");
    await expect(sheet(page).getByRole("heading", { name: "Chosen: 3 transitions" })).toBeVisible();
    const large = (await choices.first().boundingBox())!;
    expect(Math.round(large.width)).toBe(3 * 224 + 2 * 2); // three frames of 224 x 140, 2 px apart
    expect(Math.round(small.width)).toBe(3 * 112 + 2 * 2);
    // One a row at that size, so that the dialog need not scroll sideways (below).
    const lefts = await choices.evaluateAll((els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().left)),
    );
    expect(new Set(lefts).size).toBe(1);
    // Each draws its own frames at that size.
    const pictures = [];
    for (const choice of await choices.all()) pictures.push(await choice.screenshot());
    for (const [i, a] of pictures.entries())
      for (const b of pictures.slice(i + 1)) expect(await differing(a, b)).toBeGreaterThan(0.05);

    // At every size the board fits the dialog: it never scrolls sideways at 1280 px.
    for (const size of ["large", "small", "medium"]) {
      await sheet(page).getByRole("combobox", { name: "Frame size" }).selectOption(size);
      await expect(sheet(page)).toHaveAttribute("data-state", "ready");
      const { scrollWidth, clientWidth } = await sheet(page).evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      }));
      expect(scrollWidth, `the sheet's width of content at ${size}`).toBeLessThanOrEqual(clientWidth);
    }

    // Closed and opened again: the chosen page, at the size last picked.
    await page.keyboard.press("Escape");
    await expect(sheet(page)).toHaveCount(0);
    await openSheet(page);
    await expect(sheet(page).getByRole("heading", { name: "Chosen: 3 transitions" })).toBeVisible();
    await expect(sheet(page).getByRole("combobox", { name: "Frame size" })).toHaveValue("medium");
    await expect(sheet(page)).toHaveAttribute("data-state", "ready");
    expect(await choices.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")))).toEqual(names);
    expect(Math.round((await choices.first().boundingBox())!.width)).toBe(3 * 168 + 2 * 2);
  });

  test("pages through the catalogue, 18 a page", async ({ page }) => {
    await openSheet(page);
    await expect(sheet(page).getByRole("heading")).toHaveText("The 18 transitions");
    await sheet(page).getByRole("button", { name: "Next page" }).click();
    await expect(sheet(page).getByRole("heading")).toHaveText(/^Catalogue page 1 of \d+$/);
    await expect(sheet(page).getByRole("button", { name: /^Choose gl:/ })).toHaveCount(18);
    await sheet(page).getByRole("button", { name: "Previous page" }).click();
    await expect(sheet(page).getByRole("heading")).toHaveText("The 18 transitions");
    await expect(sheet(page)).toHaveAttribute("data-state", "ready");
  });

  test("`npm run sheet`'s picture: the frames and a legend of how they were drawn, none of the dialog's buttons", async ({
    page,
  }, testInfo) => {
    const p = panel(page);
    await p.getByLabel("Slideshow animation").selectOption("blindsRight");
    await enter(p.getByLabel("Slideshow duration (ms)"), "800");
    await openSheet(page);
    await expect(sheet(page)).toHaveAttribute("data-state", "ready");
    const picture = sheetPicture(sheet(page));
    // The legend, on screen as in the picture, tells this sheet from one drawn with other settings.
    for (const words of [
      "The 18 transitions",
      "duration 800 ms",
      "blinds 24",
      "content, tuned here: animation, duration",
      "each transition at 25 %, 50 %, 75 % of its change",
      "blindsRight (marked)",
    ])
      await expect(picture.getByText(words)).toBeVisible();
    // Each of the three groups a row is headed by its frames' percentages.
    for (const percent of ["25 %", "50 %", "75 %"])
      for (const label of await picture.getByText(percent, { exact: true }).all())
        await expect(label).toBeVisible();
    await expect(picture.getByText("50 %", { exact: true })).toHaveCount(3);
    // The animation in use is marked over its frames, and only it.
    const inUse = picture.locator("[aria-current='true']");
    await expect(inUse).toHaveCount(1);
    await expect(inUse).toHaveAccessibleName("Choose blindsRight");
    await expect(inUse.getByText("in use")).toBeVisible();
    // The dialog's own buttons lie outside what is written.
    const png = await writeSheetPicture(sheet(page), testInfo.outputPath("sheet.png"));
    const own = /^(Previous page|Next page|Close)$/;
    await expect(picture.getByRole("button", { name: own })).toHaveCount(0);
    const shot = await sharp(png).metadata();
    const box = (await picture.boundingBox())!;
    expect(Math.abs((shot.width ?? 0) - box.width)).toBeLessThanOrEqual(1);
    expect(Math.abs((shot.height ?? 0) - box.height)).toBeLessThanOrEqual(1);
    for (const button of await sheet(page).getByRole("button", { name: own }).all()) {
      const { y, height } = (await button.boundingBox())!;
      expect(y + height).toBeLessThanOrEqual(box.y);
    }
  });

  test("Download sheet: the page on screen as `npm run sheet`'s picture, its legend drawn in, in one press", async ({
    page,
  }) => {
    const p = panel(page);
    await p.getByLabel("Slideshow animation").selectOption("blindsRight");
    await enter(p.getByLabel("Slideshow duration (ms)"), "800");
    await openSheet(page);
    await expect(sheet(page)).toHaveAttribute("data-state", "ready");
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      sheet(page).getByRole("button", { name: "Download sheet" }).click(),
    ]);
    expect(file.suggestedFilename()).toBe("sheet-the-18-transitions.png");
    await expect(p.getByRole("status")).toHaveText(
      /^Sheet downloaded: sheet-the-18-transitions\.png, the 18 transitions with its legend, \d+×\d+ px$/,
    );
    const png = await readFile(await file.path());
    // What `npm run sheet` writes of the same page, one pixel a CSS pixel as the sheet's frames are drawn.
    const picture = sheetPicture(sheet(page));
    const shot = await picture.screenshot({ scale: "css" });
    const { width = 0, height } = await sharp(png).metadata();
    const want = await sharp(shot).metadata();
    expect([width, height]).toEqual([want.width, want.height]);
    // The legend and the columns' percentages, above the frames: drawn as on screen, not a blank band.
    const figure = (await picture.boundingBox())!;
    const board = (await picture.locator(".debug-sheet__board").boundingBox())!;
    const band = { left: 0, top: 0, width, height: Math.round(board.y - figure.y) };
    const legend = await sharp(png).extract(band).png().toBuffer();
    const shownLegend = await sharp(shot).extract(band).png().toBuffer();
    const blank = await sharp({
      create: { width: band.width, height: band.height, channels: 4, background: "#1c1d21" },
    })
      .png()
      .toBuffer();
    expect(await differing(legend, blank)).toBeGreaterThan(0.03);
    expect(await differing(legend, shownLegend)).toBeLessThan(0.01);
    // The frames, their names and the mark of the animation in use, as on screen.
    expect(await differing(png, shot)).toBeLessThan(0.01);
  });
});

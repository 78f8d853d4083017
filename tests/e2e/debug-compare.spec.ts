import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { enter, panel, region } from "../support/debugPanel.ts";
import { expect, test } from "../support/fixtures.ts";
import { differing } from "../support/pixels.ts";
import { arrive } from "../support/visitor.ts";

// Issue 41, item 4: A and B compared side by side, with the sheet's renderer, scrubbed and played in step.

const compare = (page: Page) => page.getByRole("dialog", { name: "Compare tunings" });
const stage = (page: Page, slot: "A" | "B") => compare(page).getByRole("img", { name: `Stage ${slot}` });
/** A canvas's pixels as drawn (its drawing buffer is kept), free of the page's layout rounding. */
const shot = async (canvas: Locator) =>
  Buffer.from(
    (await canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL("image/png"))).split(",")[1] ?? "",
    "base64",
  );

/** Moves the compare's slider to `percent` and waits for both stages to draw there. */
async function scrub(page: Page, percent: number) {
  await compare(page).getByLabel("Change progress").fill(String(percent));
  await expect(compare(page)).toHaveAttribute("data-drawn", String(percent));
}

async function openCompare(page: Page) {
  await panel(page).getByRole("button", { name: "Compare A and B" }).click();
  await expect(compare(page)).toHaveAttribute("data-drawn", "50");
}

test.describe("Compare A and B", () => {
  test.slow(); // software WebGL on two busy cores

  test.beforeEach(async ({ page }) => {
    await page.goto("/?debug");
    await arrive(page);
    await expect(region(page)).toHaveAttribute("data-renderer", "gpu", { timeout: 30_000 });
    const p = panel(page);
    await p.getByRole("button", { name: "A/B" }).click(); // the folder opens
    await p.getByLabel("Slideshow animation").selectOption("blindsRight");
    await enter(p.getByLabel("Slideshow duration (ms)"), "800");
    await p.getByRole("button", { name: "Keep as A" }).click();
  });

  test("draws A and B side by side at the same progress, as the sheet draws them", async ({ page }) => {
    const p = panel(page);
    await enter(p.getByLabel("Slideshow duration (ms)"), "3000");
    await enter(p.getByLabel("Blinds"), "6");
    await p.getByRole("button", { name: "Keep as B" }).click();
    await openCompare(page);
    await expect(compare(page).getByText("A: blindsRight · duration 800 ms")).toBeVisible();
    await expect(compare(page).getByText(/^B: blindsRight · duration 3000 ms · .* · blinds 6/)).toBeVisible();
    expect(await differing(await shot(stage(page, "A")), await shot(stage(page, "B")))).toBeGreaterThan(0.05);

    // Small stages are the sheet's frames: B's at 25, 50 and 75 % are the sheet's under B (in force now).
    const frames: Buffer[] = [];
    for (const percent of [25, 50, 75]) {
      await scrub(page, percent);
      frames.push(await shot(stage(page, "B")));
    }
    // Large: each stage fills its half of the dialog.
    await compare(page).getByLabel("Stage size").selectOption("large");
    await expect(compare(page)).toHaveAttribute("data-drawn", "75");
    const dialogBox = (await compare(page).boundingBox())!;
    for (const slot of ["A", "B"] as const) {
      const { width } = (await stage(page, slot).boundingBox())!;
      expect(width).toBeGreaterThan(dialogBox.width / 2 - 40);
      expect(width).toBeLessThanOrEqual(dialogBox.width / 2);
    }
    await compare(page).getByRole("button", { name: "Close" }).click();
    await p.getByRole("button", { name: "Sheet", exact: true }).click();
    const sheet = page.getByRole("dialog", { name: "Transition sheet" });
    await expect(sheet).toHaveAttribute("data-state", "ready");
    const canvas = sheet.locator("canvas");
    const board = (await canvas.boundingBox())!;
    const group = (await sheet.getByRole("button", { name: "Choose blindsRight" }).boundingBox())!;
    const drawn = await shot(canvas);
    for (const [i, frame] of frames.entries()) {
      const left = Math.round(group.x - board.x) + i * 114;
      const cell = { left, top: Math.round(group.y - board.y), width: 112, height: 70 };
      const sheetFrame = await sharp(drawn).extract(cell).png().toBuffer();
      expect(await differing(frame, sheetFrame)).toBeLessThan(0.01);
    }
  });

  test("the same tuning draws the same; Play runs each at its own pace", async ({ page }) => {
    const p = panel(page);
    await p.getByRole("button", { name: "Keep as B" }).click();
    await openCompare(page);
    expect(await differing(await shot(stage(page, "A")), await shot(stage(page, "B")))).toBe(0);
    await compare(page).getByRole("button", { name: "Close" }).click();

    // B four times slower: when A has ended, B is still on its way.
    await enter(p.getByLabel("Slideshow duration (ms)"), "4000");
    await enter(p.getByLabel("Blinds"), "6");
    await p.getByRole("button", { name: "Keep as B" }).click();
    await openCompare(page);
    await scrub(page, 100);
    const [endA, endB] = [await shot(stage(page, "A")), await shot(stage(page, "B"))];
    await scrub(page, 0);
    await compare(page).getByRole("button", { name: "Play" }).click();
    await expect.poll(async () => differing(await shot(stage(page, "A")), endA)).toBe(0);
    expect(await differing(await shot(stage(page, "B")), endB)).toBeGreaterThan(0.01);
    await expect(compare(page)).toHaveAttribute("data-drawn", "100", { timeout: 30_000 });
    expect(await differing(await shot(stage(page, "B")), endB)).toBe(0);
  });
});

import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { enter, panel, region } from "../support/debugPanel.ts";
import { expect, test } from "../support/fixtures.ts";
import { differing } from "../support/pixels.ts";
import { arrive } from "../support/visitor.ts";

// Issue 41, item 4: the sheet draws each row of transitions under the kept tunings A and B.

const sheet = (page: Page) => page.getByRole("dialog", { name: "Transition sheet" });

/** A transition's three frames on the sheet's canvas, read from its drawing buffer (kept). */
async function framesOf(page: Page, choice: Locator) {
  const canvas = sheet(page).locator("canvas");
  const data = await canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL("image/png"));
  const board = (await canvas.boundingBox())!;
  const group = (await choice.boundingBox())!;
  const area = {
    left: Math.round(group.x - board.x),
    top: Math.round(group.y - board.y),
    width: 340,
    height: 70,
  };
  return sharp(Buffer.from(data.split(",")[1] ?? "", "base64"))
    .extract(area)
    .png()
    .toBuffer();
}

test("the sheet's Rows of A and B draws each row of transitions under A, then under B", async ({ page }) => {
  test.slow(); // software WebGL draws 108 frames on two busy cores
  await page.goto("/?debug");
  await arrive(page);
  await expect(region(page)).toHaveAttribute("data-renderer", "gpu", { timeout: 30_000 });
  const p = panel(page);
  await p.getByRole("button", { name: "A/B" }).click(); // the folder opens
  await enter(p.getByLabel("Slideshow duration (ms)"), "800");
  await p.getByRole("button", { name: "Keep as A" }).click();
  await enter(p.getByLabel("Blinds"), "6");
  await p.getByRole("button", { name: "Keep as B" }).click();
  await p.getByRole("button", { name: "Sheet", exact: true }).click();
  await expect(sheet(page)).toHaveAttribute("data-state", "ready");
  await sheet(page).getByRole("checkbox", { name: "Rows of A and B" }).check();
  await expect(sheet(page)).toHaveAttribute("data-total", "108");
  await expect(sheet(page)).toHaveAttribute("data-state", "ready", { timeout: 60_000 });
  await expect(sheet(page).getByRole("button", { name: /^Choose .* \(A\)$/ })).toHaveCount(18);
  await expect(sheet(page).getByRole("button", { name: /^Choose .* \(B\)$/ })).toHaveCount(18);
  await expect(sheet(page).getByText(/^duration 800 ms · .* · blinds 24/)).toBeVisible();
  await expect(sheet(page).getByText(/^duration 800 ms · .* · blinds 6/)).toBeVisible();
  // B's row lies under A's; blinds change the blinds' frames, not the crossfade's.
  const choice = (name: string, slot: string) =>
    sheet(page).getByRole("button", { name: `Choose ${name} (${slot})` });
  const [a, b] = [
    (await choice("blindsRight", "A").boundingBox())!,
    (await choice("blindsRight", "B").boundingBox())!,
  ];
  expect(b.x).toBe(a.x);
  expect(b.y).toBeGreaterThan(a.y);
  const blinds = await Promise.all(["A", "B"].map((slot) => framesOf(page, choice("blindsRight", slot))));
  expect(await differing(blinds[0]!, blinds[1]!)).toBeGreaterThan(0.05);
  const fades = await Promise.all(["A", "B"].map((slot) => framesOf(page, choice("crossfade", slot))));
  expect(await differing(fades[0]!, fades[1]!)).toBe(0);
});

import { loadContent } from "../../src/content/load.ts";
import { expect, test } from "../support/fixtures.ts";

const { gallery } = loadContent();

test("each thumbnail arrow is disabled at its end of the list, and enabled once there is room", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  const region = page.getByRole("region", { name: gallery.label });
  const left = region.getByRole("button", { name: "Scroll thumbnails left" });
  const right = region.getByRole("button", { name: "Scroll thumbnails right" });
  await expect(left).toBeDisabled();
  await expect(right).toBeEnabled();
  // Along to the end; a press that lands once the arrow is disabled does nothing.
  for (let i = 0; i < 10 && (await right.isEnabled()); i++) {
    await right.click({ force: true });
    await page.waitForTimeout(400);
  }
  await expect(right).toBeDisabled();
  await expect(left).toBeEnabled();
  await left.click();
  await expect(right).toBeEnabled();
});

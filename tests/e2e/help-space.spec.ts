import type { Locator, Page } from "@playwright/test";
import { loadContent } from "../../src/content/load.ts";
import { expect, test } from "../support/fixtures.ts";

const { site, gallery } = loadContent();
const helpName = `Help: message ${site.business.name} on WhatsApp`;

/** Whether a press anywhere on the control reaches it: its centre, and the middle of each side 4 px in. */
const reachable = (control: Locator) =>
  control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    const points = [
      [x, y],
      [r.left + 4, y],
      [r.right - 4, y],
      [x, r.top + 4],
      [x, r.bottom - 4],
    ] as const;
    return points.every(([px, py]) => el.contains(document.elementFromPoint(px, py)));
  });

/** Scrolls the page so that the control's middle is level with the help button's resting place. */
async function bringUnderHelp(page: Page, control: Locator) {
  const box = (await control.boundingBox())!;
  const viewport = page.viewportSize()!;
  const y = box.y + box.height / 2 - (viewport.height - 15 - 30);
  await page.evaluate((by) => window.scrollBy({ top: by, behavior: "instant" }), y);
}

/** The help button's distances from the viewport's right and bottom edges once it has settled. */
async function helpOffsets(page: Page) {
  const help = page.getByRole("button", { name: helpName });
  await help.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const box = (await help.boundingBox())!;
  const viewport = page.viewportSize()!;
  return {
    right: Math.round(viewport.width - box.x - box.width),
    bottom: Math.round(viewport.height - box.y - box.height),
  };
}

/** SPEC.md 9's stack: 15 px from the bottom, each further place 85 px higher. */
const onTheStack = ({ right, bottom }: { right: number; bottom: number }) =>
  right === 15 && bottom >= 15 && (bottom - 15) % 85 === 0;

const cases = [
  {
    project: "phone",
    width: 320,
    height: 640,
    control: (p: Page) => p.getByRole("link", { name: "See the fleet" }),
  },
  {
    project: "phone",
    width: 375,
    height: 667,
    control: (p: Page) =>
      p.getByRole("region", { name: gallery.label }).getByRole("button", { name: "Zoom in" }),
  },
  {
    project: "desktop",
    width: 1280,
    height: 800,
    control: (p: Page) =>
      p.getByRole("region", { name: gallery.label }).getByRole("button", { name: "Scroll thumbnails right" }),
  },
];

for (const { project, width, height, control } of cases) {
  test(`at ${width} × ${height} the help button steps up the stack off a control under it, and back down`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== project, `a ${project} width`);
    await page.setViewportSize({ width, height });
    await page.goto("/");
    const target = control(page);
    await target.scrollIntoViewIfNeeded();
    await bringUnderHelp(page, target);
    await expect.poll(() => reachable(target)).toBe(true);
    const lifted = await helpOffsets(page);
    expect(onTheStack(lifted), JSON.stringify(lifted)).toBe(true);
    expect(lifted.bottom).toBeGreaterThan(15);
    // At the top of the page at desktop size nothing lies under its own place: it goes back there.
    if (project === "desktop") {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await expect.poll(() => helpOffsets(page)).toEqual({ right: 15, bottom: 15 });
    }
  });
}

test("opened, the dialog sits above the button on its own place, inside the viewport", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "a phone width");
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/");
  await expect.poll(async () => (await helpOffsets(page)).bottom).toBeGreaterThan(15);
  await page.getByRole("button", { name: helpName }).tap();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect.poll(() => helpOffsets(page)).toEqual({ right: 15, bottom: 15 });
  await expect(dialog).toBeInViewport({ ratio: 1 });
});

import { readdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { loadContent } from "../../src/content/load.ts";
import { expect, takeConsole, test } from "../support/fixtures.ts";
import { differing } from "../support/pixels.ts";
import { arrive } from "../support/visitor.ts";

const { gallery } = loadContent();
const T0 = new Date("2026-06-01T10:00:00Z");
const DURATION = 500;
/**
 * Where each is judged: just before halfway. A transition whose GLSL came during the step drew its last
 * frame on a 16 ms tick (48 % at 250 ms), one whose GLSL came after it draws the clock's own time (50 %),
 * and DoomScreenTransition is done by 50 %: at 45 % both ways draw a frame that differs from the slides.
 */
const JUDGED_AT = DURATION * 0.45;
/** The catalogue as the package ships it (glCatalogue.ts lists it with Vite's glob, which runs only in a build). */
const GL_NAMES = readdirSync("node_modules/gl-transitions/transitions")
  .filter((file) => file.endsWith(".glsl"))
  .map((file) => file.slice(0, -".glsl".length))
  .sort();

const region = (page: Page) => page.getByRole("region", { name: gallery.label });
const panel = (page: Page) => page.getByRole("complementary", { name: "Motion debug panel" });

/**
 * The page with the panel open, its slideshow drawn by the GPU and time paused; the stage pictured on
 * slide 1 and slide 2, where it rests at the end.
 */
async function onCanvas(page: Page) {
  await page.clock.install({ time: T0 });
  await page.goto("/?debug");
  const r = region(page);
  await r.evaluate((el) => el.scrollIntoView({ block: "start", behavior: "instant" }));
  await arrive(page);
  await expect(r).toHaveAttribute("data-renderer", "gpu", { timeout: 30_000 });
  await page.clock.pauseAt(new Date(T0.getTime() + 60_000));
  const stage = r.locator(".slideshow__stage");
  const first = await stage.screenshot();
  await r.getByRole("button", { name: "Next slide" }).press("Enter");
  await page.clock.runFor(DURATION + 300);
  await expect(r).toHaveAttribute("data-state", "idle");
  return { r, stage, first, second: await stage.screenshot() };
}

/** Chooses `name` in the panel, which replays slide 1 to 2 with it; resolves with the stage at JUDGED_AT. */
async function halfway(
  page: Page,
  r: Locator,
  stage: Locator,
  name: string,
  slides: Buffer[],
  stepped = () => {},
) {
  await panel(page).getByLabel("Slideshow animation").selectOption(name);
  await expect(r).toHaveAttribute("data-animation", name);
  await page.clock.runFor(JUDGED_AT);
  stepped();
  // Its GLSL arrives in its own chunk: the canvas draws the frame of the press's time once it is here.
  let frame: Buffer = Buffer.alloc(0);
  await expect
    .poll(
      async () => {
        frame = await stage.screenshot();
        return Math.min(...(await Promise.all(slides.map((s) => differing(frame, s)))));
      },
      { message: `${name} halfway differs from both slides`, timeout: 60_000 },
    )
    .toBeGreaterThan(0.002); // DoomScreenTransition is all but done: under 1 % of the stage moves
  // To its end in one jump: software WebGL need not draw the frames between.
  await page.clock.fastForward(DURATION - JUDGED_AT + 1100);
  await expect(r).toHaveAttribute("data-state", "idle");
  return frame;
}

test.describe("the gl-transitions catalogue", () => {
  test.skip(({ device }) => device.isMobile, "the panel's walk is a desktop tool");
  // Software WebGL draws the heaviest of them (FilmBurn samples both slides 50 times a pixel) in seconds
  // at desktop sizes: a small stage keeps the walk quick.
  test.use({ viewport: { width: 480, height: 800 } });

  // In five parts of 25, so that the two workers share them.
  for (let part = 0; part < GL_NAMES.length / 25; part++) {
    const names = GL_NAMES.slice(part * 25, part * 25 + 25);
    test(`${names[0]} to ${names.at(-1)} each draw their own frame halfway, and log nothing`, async ({
      page,
      consoleProblems,
    }) => {
      test.setTimeout(300_000);
      const { r, stage, first, second } = await onCanvas(page);
      for (const name of names) await halfway(page, r, stage, `gl:${name}`, [first, second]);
      // Software WebGL's performance notes are not problems of the page.
      takeConsole(consoleProblems, (line) => line.includes("GL Driver Message"));
    });
  }

  test("a transition whose GLSL comes after the press's time has passed draws that time's frame", async ({
    page,
    consoleProblems,
  }) => {
    test.setTimeout(120_000);
    // A slow network: DoomScreenTransition's chunk is held until the clock has stepped past the press.
    let release = () => {};
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/DoomScreenTransition-[\w-]+\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    const { r, stage, first, second } = await onCanvas(page);
    await halfway(page, r, stage, "gl:DoomScreenTransition", [first, second], release);
    takeConsole(consoleProblems, (line) => line.includes("GL Driver Message"));
  });

  test("the walk covers the whole catalogue", () => {
    expect(GL_NAMES).toHaveLength(125);
  });

  test("a chosen transition's params are editable, stored, and played at once", async ({ page }) => {
    test.setTimeout(120_000);
    const { r, stage, first, second } = await onCanvas(page);
    const leftward = await halfway(page, r, stage, "gl:Directional", [first, second]);
    const p = panel(page);
    await expect(p.getByLabel("gl:Directional direction x")).toHaveValue("0");
    await expect(p.getByLabel("gl:Directional direction y")).toHaveValue("1");
    await p.getByLabel("gl:Directional direction x").fill("1");
    await p.getByLabel("gl:Directional direction x").press("Enter");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("grandtour:motion")))
      .toContain('"glParams":{"Directional":{"direction":[1,1]}}');
    // Played again at once, along the diagonal now: a different frame halfway.
    await expect(r).toHaveAttribute("data-state", "running");
    await page.clock.runFor(DURATION / 2);
    await expect.poll(async () => differing(await stage.screenshot(), leftward)).toBeGreaterThan(0.05);
    await page.clock.runFor(DURATION / 2 + 1100);
    await expect(r).toHaveAttribute("data-state", "idle");
  });
});

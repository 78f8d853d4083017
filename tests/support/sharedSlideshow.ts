import { expect, type Page } from "@playwright/test";
import { gpuSlideshow, randomSeed, setRandomSeed } from "./pageData.ts";

/**
 * At 800 px the debug panel, GSDevTools' bar and the tuned-motion notice lie over the stage: hidden, so
 * the stage pictures only the slideshow. Their controls still work.
 */
const HIDE_DEBUG = ".debug-panel, .gs-dev-tools, .motion-notice { display: none !important; }";

/** A catalogue transition's GLSL, which comes in its own chunk (Vite names it after the file). */
const glslArrives = (page: Page, name: string) =>
  page.waitForResponse((r) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(new URL(r.url()).pathname));

/**
 * One page for several transitions, each played from slide 1 to 2 as on a page of its own: the page
 * loads with ?debug and the first of `names`, which the first press of Next plays; each later one is
 * chosen in the debug panel and replayed. Every change starts with Math.random where the first press
 * found it, so a shuffle shuffles as on a fresh page (the baselines were taken that way).
 */
export async function sharedSlideshow(
  page: Page,
  names: readonly string[],
  settings: Record<string, unknown>,
) {
  const region = await gpuSlideshow(
    page,
    { ...settings, animation: names[0] },
    { seeded: true, path: "/?debug" },
  );
  await page.addStyleTag({ content: HIDE_DEBUG });
  const panel = page.getByRole("complementary", { name: "Motion debug panel", includeHidden: true });
  await expect(panel).toBeAttached();
  const seed = await randomSeed(page);
  const now = () => page.evaluate(() => performance.now());
  let pressedAt: number | undefined;
  /** Starts the change from slide 1 to 2 with `name` (the last one has settled). */
  const play = async (name: string) => {
    await setRandomSeed(page, seed);
    if (pressedAt === undefined) {
      pressedAt = await now();
      await region.getByRole("button", { name: "Next slide" }).click();
    } else {
      // The paused clock draws a frame every 16 ms: a change started as far into its frame as the press
      // was draws the same frames at 25, 50, 75 and 100 %.
      const lag = ((await now()) - pressedAt) % 16;
      if (lag) await page.clock.runFor(16 - lag);
      // Choosing a catalogue transition replays at once; one of the 18 waits for the replay button.
      const gl = name.startsWith("gl:") && glslArrives(page, name.slice("gl:".length));
      await panel.getByLabel("Slideshow animation").selectOption(name, { force: true });
      if (!gl)
        await panel
          .getByRole("button", { name: "Replay transition", includeHidden: true })
          .dispatchEvent("click");
      // Its frames are drawn once its GLSL is in (at the press's time, as the first one's were).
      else await gl;
    }
    await expect(region).toHaveAttribute("data-animation", name);
  };
  return { region, play };
}

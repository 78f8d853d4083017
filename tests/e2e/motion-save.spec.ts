import { notice, panel, stored } from "../support/debugPanel.ts";
import { devContentFile, resetDevContent } from "../support/devContent.ts";
import { expect, test } from "../support/fixtures.ts";
import { DEV_PORT } from "../support/ports.ts";

// The panel's Save to content, under `npm run dev` (the tests' dev server writes a copy of content/,
// tests/support/devContent.ts), and its absence from the built site.

const DEV = `http://localhost:${DEV_PORT}`;
const SAVE_PATH = "/__grandtour/motion/save";
const TUNING = {
  slideshow: { duration: 650, boxes: { rows: 4 } },
  strip: { motion: { fadeDelay: { stagger: 90 } } },
};
/** The panel's diff of TUNING over the demo content. */
const DIFF = [
  "content/gallery.json",
  "  settings.duration: 500 → 650",
  "  settings.boxes.rows: (not set) → 4",
  "content/strips.json",
  "  modules[id=101].motion.fadeDelay.stagger: (not set) → 90",
].join("\n");

const originals = () => ({
  gallery: devContentFile("gallery.json", true),
  strips: devContentFile("strips.json", true),
});
const saved = () => ({ gallery: devContentFile("gallery.json"), strips: devContentFile("strips.json") });

test.describe("Save to content, under npm run dev", () => {
  // Both tests write the dev server's one copy of content: one at a time, each on a fresh copy.
  test.describe.configure({ mode: "serial" });
  test.beforeEach(resetDevContent);
  test.afterAll(resetDevContent);
  // The dev server compiles the page and the panel on first request: on a busy machine that takes a while.
  test.setTimeout(180_000);

  test("shows the diff, writes only those fields, then the page shows the content's values", async ({
    page,
  }) => {
    await page.goto(`${DEV}/?debug`);
    const p = panel(page);
    await p.getByLabel("Settings JSON").fill(JSON.stringify(TUNING));
    await p.getByRole("button", { name: "Import" }).click();
    await expect(notice(page)).toBeVisible();

    const save = p.getByRole("region", { name: "Save to content" });
    await p.getByRole("button", { name: "Save to content" }).click();
    await expect(save).toBeVisible();
    expect(await save.locator("pre").textContent()).toBe(DIFF);
    await expect(save.getByRole("button", { name: "Confirm" })).toBeFocused();
    expect(saved()).toEqual(originals()); // the diff is a dry run
    await save.getByRole("button", { name: "Cancel" }).click();
    await expect(save).toBeHidden();
    expect(saved()).toEqual(originals());

    await p.getByRole("button", { name: "Save to content" }).click();
    const reloaded = page.waitForEvent("load");
    await save.getByRole("button", { name: "Confirm" }).click();
    await reloaded;
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    // The tuned settings are cleared; the panel now shows what content says.
    expect(await stored(page)).toBeNull();
    await expect(notice(page)).toHaveCount(0);
    await expect(p.getByLabel("Slideshow duration (ms)")).toHaveValue(/^650/);
    await expect(p.getByLabel("Boxes rows")).toHaveValue(/^4/);
    // Only those fields changed; the gallery's one-line settings outgrew 110 columns, so Biome's layout.
    const { gallery, strips } = originals();
    expect(saved()).toEqual({
      gallery: gallery.replace(
        '  "settings": { "animation": "slideLeft", "duration": 500, "autoplay": { "enabled": false, "delay": 7000 } },',
        [
          '  "settings": {',
          '    "animation": "slideLeft",',
          '    "duration": 650,',
          '    "autoplay": { "enabled": false, "delay": 7000 },',
          '    "boxes": { "rows": 4 }',
          "  },",
        ].join("\n"),
      ),
      strips: strips.replace(
        '"delay": 5,\n',
        '"delay": 5,\n      "motion": { "fadeDelay": { "stagger": 90 } },\n',
      ),
    });
  });

  test("refuses an invalid result with the build's message, and any request without the page's token or from another page", async ({
    page,
    request,
  }) => {
    await page.goto(`${DEV}/`);
    const token = await page.locator('meta[name="grandtour-dev-token"]').getAttribute("content");
    expect(token).toMatch(/^[\w-]{40,}$/);
    const post = (data: unknown, headers: Record<string, string> = { Origin: DEV }) =>
      request.post(`${DEV}${SAVE_PATH}`, { data, headers });
    const answer = async (reply: Awaited<ReturnType<typeof post>>) => ({
      status: reply.status(),
      ...((await reply.json()) as { error?: string }),
    });

    expect(await answer(await post({ token, tuning: { slideshow: { duration: -5 } } }))).toEqual({
      status: 400,
      error:
        'Content error:\n  - content/gallery.json: settings.duration: must be milliseconds >= 0 or one of "slow", "fast", "default"',
    });
    expect(await answer(await post({ token, tuning: { strip: { speed: 2 } } }))).toEqual({
      status: 400,
      error: "Tuning error:\n  - strip.speed: unknown field",
    });
    const fine = { tuning: { slideshow: { duration: 700 } } };
    expect(await answer(await post(fine))).toMatchObject({
      status: 403,
      error: "The dev token is missing or wrong",
    });
    expect(await answer(await post({ ...fine, token: `${token}x` }))).toMatchObject({ status: 403 });
    expect(
      await answer(await post({ ...fine, token }, { Origin: "http://elsewhere.example" })),
    ).toMatchObject({
      status: 403,
      error: "Save to content answers only the dev server's own page",
    });
    expect(
      await answer(await post({ ...fine, token }, { Origin: DEV, "Sec-Fetch-Site": "cross-site" })),
    ).toMatchObject({ status: 403 });
    expect(await answer(await post({ ...fine, token }, {}))).toMatchObject({ status: 403 });
    expect(saved()).toEqual(originals());
  });
});

test("the built site has no save route, and its panel no Save to content", async ({ page, request }) => {
  test.slow();
  const reply = await request.post(SAVE_PATH, { data: { tuning: TUNING, dryRun: true } });
  expect(reply.status()).toBe(404);
  expect(await reply.json()).toEqual({ status: "error", message: `Not found: POST ${SAVE_PATH}` });

  await page.goto("/?debug");
  await expect(panel(page).getByRole("button", { name: "Export" })).toBeVisible();
  await expect(panel(page).getByRole("button", { name: "Save to content" })).toHaveCount(0);
  await expect(page.locator('meta[name="grandtour-dev-token"]')).toHaveCount(0);
});

import { panel } from "../support/debugPanel.ts";
import { expect, takeConsole, test } from "../support/fixtures.ts";
import { askToSave, DEV, SAVE_PATH, saveBox, TUNING } from "../support/motionSave.ts";

// What the panel's Save to content says where it cannot save, and how it shows a diff. Nothing here
// reaches the dev server's save route (motion-save.spec writes through it, one test at a time).

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

test("the built site's panel says that Save needs npm run dev", async ({ page }) => {
  test.slow();
  await page.goto("/?debug");
  await expect(saveBox(page)).toHaveText(
    "Save to content needs the dev server: run `npm run dev` and open its page with ?debug.",
  );
});

test.describe("under npm run dev", () => {
  // The dev server compiles the page and the panel on first request: on a busy machine that takes a while.
  test.setTimeout(180_000);

  test("a dev server that does not answer is named as such", async ({ page, consoleProblems }) => {
    await page.route(`**${SAVE_PATH}`, (route) => route.abort("connectionrefused"));
    await askToSave(page);
    await expect(saveBox(page).getByRole("alert")).toHaveText(
      "The dev server is not reachable: is `npm run dev` running?",
    );
    takeConsole(consoleProblems, (line) => line.includes("ERR_CONNECTION_REFUSED"));
  });

  test("the diff shows every line, however many", async ({ page }) => {
    const lines = Array.from({ length: 18 }, (_, i) => `  settings.stagger.t${i}: (not set) → ${i}`);
    const diff = ["content/gallery.json", ...lines].join("\n");
    const changes = lines.map((_, i) => ({ file: "content/gallery.json", path: `t${i}`, old: null, new: i }));
    await page.route(`**${SAVE_PATH}`, (route) => route.fulfill({ json: { changes, diff } }));
    await askToSave(page);
    const shown = saveBox(page).locator("pre");
    await expect(shown).toHaveText(diff);
    // The last character is drawn inside the diff's box and the panel's view, Confirm scrolled to below it.
    await saveBox(page).getByRole("button", { name: "Confirm" }).scrollIntoViewIfNeeded();
    const lastCharacterShows = await shown.evaluate((pre) => {
      const text = pre.firstChild as Text;
      const range = document.createRange();
      range.setStart(text, text.length - 1);
      range.setEnd(text, text.length);
      const drawn = range.getBoundingClientRect();
      const clips = [pre, pre.closest("aside") as HTMLElement].map((el) => el.getBoundingClientRect());
      return clips.every((clip) => drawn.top >= clip.top && drawn.bottom <= clip.bottom);
    });
    expect(lastCharacterShows).toBe(true);
  });
});

test.describe("what Save writes, under npm run dev", () => {
  test.setTimeout(180_000);

  test("only the fields in force: shaders only tried stay in this browser, and a Cancel mid-save breaks nothing", async ({
    page,
    consoleProblems,
  }) => {
    const tuning = {
      slideshow: {
        animation: "blindsMirrorIn",
        glParams: { Directional: { direction: [1, 0] }, windowslice: { count: 20 } },
      },
    };
    const asked: unknown[] = [];
    let answerConfirm = () => {};
    const diff = "content/gallery.json\n  settings.animation: slideLeft → blindsMirrorIn";
    const changes = [
      { file: "content/gallery.json", path: "animation", old: "slideLeft", new: "blindsMirrorIn" },
    ];
    await page.route(`**${SAVE_PATH}`, async (route) => {
      const body = route.request().postDataJSON();
      asked.push(body.tuning);
      if (body.dryRun) return route.fulfill({ json: { changes, diff } });
      // The confirm: answered with a refusal only after the designer has pressed Cancel.
      await new Promise<void>((resolve) => {
        answerConfirm = resolve;
      });
      await route.fulfill({
        status: 409,
        json: { error: "Content changed since the diff was shown", changes, diff },
      });
    });
    // Imported first (its catalogue shaders are checked, their chunks fetched: a cold dev server compiles
    // them), then Save.
    await page.goto(`${DEV}/?debug`);
    const p = panel(page);
    await p.getByLabel("Settings JSON").fill(JSON.stringify(tuning));
    await p.getByRole("button", { name: "Import" }).click();
    await expect(p.getByRole("status").filter({ hasText: "Settings imported" })).toBeVisible({
      timeout: 60_000,
    });
    await p.getByRole("button", { name: "Save to content" }).click();
    const box = saveBox(page);
    await expect(box.locator("pre")).toHaveText(diff);
    await expect(box.getByRole("status")).toHaveText(
      "Not written, kept in this browser: the parameters of gl:Directional, gl:windowslice, tried but not in force.",
    );
    expect(asked).toEqual([{ slideshow: { animation: "blindsMirrorIn" } }]);

    await box.getByRole("button", { name: "Confirm" }).click();
    await expect.poll(() => asked.length).toBe(2);
    await box.getByRole("button", { name: "Cancel" }).click();
    answerConfirm();
    await expect(box.getByRole("alert")).toHaveText("Content changed since the diff was shown");
    expect(asked[1]).toEqual({ slideshow: { animation: "blindsMirrorIn" } });
    takeConsole(consoleProblems, (line) => line.includes("409 (Conflict)"));
  });
});

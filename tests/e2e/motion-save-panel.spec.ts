import { slideshowTransitions } from "../../src/motion/names.ts";
import { panel } from "../support/debugPanel.ts";
import { expect, takeConsole, test } from "../support/devServer.ts";
import { askToSave, diffLines, SAVE_PATH, saveBox, shownDiff, TUNING } from "../support/motionSave.ts";

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

  test("a dev server that does not answer is named as such", async ({ devServer, page, consoleProblems }) => {
    await page.route(`**${SAVE_PATH}`, (route) => route.abort("connectionrefused"));
    await askToSave(page, devServer);
    await expect(saveBox(page).getByRole("alert")).toHaveText(
      "The dev server is not reachable: is `npm run dev` running?",
    );
    takeConsole(consoleProblems, (line) => line.includes("ERR_CONNECTION_REFUSED"));
  });

  test("the diff shows every line, however many", async ({ devServer, page }) => {
    const changes = slideshowTransitions.map((name, i) => ({
      file: "content/gallery.json",
      path: `settings.stagger.${name}`,
      new: i,
    }));
    await page.route(`**${SAVE_PATH}`, (route) =>
      route.fulfill({ json: { changes, diff: "(the CLI's words)" } }),
    );
    await askToSave(page, devServer);
    await expect(diffLines(page)).toHaveText([
      "content/gallery.json",
      ...slideshowTransitions.map(
        (name, i) => `Slideshow stagger (ms) of ${name}: (not set) → ${i} settings.stagger.${name}`,
      ),
    ]);
    // The last character is drawn inside the diff's box and the panel's view, Confirm scrolled to below it.
    await saveBox(page).getByRole("button", { name: "Confirm" }).scrollIntoViewIfNeeded();
    const lastCharacterShows = await shownDiff(page).evaluate((diff) => {
      const text = diff.querySelector("li:last-child code")?.lastChild as Text;
      const range = document.createRange();
      range.setStart(text, text.length - 1);
      range.setEnd(text, text.length);
      const drawn = range.getBoundingClientRect();
      const clips = [diff, diff.closest("aside") as HTMLElement].map((el) => el.getBoundingClientRect());
      return clips.every((clip) => drawn.top >= clip.top && drawn.bottom <= clip.bottom);
    });
    expect(lastCharacterShows).toBe(true);
  });

  test("the diff names each field as the panel does, its content path beneath it, and breaks no word", async ({
    devServer,
    page,
  }) => {
    const changes = [
      { file: "content/gallery.json", path: "settings.animation", old: "slideLeft", new: "blindsMirrorIn" },
      { file: "content/gallery.json", path: "settings.stagger.blindsMirrorIn", new: 40 },
      { file: "content/gallery.json", path: "settings.boxes.rows", old: 5, new: 4 },
      { file: "content/gallery.json", path: "settings.glParams.windowslice.count", new: 20 },
      { file: "content/gallery.json", path: "settings.thumbnailScroll", new: 300 },
      { file: "content/strips.json", path: "modules[id=101].motion.flyIn.stagger", old: 90, new: 120 },
    ];
    await page.route(`**${SAVE_PATH}`, (route) =>
      route.fulfill({ json: { changes, diff: "(the CLI's words)" } }),
    );
    await askToSave(page, devServer);
    await expect(diffLines(page)).toHaveText([
      "content/gallery.json",
      'Slideshow animation: "slideLeft" → "blindsMirrorIn" settings.animation',
      "Slideshow stagger (ms) of blindsMirrorIn: (not set) → 40 settings.stagger.blindsMirrorIn",
      "Boxes rows: 5 → 4 settings.boxes.rows",
      "gl:windowslice count: (not set) → 20 settings.glParams.windowslice.count",
      // No control tunes it: named by its path alone.
      "settings.thumbnailScroll: (not set) → 300",
      "content/strips.json",
      "Strip stagger (ms) of flyIn: 90 → 120 modules[id=101].motion.flyIn.stagger",
    ]);
    // Each name is a control's in the panel.
    const p = panel(page);
    for (const name of ["Slideshow animation", "Slideshow stagger (ms)", "Boxes rows", "Strip stagger (ms)"])
      await expect(p.getByLabel(name, { exact: true })).toHaveCount(1);
    // The path is the smaller, secondary text with the name.
    const path = shownDiff(page).locator("code").first();
    await expect(path).toHaveText("settings.animation");
    const size = (el: Element) => Number.parseFloat(getComputedStyle(el).fontSize);
    expect(await path.evaluate(size)).toBeLessThan(
      await shownDiff(page).locator("li span").first().evaluate(size),
    );
    // Every word lies on one line: the lines wrap between words (and a path between its parts).
    const broken = await shownDiff(page).evaluate((diff) => {
      const words: string[] = [];
      const walker = document.createTreeWalker(diff, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) {
        for (const word of text.data.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) words.push(word[0]);
        }
      }
      return words;
    });
    expect(broken).toEqual([]);
  });
});

test.describe("what Save writes, under npm run dev", () => {
  test.setTimeout(180_000);

  test("only the fields in force: shaders only tried stay in this browser, and a Cancel mid-save breaks nothing", async ({
    devServer,
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
    const diff = 'content/gallery.json\n  settings.animation: "slideLeft" → "blindsMirrorIn"';
    const changes = [
      { file: "content/gallery.json", path: "settings.animation", old: "slideLeft", new: "blindsMirrorIn" },
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
    await page.goto(`${devServer}/?debug`);
    const p = panel(page);
    await p.getByLabel("Settings JSON").fill(JSON.stringify(tuning));
    await p.getByRole("button", { name: "Import" }).click();
    await expect(p.getByRole("status").filter({ hasText: "Settings imported" })).toBeVisible({
      timeout: 60_000,
    });
    await p.getByRole("button", { name: "Save to content" }).click();
    const box = saveBox(page);
    await expect(diffLines(page)).toHaveText([
      "content/gallery.json",
      'Slideshow animation: "slideLeft" → "blindsMirrorIn" settings.animation',
    ]);
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

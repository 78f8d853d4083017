import { chmodSync, writeFileSync } from "node:fs";
import path from "node:path";
import { notice, panel, stored } from "../support/debugPanel.ts";
import { DEV_CONTENT } from "../support/devContent.ts";
import { expect, takeConsole, test } from "../support/devServer.ts";
import * as saving from "../support/motionSave.ts";

// The panel's Save to content, under `npm run dev` (the tests' dev server writes a copy of content/,
// tests/support/devContent.ts): each test holds the server, and the copy is put back after it
// (devServer.ts). In one worker, one after another: the other worker goes on meanwhile.
const { DIFF, originals, SAVE_PATH, saved, TUNING } = saving;
const { askToSave, confirmAndReload, devFiles, diffLines, saveBox } = saving;

test.describe("Save to content, under npm run dev", () => {
  test.describe.configure({ mode: "serial" });
  // The dev server compiles the page and the panel on first request: on a busy machine that takes a while.
  test.setTimeout(180_000);

  test("shows the diff, writes only those fields, then the page shows the content's values", async ({
    devServer,
    page,
  }) => {
    await page.goto(`${devServer}/?debug`);
    const p = panel(page);
    await p.getByLabel("Settings JSON").fill(JSON.stringify(TUNING));
    await p.getByRole("button", { name: "Import" }).click();
    await expect(notice(page)).toBeVisible();

    const save = p.getByRole("region", { name: "Save to content" });
    await p.getByRole("button", { name: "Save to content" }).click();
    await expect(save).toBeVisible();
    await expect(diffLines(page)).toHaveText(DIFF);
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
    devServer,
    page,
    request,
  }) => {
    await page.goto(`${devServer}/`);
    const token = await page.locator('meta[name="grandtour-dev-token"]').getAttribute("content");
    expect(token).toMatch(/^[\w-]{40,}$/);
    const post = (data: unknown, headers: Record<string, string> = { Origin: devServer }) =>
      request.post(`${devServer}${SAVE_PATH}`, { data, headers });
    const answer = async (reply: Awaited<ReturnType<typeof post>>) => ({
      status: reply.status(),
      ...((await reply.json()) as { error?: string }),
    });

    expect(await answer(await post({ token, tuning: { slideshow: { duration: -5 } } }))).toEqual({
      status: 400,
      error:
        "Content error:\n  - content/gallery.json: settings.duration: -5 is not allowed: must be 0 to 5000 ms (nearest allowed: 0 ms)",
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
      await answer(await post({ ...fine, token }, { Origin: devServer, "Sec-Fetch-Site": "cross-site" })),
    ).toMatchObject({ status: 403 });
    expect(await answer(await post({ ...fine, token }, {}))).toMatchObject({ status: 403 });
    expect(saved()).toEqual(originals());
  });

  test("the reloaded page says what was written", async ({ devServer, page }) => {
    await askToSave(page, devServer);
    await confirmAndReload(page);
    const said = saveBox(page).getByRole("status");
    await expect(said).toHaveText(
      "Saved to content/gallery.json and content/strips.json: the panel shows the content's values.",
    );
    await expect(said).toBeInViewport(); // not below the panel's scrolled area
    await expect(diffLines(page)).toHaveText(DIFF);
    await saveBox(page).getByRole("button", { name: "Close" }).click();
    await expect(saveBox(page)).toBeHidden();
  });

  test("a read-only content file: named in the box, nothing written", async ({
    devServer,
    page,
    consoleProblems,
  }) => {
    chmodSync(path.join(DEV_CONTENT, "strips.json"), 0o444);
    const before = devFiles();
    await askToSave(page, devServer);
    await saveBox(page).getByRole("button", { name: "Confirm" }).click();
    const refusal = "Nothing was written: content/strips.json is read-only";
    await expect(saveBox(page).getByRole("alert")).toHaveText(refusal);
    await expect(saveBox(page).getByRole("button", { name: "Confirm" })).toBeVisible();
    expect(devFiles()).toEqual(before); // every text and mode (444 kept), and no temporary file
    takeConsole(consoleProblems, (line) => line.includes("status of 500"));
  });

  test("a stale diff: the box shows the diff as it is now, to confirm", async ({
    devServer,
    page,
    consoleProblems,
  }) => {
    await askToSave(page, devServer);
    await expect(diffLines(page)).toHaveText(DIFF);
    writeFileSync(path.join(DEV_CONTENT, "gallery.json"), saved().gallery.replace("500,", "600,"));
    await saveBox(page).getByRole("button", { name: "Confirm" }).click();
    await expect(saveBox(page).getByRole("alert")).toContainText("Content changed since the diff was shown");
    await expect(diffLines(page)).toHaveText(DIFF.map((line) => line.replace("500 → 650", "600 → 650")));
    takeConsole(consoleProblems, (line) => line.includes("status of 409"));
    await confirmAndReload(page);
    expect(saved().gallery).toContain('"duration": 650');
  });
});

import { enter, panel, region } from "../support/debugPanel.ts";
import { expect, takeConsole, test } from "../support/fixtures.ts";
import { arrive } from "../support/visitor.ts";

// Issue 41: one tuning, everywhere at once. An edit rebuilds the last transition with the tuning in
// force, so GSDevTools' scrubber draws what a fresh Replay draws at the same time, never the tuning before.

test.describe(() => {
  test.skip(({ device }) => device.project !== "desktop", "a designer at a desk, scrubbing with a mouse");
  test("after an edit the scrubber draws the tuning in force, as a fresh Replay does", async ({
    page,
    consoleProblems,
  }) => {
    test.slow();
    await page.goto("/?debug");
    await arrive(page);
    const r = region(page);
    const p = panel(page);
    await expect(r).toHaveAttribute("data-renderer", "gpu", { timeout: 30_000 });
    await p.getByLabel("Slideshow animation").selectOption("blindsRight"); // plays at once
    await expect(r).toHaveAttribute("data-animation", "blindsRight");
    await expect(r).toHaveAttribute("data-state", "idle");
    await enter(p.getByLabel("Slideshow duration (ms)"), "3000");
    await enter(p.getByLabel("Blinds"), "4");

    const tools = page.locator(".gs-dev-tools");
    const stage = r.locator(".slideshow__stage");
    /** The stage with the playhead held at 35 % of the bar, as a designer holds it. */
    const scrubbed = async () => {
      const box = await tools.locator(".timeline-track").boundingBox();
      if (!box) throw new Error("no GSDevTools track");
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.35, box.y + box.height / 2);
      await page.waitForTimeout(200);
      // The bar's knob overhangs it by 5 px, drawn a sub-pixel apart by where it stood before the drag.
      const shot = await stage.screenshot({ mask: [tools, tools.locator(".playhead"), p] });
      await page.mouse.up();
      return shot;
    };
    const afterEdit = await scrubbed();
    await p.getByRole("button", { name: "Replay transition" }).click();
    await expect(r).toHaveAttribute("data-state", "running");
    await expect(r).toHaveAttribute("data-state", "idle", { timeout: 10_000 });
    const afterReplay = await scrubbed();
    await test.info().attach("after-edit", { body: afterEdit, contentType: "image/png" });
    await test.info().attach("after-replay", { body: afterReplay, contentType: "image/png" });
    expect(afterEdit.equals(afterReplay)).toBe(true);
    takeConsole(consoleProblems, (line) => line.includes("GL Driver Message"));
  });
});

import { expect, test } from "../support/fixtures.ts";
import { countCanvasDraws, recordFrames } from "../support/frames.ts";
import { cards, pageTitles, strip } from "../support/stripPage.ts";
import { arrive } from "../support/visitor.ts";

/** One frame of the strip as drawn: whether the canvas covers the cards, and how much of them shows. */
type StripFrame = { covered: string | null; cardsShown: number; canvasDraws: number };

/** Runs in the page, once a frame (see recordFrames). */
function sampleStrip(): StripFrame {
  const root = document.querySelector("[data-strips='101']") as HTMLElement;
  // How opaque the least shown card is drawn: its own opacity times every ancestor's up to the strip.
  let cardsShown = 1;
  for (const card of root.querySelectorAll("[data-strips-item]")) {
    let shown = 1;
    for (let el: Element | null = card; el && el !== root.parentElement; el = el.parentElement) {
      shown *= Number(getComputedStyle(el).opacity);
    }
    cardsShown = Math.min(cardsShown, shown);
  }
  const canvas = root.querySelector(".strip__canvas canvas") as { drawCalls?: number } | null;
  return { covered: root.getAttribute("data-gpu-drawing"), cardsShown, canvasDraws: canvas?.drawCalls ?? 0 };
}

test.describe("a GPU strip page change hands its cards back seamlessly, frame by frame", () => {
  test.skip(({ device }) => device.width < 768, "the strip draws on its canvas from 768 px");
  test.beforeEach(async ({ page }) => {
    await countCanvasDraws(page);
    await page.goto("/");
    await strip(page).scrollIntoViewIfNeeded();
    await arrive(page);
    await expect(strip(page)).toHaveAttribute("data-renderer", "gpu", { timeout: 30_000 });
  });

  test("the cards are fully shown from the first frame the canvas lets go, with no fade", async ({
    page,
  }) => {
    const frames = await recordFrames(page, sampleStrip);
    for (const [button, to] of [
      ["Page 2", 2],
      ["Previous page", 1],
    ] as const) {
      await strip(page).getByRole("button", { name: button }).click();
      await expect(cards(page)).toHaveText(pageTitles(to));
      await expect(strip(page)).not.toHaveAttribute("data-gpu-drawing");
    }
    // On past the last hand-off by more frames than strip.css's 0.25 s fade took (7 to 12 recorded).
    let recorded: StripFrame[] = [];
    await expect
      .poll(async () => {
        recorded = await frames();
        return recorded.length - recorded.findLastIndex((f) => f.covered !== null);
      })
      .toBeGreaterThan(30);
    expect(recorded.filter((f, i) => f.covered && !recorded[i + 1]?.covered)).toHaveLength(2);
    expect(unseamly(recorded)).toEqual([]);
  });

  test("a drag let go past the seam hands its cards back as seamlessly", async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
    const box = (await strip(page).locator(".strip__stage").boundingBox())!;
    const y = box.y + 100;
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x?: number) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: x === undefined ? [] : [{ x, y }] });
    const frames = await recordFrames(page, sampleStrip);
    await touch("touchStart", box.x + box.width * 0.9);
    for (let i = 1; i <= 16; i++) await touch("touchMove", box.x + box.width * (0.9 - (0.7 * i) / 16));
    await expect(strip(page)).toHaveAttribute("data-gpu-drawing", "enter");
    await touch("touchEnd");
    await expect(cards(page)).toHaveText(pageTitles(2));
    await expect(strip(page)).not.toHaveAttribute("data-gpu-drawing");
    let recorded: StripFrame[] = [];
    await expect
      .poll(async () => {
        recorded = await frames();
        return recorded.length - recorded.findLastIndex((f) => f.covered !== null);
      })
      .toBeGreaterThan(30);
    expect(unseamly(recorded)).toEqual([]);
  });
});

/**
 * Each frame that shows neither renderer whole: once the canvas has covered the cards, a frame it no
 * longer covers must show them fully and the canvas nothing, and its last covering frame must draw on
 * the canvas.
 */
function unseamly(frames: StripFrame[]): string[] {
  const faults: string[] = [];
  frames.forEach((f, i) => {
    const before = frames[i - 1];
    if (!f.covered && frames.slice(0, i).some((g) => g.covered) && f.cardsShown !== 1) {
      faults.push(`frame ${i}: the canvas has let go, the cards show at opacity ${f.cardsShown}`);
    }
    if (!f.covered && f.canvasDraws > 0) {
      faults.push(`frame ${i}: the canvas still draws over the cards it has let go`);
    }
    if (!f.covered && before?.covered && before.canvasDraws === 0) {
      faults.push(`frame ${i - 1}: the last frame the canvas covers the cards, it draws nothing`);
    }
  });
  return faults;
}

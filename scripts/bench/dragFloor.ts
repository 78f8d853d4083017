import type { Locator, Page } from "@playwright/test";

/** The floor a drag is judged against: the same lag on a page that does nothing but follow the finger. */
export type DragFloor = { lags: { ms: number; frames: number }[]; undrawn: number };

const FLOOR_URL = "http://drag-floor.invalid/";
/** A bare page whose every pointer move writes a transform: no page can draw a move sooner. */
const FLOOR_PAGE = `<!doctype html><meta name="viewport" content="width=device-width">
<div id="s" style="position:fixed;inset:0;touch-action:pan-y;background:#123"><div id="b" style="width:80px;height:80px;background:#fc0"></div></div>
<script>
const b = document.getElementById("b");
let x0 = 0;
addEventListener("pointerdown", (e) => { x0 = e.clientX; });
addEventListener("pointermove", (e) => b.style.setProperty("transform", "translateX(" + (e.clientX - x0) + "px)"));
</script>`;

/**
 * The move → frame lag on the bare page, with the probe `page` already carries and the same scripted
 * drag (`drag` across the stage it is given), in the same browser: what Chromium's input pipeline gives
 * at best here.
 */
export async function measureDragFloor(
  page: Page,
  drag: (stage: Locator) => Promise<unknown>,
): Promise<DragFloor> {
  await page.route(FLOOR_URL, (route) => route.fulfill({ contentType: "text/html", body: FLOOR_PAGE }));
  await page.goto(FLOOR_URL);
  await drag(page.locator("#s"));
  return page.evaluate(() => {
    const w = window as unknown as { __dragLags(): DragFloor["lags"]; __dragUndrawn(): number };
    return { lags: w.__dragLags(), undrawn: w.__dragUndrawn() };
  });
}

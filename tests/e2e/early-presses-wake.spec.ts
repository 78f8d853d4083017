import { expect, test } from "../support/fixtures.ts";
import { holdCode, islandChunk, SHELL } from "../support/heldCode.ts";
import { expectSlide, region } from "../support/slideshowPage.ts";

// Issue 32: a press before waking fetches what its island needs beside the shell, not after it: the
// pressed island's chunk was asked for only once the shell had come and run (a waterfall of 0.38 s on a
// throttled phone).

test("a press before waking asks for its island's chunk while the shell's is still on its way", async ({
  page,
  hasTouch,
}) => {
  const shell = await holdCode(page, SHELL);
  const asked: string[] = [];
  page.on("request", (request) => {
    if (islandChunk("Slideshow").test(new URL(request.url()).pathname)) asked.push(request.url());
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const next = region(page).getByRole("button", { name: "Next slide" });
  await (hasTouch ? next.tap() : next.click());
  await shell.requested;
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  shell.release();
  await expectSlide(region(page), 2);
});

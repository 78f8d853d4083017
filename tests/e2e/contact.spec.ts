import { loadContent } from "../../src/content/load.ts";
import { expect, test } from "../support/fixtures.ts";

const { business } = loadContent().site;

test("the e-mail address wraps only before its @ and its dots, from 320 to 1280 px", async ({ page }) => {
  await page.goto("/#contact");
  const link = page.getByRole("link", { name: business.email });
  for (const width of [320, 375, 414, 768, 900, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // The first character of each line the address is laid out on.
    const starts = await link.evaluate((a) => {
      const firsts: string[] = [];
      let top = Number.NaN;
      const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const y = Math.round(range.getBoundingClientRect().top);
          if (y !== top) firsts.push(text[i]!);
          top = y;
        }
      }
      return firsts;
    });
    expect(
      starts.slice(1).every((c) => c === "@" || c === "."),
      `${width} px: ${starts}`,
    ).toBe(true);
    const box = (await link.boundingBox())!;
    expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
  }
});

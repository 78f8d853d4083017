import { loadContent } from "../../src/content/load.ts";
import { expect, test } from "./support/fixtures.ts";

const { sections, gallery } = loadContent();

test("without JavaScript the page reads and its links work", async ({ launch }) => {
  const site = await launch(false);
  await site.visit("/");
  for (const heading of [sections.hero.heading, sections.services.heading, sections.contact.heading]) {
    expect(await site.shown("heading", heading), heading).toBe(true);
  }
  expect(await site.run("return document.querySelector('.slideshow img')?.alt"), "the first slide").toBe(
    gallery.slides[0]!.title,
  );
  // A link goes to its section (the menu's, on a phone, shows while its button has focus: which this
  // harness cannot give Firefox's window, so the hero's link is the one pressed at every width).
  await site.click("link", "See the fleet");
  await site.until("the fleet's section", "return location.hash === '#fleet'");
  await site.until(
    "scrolled to it",
    "return document.getElementById('fleet').getBoundingClientRect().top < 200",
  );
});

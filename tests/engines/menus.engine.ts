import { expect, test } from "./support/fixtures.ts";

const HELP = "Help: message Grandtour on WhatsApp";

/** The desktop menu's Services panel's state: closed, opening, opened or closing. */
const SERVICES_STATE = `return document.querySelector('[data-menu-panel="1"]').dataset.state`;
/** The phone menu's toggle's aria-expanded. */
const TOGGLE_EXPANDED = `return document.querySelector(".menu-toggle").getAttribute("aria-expanded")`;

test("a sub-menu opens on hover and closes 500 ms after the pointer leaves", async ({ site, windowSize }) => {
  test.skip(windowSize.width < 768, "the desktop menu");
  await site.visit("/");
  await site.hover("link", "Services");
  await site.until("the panel opened", `${SERVICES_STATE} === "opened"`);
  expect(await site.shown("link", "Weddings")).toBe(true);
  // When the pointer left and when the panel started closing, both by the page's own clock.
  await site.run(`
    const panel = document.querySelector('[data-menu-panel="1"]');
    window.closing = new Promise((resolve) => new MutationObserver(() => {
      if (panel.dataset.state === "closing") resolve(performance.now());
    }).observe(panel, { attributes: true }));
    window.left = new Promise((resolve) =>
      addEventListener("pointermove", (e) => resolve(e.timeStamp), { once: true }));
  `);
  await site.pointer([{ move: [640, 600] }]);
  const [left, closing] = await site.run<[number, number]>(
    "return Promise.all([window.left, window.closing])",
  );
  expect(closing - left, "ms from leaving to closing").toBeGreaterThanOrEqual(490);
  await site.until("the panel closed", `${SERVICES_STATE} === "closed"`);
  await expect.poll(() => site.shown("link", "Weddings"), { message: "Weddings hidden" }).toBe(false);
});

test("Help opens its dialog with focus inside; Escape closes it and focus goes back", async ({ site }) => {
  await site.visit("/");
  await site.click("button", HELP);
  await site.until("the dialog", "return !!document.querySelector('.help-dialog')");
  expect(await site.shown("dialog", "Message Grandtour")).toBe(true);
  expect(await site.focusedName()).toBe("Your message");
  await site.press("Escape");
  await site.until("the dialog closed", "return !document.querySelector('.help-dialog')");
  expect(await site.focusedName()).toBe(HELP);
});

test("the phone's side menu opens by its toggle and closes by Close and by Escape", async ({
  site,
  windowSize,
}) => {
  test.skip(windowSize.width >= 768, "the side menu is the phone's");
  await site.visit("/");
  for (const close of ["button", "Escape"] as const) {
    await site.click("button", "Menu");
    await site.until("the panel open", `${TOGGLE_EXPANDED} === "true"`);
    expect(await site.shown("link", "Rates")).toBe(true);
    expect(await site.focusedName()).toBe("Close menu");
    if (close === "button") await site.click("button", "Close menu");
    else await site.press("Escape");
    await site.until("the panel closed", `${TOGGLE_EXPANDED} === "false"`);
    expect(await site.focusedName()).toBe("Menu");
  }
});

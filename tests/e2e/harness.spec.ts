import { DISABLED_FEATURES_ARG } from "../../scripts/chromium.ts";
import { expect, test } from "../support/fixtures.ts";

// The browser the tests drive: scripts/chromium.ts turns off the toolbar's omnibox popup with a
// --disable-features list of its own. Chromium honours only the last such list, so ours must carry every
// feature Playwright's carries, or a Playwright upgrade would quietly turn its own choices back on. And it
// rasters the DOM in software, as Chromium does with SwiftShader for its GPU, over Debian's default flags.

test.skip(({ device }) => device.project !== "desktop", "the command line is the same in every project");

test("the tests' Chromium keeps every feature Playwright turns off, and turns the omnibox popup off", async ({
  page,
}) => {
  await page.goto("chrome://version");
  const commandLine = (await page.locator("#command_line").textContent()) ?? "";
  const lists = commandLine.split(/\s+/).filter((arg) => arg.startsWith("--disable-features="));
  const features = (arg: string) => arg.slice("--disable-features=".length).split(",");
  const playwrights = features(lists[0] ?? "");

  expect(lists.at(-1)).toBe(DISABLED_FEATURES_ARG);
  expect(playwrights.length).toBeGreaterThan(5);
  expect(playwrights.filter((feature) => !features(DISABLED_FEATURES_ARG).includes(feature))).toEqual([]);
  expect(features(DISABLED_FEATURES_ARG)).toEqual(
    expect.arrayContaining(["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"]),
  );
});

test("the behaviour tests' Chromium rasters the page in software and composites and draws WebGL on the GPU", async ({
  page,
}) => {
  await page.goto("chrome://gpu");
  const status = page.locator("info-view");
  await expect(status).toContainText("Rasterization: Software only");
  await expect(status).toContainText("Compositing: Hardware accelerated");
  await expect(status).toContainText("WebGL: Hardware accelerated");
});

import { enter, panel, stored } from "../support/debugPanel.ts";
import { expect, takeConsole, test } from "../support/fixtures.ts";
import { arrive } from "../support/visitor.ts";

// Issue 41, item 4: two named tunings kept in this browser, each put in force in one press that Undo takes back.

const AB_KEY = "grandtour:motion:ab";

test("Keep as A and B keep named tunings; Use A and Use B put them in force as one edit each", async ({
  page,
  consoleProblems,
}) => {
  await page.goto("/?debug");
  await arrive(page);
  const p = panel(page);
  await p.getByRole("button", { name: "A/B" }).click(); // the folder opens
  const duration = p.getByLabel("Slideshow duration (ms)");
  const blinds = p.getByLabel("Blinds");
  await expect(p.getByText("A: empty")).toBeVisible();
  await enter(duration, "800");
  await enter(p.getByLabel("Tuning name"), "quick");
  await p.getByRole("button", { name: "Keep as A" }).click();
  await expect(p.getByText("A “quick”: differs from content in duration 800")).toBeVisible();
  await enter(duration, "2000");
  await enter(blinds, "6");
  await enter(p.getByLabel("Tuning name"), "slow");
  await p.getByRole("button", { name: "Keep as B" }).click();
  await expect(p.getByText("B “slow”: differs from content in duration 2000, blinds 6")).toBeVisible();

  await p.getByRole("button", { name: "Use A" }).click();
  await expect(duration).toHaveValue("800");
  await expect(blinds).toHaveValue("24");
  await expect.poll(() => stored(page)).toBe('{"slideshow":{"duration":800}}');
  await p.getByRole("button", { name: "Use B" }).click();
  await expect(duration).toHaveValue("2000");
  await expect(blinds).toHaveValue("6");
  // Each press is one edit: Undo goes back to A, then to the tuning B was kept from (the same), then A.
  await p.getByRole("button", { name: "Undo edit" }).click();
  await expect(duration).toHaveValue("800");
  await expect(blinds).toHaveValue("24");
  await p.getByRole("button", { name: "Undo edit" }).click();
  await expect(duration).toHaveValue("2000");
  await expect(blinds).toHaveValue("6");

  // Kept across a reload, checked by the one schema: a slot that fails it is left empty.
  const kept = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), AB_KEY)) ?? "{}");
  kept.B.settings.slideshow.blinds = 1000;
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    AB_KEY,
    JSON.stringify(kept),
  ] as const);
  await page.reload();
  await arrive(page);
  await p.getByRole("button", { name: "A/B" }).click();
  await expect(p.getByText("A “quick”: differs from content in duration 800")).toBeVisible();
  await expect(p.getByText("B: empty")).toBeVisible();
  const warning = `Ignoring kept tuning B in localStorage "${AB_KEY}": Invalid motion settings: slideshow.blinds`;
  expect(takeConsole(consoleProblems, (l) => l.startsWith(warning))).toHaveLength(1);
});

import type { Locator, Page } from "@playwright/test";
import { loadContent } from "../../src/content/load.ts";
import { expect } from "./fixtures.ts";

/** What the debug panel's specs share: the panel, its stored settings and a designer's inputs. */
const { gallery } = loadContent();
export const T0 = new Date("2026-06-01T10:00:00Z");
export const KEY = "grandtour:motion";

export const region = (page: Page) => page.getByRole("region", { name: gallery.label });
export const panel = (page: Page) => page.getByRole("complementary", { name: "Motion debug panel" });
export const notice = (page: Page) => page.getByRole("status").filter({ hasText: "Tuned motion is active" });
export const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEY);

/** Types a value into one of the panel's fields and commits it, as a designer would. */
export async function enter(field: Locator, value: string) {
  await field.fill(value);
  await field.press("Enter");
}

/**
 * Next slide from the keyboard: over the page, the panel and GSDevTools' bar may cover the arrow, as
 * they would for a designer with a mouse.
 */
export const next = (r: Locator) => r.getByRole("button", { name: "Next slide" }).press("Enter");

/** Ticks or unticks one of the panel's switches from the keyboard (Tweakpane draws its own box). */
export async function toggle(box: Locator, on: boolean) {
  await box.focus();
  await box.press("Space");
  await (on ? expect(box).toBeChecked() : expect(box).not.toBeChecked());
}

/**
 * GSDevTools' bar stands at the end of the change it holds (its time is its length): the last change,
 * kept for the panel once it ended. (A canvas change's halves stand there too as each ends: with the
 * canvas, wait for it to have handed back as well.)
 */
export async function barAtEnd(page: Page, timeout = 15_000) {
  const bar = page.locator(".gs-dev-tools");
  const length = await bar.locator(".duration").textContent({ timeout });
  await expect(bar.locator(".time")).toHaveText(length ?? "", { timeout });
}

// @vitest-environment happy-dom
import { expect, it, vi } from "vitest";
import type { PanelContext } from "../../../src/debug/context.ts";
import { openTransitionSheet } from "../../../src/debug/sheet.ts";

// The sheet's canvas, made in seconds on a slow machine: here, only when the test says.
const canvas = vi.hoisted(() => ({ made: (_sheet: unknown) => {}, destroy: () => {} }));
vi.mock("../../../src/widgets/slideshow/transitionSheet.ts", () => ({
  createTransitionSheet: () =>
    new Promise((resolve) => {
      canvas.made = resolve;
    }),
}));

it("Close shuts the sheet while its canvas is still being made, and lets that canvas go once made", async () => {
  const destroy = vi.fn();
  const opening = openTransitionSheet({ alert: vi.fn(), note: vi.fn() } as unknown as PanelContext);
  const dialog = document.querySelector("dialog.debug-sheet");
  const close = [...(dialog?.querySelectorAll("button") ?? [])].find((b) => b.textContent === "Close");
  close?.click();
  expect(document.querySelector("dialog.debug-sheet")).toBeNull();
  canvas.made({ destroy, draw: vi.fn() });
  await opening;
  expect(destroy).toHaveBeenCalledOnce();
});

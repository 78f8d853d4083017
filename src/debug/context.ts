import type { FolderApi } from "tweakpane";
import { EASE_NAMES } from "../motion/easeNames.ts";
import type { MotionSettings } from "../motion/settings.ts";
import type { ContentMotion } from "./fields.ts";

/** What each part of the panel gets from the panel. */
export type PanelContext = {
  content: ContentMotion;
  /** Stores what `next` makes of the stored settings, or shows its Error and restores every control. */
  commit(next: (settings: MotionSettings) => MotionSettings): void;
  /** Re-reads every control from the stored settings (not a designer's change). */
  sync(): void;
  /** True while sync() runs: change events then come from the panel, not the designer. */
  syncing(): boolean;
  /** Shows a refusal (role=alert), or clears it with "". */
  alert(message: string): void;
  /** Shows a passing note (role=status). */
  note(message: string): void;
};

/** A part of the panel: it recomputes its controls' values from stored settings when asked. */
export type PanelPart = (settings: MotionSettings) => void;

/** A change as Tweakpane reports it (its core types are not installed, so they are written here). */
export type Change<T = unknown> = { value: T; last: boolean };

/** Gives a control's input or select an accessible name (Tweakpane's labels are plain text). */
export function named<T extends { element: HTMLElement }>(api: T, name: string): T {
  for (const el of api.element.querySelectorAll("input, select")) el.setAttribute("aria-label", name);
  return api;
}

/** A Tweakpane list's options for a list of names. */
export const listOf = (names: readonly string[]) => names.map((n) => ({ text: n, value: n }));

/**
 * An "ease preset" list of GSAP's ease names: picking one sets the ease (through `choose`); the list
 * goes back to blank whenever the panel shows other settings (reset the returned object's `ease`).
 */
export function addEasePreset(
  folder: FolderApi,
  ctx: PanelContext,
  name: string,
  choose: (ease: string, ev: Change<string>) => void,
): { ease: string } {
  const preset = { ease: "" };
  named(
    folder.addBinding(preset, "ease", { label: "ease preset", options: listOf(["", ...EASE_NAMES]) }),
    name,
  ).on("change", (ev: Change<string>) => {
    if (!ctx.syncing() && ev.value) choose(ev.value, ev);
  });
  return preset;
}

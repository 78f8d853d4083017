import type { FolderApi } from "tweakpane";
import { EASE_NAMES } from "../motion/easeNames.ts";
import type { MotionSettings } from "../motion/settings.ts";
import type { ContentMotion } from "./fields.ts";

/** What each part of the panel gets from the panel. */
export type PanelContext = {
  content: ContentMotion;
  /**
   * Stores what `next` makes of the stored settings (checked by `next`) and shows it in every control,
   * or shows the Error `next` throws and the stored settings again. True when stored.
   */
  commit(next: (settings: MotionSettings) => MotionSettings): boolean;
  /** Shows the stored settings in every control again (a control that chooses what others show moved). */
  show(): void;
  /** Shows a refusal (role=alert), or clears it with "". */
  alert(message: string): void;
  /** Shows a passing note (role=status). */
  note(message: string): void;
  /** Takes a note back if it still shows (a later one stays). */
  unsay(message: string): void;
  /**
   * Shows a note with a button (`label`) that runs `undo`, offered until the settings change again:
   * for an action that throws tuning away. Later notes leave the button.
   */
  offerUndo(message: string, label: string, undo: () => void): void;
};

/** A part of the panel: it recomputes its controls' values from stored settings when asked. */
export type PanelPart = (settings: MotionSettings) => void;

/**
 * A folder's controls' values (`draft`, which Tweakpane binds) and the values the panel last showed in
 * them. Refreshing the pane reports each control it moves as a change: a designer's edit is a change
 * that leaves a control on another value than the one shown.
 */
export function createDraft<T extends object>(initial: T) {
  const draft = { ...initial };
  let shown = { ...initial };
  return {
    draft,
    /** Puts `next` in the controls (drawn at the pane's next refresh). */
    show(next: T) {
      Object.assign(draft, next);
      shown = { ...next };
    },
    edited: (key: keyof T) => draft[key] !== shown[key],
  };
}

/**
 * A folder's `bind`: a control of `draft[key]`, named for assistive technology; a designer's finished
 * edit of it runs `onEdit` (by default, `commit`s its field).
 */
export function binder<T extends object>(
  folder: FolderApi,
  { draft, edited }: Pick<ReturnType<typeof createDraft<T>>, "draft" | "edited">,
  commit: (key: keyof T) => unknown,
) {
  return (key: keyof T, name: string, params = {}, onEdit: () => unknown = () => commit(key)) =>
    named(folder.addBinding(draft, key, params), name).on("change", (ev: Change) => {
      if (ev.last && edited(key)) onEdit();
    });
}

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
 * goes back to blank whenever the panel shows other settings (reset the returned object's `ease`), and
 * blank chooses nothing.
 */
export function addEasePreset(
  folder: FolderApi,
  name: string,
  choose: (ease: string) => void,
): { ease: string } {
  const preset = { ease: "" };
  named(
    folder.addBinding(preset, "ease", { label: "ease preset", options: listOf(["", ...EASE_NAMES]) }),
    name,
  ).on("change", (ev: Change<string>) => {
    if (ev.value) choose(ev.value);
  });
  return preset;
}

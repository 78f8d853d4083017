// What a merge of a designer's tuning into content changes, and how a person reads it: the same words
// on the command line (scripts/motion/cli.ts) and in the panel, which shows the `diff` text the save
// route (scripts/motion/saveRoute.ts) sends. The types are the save route's contract's
// (protocol/motionSave.ts).

import type { FieldChange, TunedFile } from "../protocol/motionSave.ts";

export type { FieldChange, TunedFile };

/** A value as the diff shows it (here and in the panel's, debug/saveDiff.ts): JSON, or "(not set)". */
export const shownValue = (v: unknown) => (v === undefined ? "(not set)" : JSON.stringify(v));

/** What the diff says when content already has the tuning. */
export const NO_CHANGE = "No change: content already has these values.";

/** The changes as a person reads them: each file, then `field: old → new` per line. */
export function formatChanges(changes: readonly FieldChange[]): string {
  if (!changes.length) return NO_CHANGE;
  const files = [...new Set(changes.map((c) => c.file))];
  return files
    .map((file) => {
      const lines = changes.filter((c) => c.file === file);
      return [file, ...lines.map((c) => `  ${c.path}: ${shownValue(c.old)} → ${shownValue(c.new)}`)].join(
        "\n",
      );
    })
    .join("\n");
}

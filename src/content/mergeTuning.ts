import { motionSettingsSchema } from "../motion/settings.ts";
import { addMemberAt, replaceAt } from "./jsonText.ts";
import type { FieldChange, TunedFile } from "./tuningDiff.ts";

// A designer's exported tuning ({ slideshow?, strip? }, the panel's Export) merged into the text of the
// content files, field by field, as README's "Tuning motion" says: slideshow into
// content/gallery.json's settings, strip into one module of content/strips.json (the page's by default).
// Pure: it takes and returns text; reading, validating with the build's loader and writing live in
// scripts/motion/.

/** The content files a tuning touches, as text; sections.json names the page's strip module. */
export type ContentTexts = { gallery: string; strips: string; sections: string };
export type { FieldChange, TunedFile };

type MergeResult = { gallery: string; strips: string; changes: FieldChange[] };

/** A tuning content has no place for: every problem names the export's field. */
export class TuningError extends Error {
  constructor(readonly problems: string[]) {
    super(`Tuning error:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "TuningError";
  }
}

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const join = (at: string, key: string) => (at ? `${at}.${key}` : key);

/**
 * Fields whose place is unknown (misspelt, or not motion) are refused here, naming them as the export
 * does. Values are left to the build's own validation of the merged content, so a bad value is reported
 * in the build's words (`content/gallery.json: settings.duration: ...`).
 */
function checkFields(tuning: unknown): asserts tuning is { slideshow?: Json; strip?: Json } {
  if (!isRecord(tuning))
    throw new TuningError(['the tuning must be a JSON object: { "slideshow": …, "strip": … }']);
  const problems: string[] = [];
  for (const part of ["slideshow", "strip"] as const)
    if (part in tuning && !isRecord(tuning[part])) problems.push(`${part}: must be an object`);
  const result = motionSettingsSchema.safeParse(tuning);
  for (const issue of result.error?.issues ?? []) {
    if (issue.code !== "unrecognized_keys") continue;
    for (const key of issue.keys) problems.push(`${join(issue.path.join("."), key)}: unknown field`);
  }
  if (problems.length) throw new TuningError(problems);
}

/** Leaf fields of a value added whole, each as a change from nothing. */
function leaves(file: TunedFile, at: string, value: unknown, out: FieldChange[]) {
  if (isRecord(value)) for (const [k, v] of Object.entries(value)) leaves(file, join(at, k), v, out);
  else out.push({ file, path: at, old: undefined, new: value });
}

/** Drops empty objects (`"boxes": {}`), which change nothing and would only add noise to content. */
function pruned(value: Json): Json {
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) {
    const kept = isRecord(v) ? pruned(v) : v;
    if (!isRecord(kept) || Object.keys(kept).length) out[k] = kept;
  }
  return out;
}

/**
 * Merges `tuning` into the object at `at` in `text`, field by field. A new field goes before the
 * object's first list of records (a module's items, the gallery's slides), so the settings stay
 * together above the content; otherwise at the end.
 */
function mergeInto(
  text: string,
  at: (string | number)[],
  shown: string,
  tuning: Json,
  file: TunedFile,
  changes: FieldChange[],
): string {
  let out = text;
  for (const [key, value] of Object.entries(tuning)) {
    const target = at.reduce<unknown>((v, step) => (v as Json)[step], JSON.parse(out)) as Json;
    // Own members only: "constructor" or "__proto__" in a record of names is a new field, not Object's.
    const old = Object.hasOwn(target, key) ? target[key] : undefined;
    const path = join(shown, key);
    if (old === undefined) {
      const keys = Object.keys(target);
      const lists = keys.findIndex(
        (k) => Array.isArray(target[k]) && (target[k] as unknown[]).some(isRecord),
      );
      out = addMemberAt(out, at, key, value, lists < 0 ? undefined : lists);
      leaves(file, path, value, changes);
    } else if (isRecord(old) && isRecord(value)) {
      out = mergeInto(out, [...at, key], path, value, file, changes);
    } else if (!same(old, value)) {
      out = replaceAt(out, [...at, key], value);
      changes.push({ file, path, old, new: value });
    }
  }
  return out;
}

/**
 * The content files' text with the tuning merged in, and the fields it changed. `stripModule` picks the
 * module the strip part goes into (default: the one the page shows, sections.json's
 * services.stripModule). Throws a TuningError for an unknown field or strip module.
 */
export function mergeTuning(texts: ContentTexts, tuning: unknown, stripModule?: number): MergeResult {
  checkFields(tuning);
  const changes: FieldChange[] = [];
  let { gallery, strips } = texts;
  const slideshow = pruned(tuning.slideshow ?? {});
  if (Object.keys(slideshow).length) {
    const file = "content/gallery.json";
    if (isRecord((JSON.parse(gallery) as Json).settings))
      gallery = mergeInto(gallery, ["settings"], "settings", slideshow, file, changes);
    else gallery = mergeInto(gallery, [], "", { settings: slideshow }, file, changes);
  }
  const strip = pruned(tuning.strip ?? {});
  // A module asked for by id must exist, even when the export has no strip part to put in it.
  if (Object.keys(strip).length || stripModule !== undefined) {
    const id = stripModule ?? (JSON.parse(texts.sections) as { services?: Json }).services?.stripModule;
    const modules = ((JSON.parse(strips) as Json).modules ?? []) as Json[];
    const index = modules.findIndex((m) => m.id === id);
    if (index < 0) {
      const ids = modules.map((m) => m.id).join(", ");
      throw new TuningError([`strip: content/strips.json has no module with id ${id} (its ids: ${ids})`]);
    }
    const file = "content/strips.json";
    strips = mergeInto(strips, ["modules", index], `modules[id=${id}]`, strip, file, changes);
  }
  return { gallery, strips, changes };
}

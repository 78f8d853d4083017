import { spawnSync } from "node:child_process";
import path from "node:path";
import { checkContent, readContentFolder } from "../../src/content/load.ts";
import { type FieldChange, mergeTuning, type TunedFile, TuningError } from "../../src/content/mergeTuning.ts";
import { tuningCatalogueProblems } from "./catalogueCheck.ts";
import { writeAtomically } from "./writeAll.ts";

export { writeAtomically };

// Save to content, shared by the dev server's route (scripts/motion/saveRoute.ts) and
// `npm run motion:apply` (scripts/motion/cli.ts): read the content files, merge, validate as the build
// does, write every file or none (scripts/motion/writeAll.ts). Everything runs synchronously, so two saves never interleave in one process.

export type ApplyOptions = {
  /** The project root: its assets/images and its Biome configuration. */
  root: string;
  /** The content folder written (content/ unless CONTENT_DIR names a copy). */
  contentDir: string;
  /** The strip module the strip part goes into; the page's (sections.json) by default. */
  stripModule?: number;
  /** Computes the diff and validates, writes nothing. */
  dryRun?: boolean;
};
export type ApplyResult = { changes: FieldChange[]; written: TunedFile[] };

/** The content folder in use: CONTENT_DIR (a test's copy), else the project's content/. */
export const contentDirOf = (root: string, env = process.env) =>
  env.CONTENT_DIR ? path.resolve(root, env.CONTENT_DIR) : path.join(root, "content");

/**
 * The text as Biome, the project's formatter, lays it out. Values edited in place keep the file's
 * layout; only a one-line object that grew past the line width is spread over lines, as `npm run lint`
 * would demand. Without Biome (a production install) the text stays as edited.
 */
function formatted(root: string, file: TunedFile, text: string): string {
  const biome = path.join(root, "node_modules", ".bin", "biome");
  const result = spawnSync(biome, ["format", `--stdin-file-path=${file}`], {
    cwd: root,
    input: text,
    encoding: "utf8",
  });
  return result.status === 0 && result.stdout ? result.stdout : text;
}

/** One merge of a tuning, validated: its changes and the files it changes with their new text. */
export type TuningPlan = { changes: FieldChange[]; files: { path: string; text: string; name: TunedFile }[] };

/**
 * Merges an exported tuning into the content files once and validates the result with the build's
 * own checks; writes nothing. Throws a TuningError (an unknown field, module or catalogue transition)
 * or the build's ContentError (a value it refuses).
 */
export function planTuning(tuning: unknown, options: ApplyOptions): TuningPlan {
  const { root, contentDir } = options;
  const images = path.join(root, "assets", "images");
  const read = readContentFolder(contentDir);
  // Content that is already broken is reported as the build reports it, before anything is merged.
  checkContent(read, images);
  const texts = { gallery: read("gallery"), strips: read("strips"), sections: read("sections") } as {
    gallery: string;
    strips: string;
    sections: string;
  };
  const catalogue = tuningCatalogueProblems(tuning);
  if (catalogue.length) throw new TuningError(catalogue);
  const merged = mergeTuning(texts, tuning, options.stripModule);
  // Layout only matters to what is written: a dry run validates the merged text as it is.
  const laidOut = (name: "gallery" | "strips") =>
    merged[name] === texts[name] || options.dryRun
      ? merged[name]
      : formatted(root, `content/${name}.json`, merged[name]);
  const next = { gallery: laidOut("gallery"), strips: laidOut("strips") };
  checkContent((name) => (name === "gallery" || name === "strips" ? next[name] : read(name)), images);
  const changed = (["gallery", "strips"] as const).filter((name) => next[name] !== texts[name]);
  const files = changed.map((name) => ({
    path: path.join(contentDir, `${name}.json`),
    text: next[name],
    name: `content/${name}.json` as TunedFile,
  }));
  return { changes: merged.changes, files };
}

/** Writes a plan's files, every one or none (a WriteError names the one that could not be replaced). */
export function writePlan(plan: TuningPlan): TunedFile[] {
  writeAtomically(plan.files);
  return plan.files.map((file) => file.name);
}

/** planTuning, then writePlan unless it is a dry run; whichever throws, nothing is written. */
export function applyTuning(tuning: unknown, options: ApplyOptions): ApplyResult {
  const plan = planTuning(tuning, options);
  return { changes: plan.changes, written: options.dryRun ? [] : writePlan(plan) };
}

import { readFileSync } from "node:fs";
import path from "node:path";
import { ContentError } from "../../src/content/load.ts";
import { TuningError } from "../../src/content/mergeTuning.ts";
import { formatChanges } from "../../src/content/tuningDiff.ts";
import { applyTuning, contentDirOf } from "./applyTuning.ts";
import { WriteError } from "./writeAll.ts";

export const USAGE = "Usage: npm run motion:apply -- [--dry-run] [--module <strip module id>] <export.json>";

/**
 * Options typed without `--` before them are npm's own: `npm run motion:apply --dry-run x.json` runs the
 * command with `x.json` alone and npm_config_dry_run=true in its environment. A dry run is honoured
 * however it came; a module id is not guessed (`--module 102` leaves "102" among the arguments).
 */
function npmTook(env: NodeJS.ProcessEnv): { dryRun: boolean; refusal?: string } {
  const dryRun = env.npm_config_dry_run === "true";
  if (env.npm_config_module === undefined) return { dryRun };
  return { dryRun, refusal: "npm took --module for itself: put -- before the command's options" };
}

type Io = {
  root: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
};
type Args = { file: string; dryRun: boolean; stripModule?: number };

function parseArgs(argv: readonly string[]): Args | string {
  const args: Partial<Args> = { dryRun: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--dry-run") args.dryRun = true;
    else if (arg === "--module" || arg.startsWith("--module=")) {
      const value = arg === "--module" ? argv[++i] : arg.slice("--module=".length);
      const id = Number(value);
      if (!value || !Number.isInteger(id) || id <= 0) return `--module: "${value ?? ""}" is not a module id`;
      args.stripModule = id;
    } else if (arg.startsWith("-")) return `${arg}: unknown option`;
    else if (args.file) return `one export file at a time (got ${args.file} and ${arg})`;
    else args.file = arg;
  }
  return args.file ? (args as Args) : "which export? Give the JSON file the panel's Export made";
}

/**
 * `npm run motion:apply`: merges a designer's exported tuning into content/ with the same diff,
 * validation and atomic write as the panel's Save to content; --dry-run prints the diff only.
 * Returns the exit code: 1, with nothing written, for bad arguments or input.
 */
export function runMotionApply(argv: readonly string[], io: Io): number {
  const npm = npmTook(io.env);
  const args = npm.refusal ?? parseArgs(argv);
  if (typeof args === "string") {
    io.err(`${args}\n${USAGE}`);
    return 1;
  }
  if (npm.dryRun) args.dryRun = true;
  const name = args.file;
  let text: string;
  try {
    text = readFileSync(path.resolve(io.cwd, name), "utf8");
  } catch (error) {
    io.err(`${name}: cannot be read (${(error as Error).message})`);
    return 1;
  }
  let tuning: unknown;
  try {
    tuning = JSON.parse(text);
  } catch (error) {
    io.err(`${name}: not valid JSON (${(error as Error).message})`);
    return 1;
  }
  try {
    const { root } = io;
    const result = applyTuning(tuning, { ...args, root, contentDir: contentDirOf(root, io.env) });
    io.out(formatChanges(result.changes));
    if (args.dryRun) io.out("Dry run: nothing written.");
    else if (result.written.length) io.out(`Wrote ${result.written.join(" and ")}.`);
    return 0;
  } catch (error) {
    if (error instanceof TuningError) io.err(`${name} is refused; nothing was written.\n${error.message}`);
    else if (error instanceof ContentError)
      io.err(`${name} would make content the build refuses; nothing was written.\n${error.message}`);
    else if (error instanceof WriteError) io.err(error.message);
    else throw error;
    return 1;
  }
}

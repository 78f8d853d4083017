import * as nodeFs from "node:fs";
import path from "node:path";

// Saving tuned content writes two files that only make sense together: every file or none. Each is
// checked first (nothing is touched if one may not be replaced), written to a temporary file beside it
// with the original's mode, then all are renamed into place; a rename that fails puts back what was
// already replaced. Every temporary file is removed, whatever happens.

/** A file to write: its path, its new text, and how messages name it ("content/strips.json"). */
export type FileWrite = { path: string; text: string; name?: string };
/** The file system calls used: node:fs, or a test's stand-in that fails on cue. */
export type WriteFs = Pick<
  typeof nodeFs,
  "statSync" | "accessSync" | "readFileSync" | "writeFileSync" | "chmodSync" | "renameSync" | "rmSync"
>;

/** Why a save failed, naming the file and the reason; nothing was written unless `kept` names files. */
export class WriteError extends Error {
  constructor(reason: string, kept: string[] = []) {
    super(
      kept.length
        ? `${reason}; ${kept.join(" and ")} could not be put back and holds the new text`
        : `Nothing was written: ${reason}`,
    );
    this.name = "WriteError";
  }
}

const REASONS: Record<string, string> = {
  EACCES: "permission denied",
  EPERM: "not permitted",
  EROFS: "the file system is read-only",
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
  EISDIR: "it is a folder",
  ENOENT: "its folder does not exist",
  EBUSY: "it is in use",
};
/** A system error as a reason: "permission denied (EACCES)". */
const reason = (error: unknown) => {
  const { code, message } = error as NodeJS.ErrnoException;
  return code ? `${REASONS[code] ?? message} (${code})` : String(message);
};

/** No write bit for anyone (mode 444), or none for this process: root may write it, but was asked not to. */
function readOnly(fs: WriteFs, file: string, mode: number): boolean {
  if ((mode & 0o222) === 0) return true;
  try {
    fs.accessSync(file, nodeFs.constants.W_OK);
    return false;
  } catch {
    return true;
  }
}

/** Why `file` may not be replaced, or undefined when it may. */
function refusal(fs: WriteFs, file: Required<FileWrite>): string | undefined {
  const folder = path.dirname(file.path);
  try {
    const stat = fs.statSync(folder);
    if (readOnly(fs, folder, stat.mode))
      return `${path.dirname(file.name)}/ is read-only, so ${file.name} cannot be replaced`;
  } catch (error) {
    return `${file.name} cannot be written: ${reason(error)}`;
  }
  const stat = fs.statSync(file.path, { throwIfNoEntry: false });
  if (stat && !stat.isFile()) return `${file.name} is not a file`;
  if (stat && readOnly(fs, file.path, stat.mode)) return `${file.name} is read-only`;
  return undefined;
}

/** Writes every file or none; throws a WriteError naming the file and the reason when none was. */
export function writeAtomically(files: FileWrite[], fs: WriteFs = nodeFs): void {
  const all = files.map((f) => ({ ...f, name: f.name ?? f.path, temp: `${f.path}.tmp-${process.pid}` }));
  const refused = all.map((f) => refusal(fs, f)).filter(Boolean);
  if (refused.length) throw new WriteError(refused.join("; "));
  // What each file was, to put back: its bytes and mode, or nothing for a file that did not exist.
  const before = all.map((f) => {
    const stat = fs.statSync(f.path, { throwIfNoEntry: false });
    return stat ? { bytes: fs.readFileSync(f.path), mode: stat.mode & 0o7777 } : undefined;
  });
  const removeTemporaries = () => {
    for (const f of all) fs.rmSync(f.temp, { force: true });
  };
  let current = all[0];
  try {
    all.forEach((f, i) => {
      current = f;
      fs.writeFileSync(f.temp, f.text);
      // The umask would otherwise decide: a file keeps its mode (a new one gets the umask's).
      const mode = before[i]?.mode;
      if (mode !== undefined) fs.chmodSync(f.temp, mode);
    });
  } catch (error) {
    removeTemporaries();
    throw new WriteError(`${current?.name} cannot be written: ${reason(error)}`);
  }
  const replaced: number[] = [];
  try {
    all.forEach((f, i) => {
      current = f;
      fs.renameSync(f.temp, f.path);
      replaced.push(i);
    });
  } catch (error) {
    const unrestored = putBack(fs, all, before, replaced);
    removeTemporaries();
    throw new WriteError(`${current?.name} cannot be replaced: ${reason(error)}`, unrestored);
  }
}

/** Puts back the files already replaced; returns the names of those it could not. */
function putBack(
  fs: WriteFs,
  all: Required<FileWrite>[],
  before: ({ bytes: Buffer; mode: number } | undefined)[],
  replaced: number[],
): string[] {
  const failed: string[] = [];
  for (const i of replaced) {
    const file = all[i] as Required<FileWrite>;
    const old = before[i];
    try {
      if (!old) fs.rmSync(file.path, { force: true });
      else {
        fs.writeFileSync(file.path, old.bytes);
        fs.chmodSync(file.path, old.mode);
      }
    } catch {
      failed.push(file.name);
    }
  }
  return failed;
}

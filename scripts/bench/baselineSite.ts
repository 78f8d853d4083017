import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, rmSync, symlinkSync, unlinkSync } from "node:fs";
import path from "node:path";

/** name: the ref and the commit it stood for, e.g. "main at e88a72a". */
export type BaselineSite = { url: string; name: string; stop: () => void };

/** Removes the baseline's worktree: the node_modules link first, so nothing can reach through it. */
function removeWorktree(root: string, dir: string) {
  const link = path.join(dir, "node_modules");
  if (existsSync(link)) unlinkSync(link);
  if (existsSync(dir)) {
    try {
      execFileSync("git", ["worktree", "remove", "--force", dir], { cwd: root, stdio: "pipe" });
    } catch {
      rmSync(dir, { recursive: true, force: true }); // not a registered worktree: a crashed run's rest
    }
  }
  execFileSync("git", ["worktree", "prune"], { cwd: root, stdio: "pipe" });
}

/**
 * The site as built from git `ref`, served on `port`, to measure beside today's build in one run: a
 * worktree in .tmp/ (ignored by git) sharing this checkout's node_modules and a copy of its image cache,
 * so `npm run build` there takes seconds. `stop()` ends its server and removes the worktree.
 */
export async function startBaselineSite(root: string, ref: string, port: number): Promise<BaselineSite> {
  const dir = path.join(root, ".tmp", "press-baseline");
  removeWorktree(root, dir);
  const commit = execFileSync("git", ["rev-parse", "--short", `${ref}^{commit}`], { cwd: root })
    .toString()
    .trim();
  execFileSync("git", ["worktree", "add", "--detach", dir, commit], { cwd: root, stdio: "pipe" });
  try {
    symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
    const cache = path.join(root, ".cache", "images");
    if (existsSync(cache)) cpSync(cache, path.join(dir, ".cache", "images"), { recursive: true });
    try {
      execFileSync("npm", ["run", "build"], { cwd: dir, stdio: "pipe" });
    } catch (error) {
      const { stdout = "", stderr = "" } = error as { stdout?: Buffer; stderr?: Buffer };
      throw new Error(`The baseline ${ref} (${commit}) did not build:\n${stdout}${stderr}`);
    }
    const server = spawn("node", ["dist/server/main.js"], {
      cwd: dir,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise((resolve, reject) => {
      server.stdout.once("data", resolve);
      server.once("exit", (code) => reject(new Error(`The baseline's server exited (${code})`)));
    });
    return {
      url: `http://127.0.0.1:${port}/`,
      name: commit.startsWith(ref) ? commit : `${ref} at ${commit}`,
      stop: () => {
        server.kill();
        removeWorktree(root, dir);
      },
    };
  } catch (error) {
    removeWorktree(root, dir);
    throw error;
  }
}

import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIsCurrent } from "../../scripts/inputs.ts";
import { ROOT } from "./content.ts";

const TSX = pathToFileURL(path.join(ROOT, "node_modules", "tsx", "dist", "loader.mjs")).href;

/** Node's environment without the test runner's (its NODE_ENV=test would make Vite build for development). */
function plainEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  delete env.NODE_ENV;
  for (const key of Object.keys(env)) if (key.startsWith("VITEST")) delete env[key];
  return env;
}

/** `npm run build` in the repository when dist/ is missing or older than its inputs, as npm start does. */
export async function ensureBuild(): Promise<void> {
  if (buildIsCurrent(ROOT)) return;
  const child = spawn(process.execPath, ["--import", TSX, "scripts/build.ts"], {
    cwd: ROOT,
    env: plainEnv(),
    stdio: ["ignore", "inherit", "inherit"],
  });
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  if (code !== 0) throw new Error(`npm run build failed with exit code ${code}`);
}

/** What README's deploy section says to copy (dist/ alone), in a new folder outside the repository. */
export function copyOfDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "grandtour-deploy-"));
  cpSync(path.join(ROOT, "dist"), path.join(dir, "dist"), { recursive: true });
  return dir;
}

export type Running = {
  child: ChildProcess;
  port: number;
  output: () => string;
  exit: Promise<number | null>;
};

/** `node dist/server/main.js` run in `dir`, resolved once it says where it serves. */
export function serveCopy(dir: string, env: Record<string, string> = {}): Promise<Running> {
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    cwd: dir,
    env: plainEnv({ PORT: "0", HOST: "127.0.0.1", ...env }),
  });
  let output = "";
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      const served = /is served at http:\/\/localhost:(\d+)/.exec(output);
      if (served) resolve({ child, port: Number(served[1]), output: () => output, exit });
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    void exit.then((code) => reject(new Error(`the server exited (${code}) before serving:\n${output}`)));
  });
}

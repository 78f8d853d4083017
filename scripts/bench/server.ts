import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Server CPU time (user + system) per request, in microseconds; undefined where /proc is missing. */
  cpuPerRequest?: number;
};

/**
 * CPU seconds a process has used, from /proc (Linux). Throughput on a busy machine says as much about
 * the neighbours as about the server; CPU per request is swayed much less, so the bench reports both.
 */
function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the name.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

const STRIP_URL = "/index.php?option=com_roksprocket&task=ajax&format=raw&ItemId=101";
const STRIP_BODY = new URLSearchParams({
  model: "strips",
  model_action: "getPage",
  params: JSON.stringify({ moduleid: 101, page: 2 }),
}).toString();

/** Starts a server on a free port (PORT=0) and resolves with it once its ready line names the port. */
export function startProcess(args: string[], env: Record<string, string>, ready: RegExp) {
  return new Promise<{ child: ChildProcess; port: number }>((resolve, reject) => {
    // node itself, never npx: killing npx would leave its node child serving (and holding the port).
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      const port = ready.exec(chunk.toString())?.[1];
      if (port) resolve({ child, port: Number(port) });
    });
    child.on("exit", (code) => reject(new Error(`${args.join(" ")} exited with ${code}`)));
  });
}

async function load(url: string, seconds: number, post: boolean, pid?: number): Promise<LoadResult> {
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    headers: post
      ? { "content-type": "application/x-www-form-urlencoded" }
      : { "accept-encoding": "br, gzip" },
    ...(post ? { method: "POST" as const, body: STRIP_BODY } : {}),
  });
  const cpuAfter = cpuSeconds(pid);
  const answered = result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    ...(cpuBefore !== undefined && cpuAfter !== undefined && answered > 0
      ? { cpuPerRequest: ((cpuAfter - cpuBefore) * 1e6) / answered }
      : {}),
  };
}

/** Headers node:http writes itself on every reply. */
const WRITTEN_BY_NODE = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

/** One reply's headers and body bytes as sent (fetch would decompress the body). */
function rawReply(url: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    const request = httpRequest(url, { method: body ? "POST" : "GET", headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const kept = Object.entries(response.headers).filter(([name]) => !WRITTEN_BY_NODE.has(name));
        resolve({
          headers: Object.fromEntries(kept.map(([k, v]) => [k, String(v)])),
          body: Buffer.concat(chunks),
        });
      });
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** Loads the home page and the strip endpoint on our server and on bare node:http, one after another. */
export async function benchServers(root: string, seconds: number, entry = "dist/server/main.js") {
  const ours = await startProcess(
    [entry],
    { PORT: "0", HOST: "127.0.0.1" },
    /served at http:\/\/localhost:(\d+)/,
  );
  const base = `http://127.0.0.1:${ours.port}`;
  // The baseline sends exactly the bytes our server sends: the same bodies, still compressed, and the
  // same headers (the security headers every reply carries), less those node:http writes itself.
  const dir = mkdtempSync(path.join(tmpdir(), "grandtour-bench-"));
  const replies = {
    page: await rawReply(`${base}/`, { "accept-encoding": "br" }),
    strip: await rawReply(
      `${base}${STRIP_URL}`,
      { "content-type": "application/x-www-form-urlencoded" },
      STRIP_BODY,
    ),
  };
  for (const [name, { headers, body }] of Object.entries(replies)) {
    writeFileSync(path.join(dir, `${name}.body`), body);
    writeFileSync(path.join(dir, `${name}.headers.json`), JSON.stringify(headers));
  }
  try {
    const oursHome = await load(`${base}/`, seconds, false, ours.child.pid);
    const oursStrip = await load(`${base}${STRIP_URL}`, seconds, true, ours.child.pid);
    ours.child.kill();
    const bare = await startProcess(
      ["--import", "tsx", path.join(root, "scripts/bench/bare-server.ts"), dir],
      {},
      /ready on (\d+)/,
    );
    try {
      const bareHome = await load(`http://127.0.0.1:${bare.port}/`, seconds, false, bare.child.pid);
      const bareStrip = await load(
        `http://127.0.0.1:${bare.port}${STRIP_URL}`,
        seconds,
        true,
        bare.child.pid,
      );
      return { oursHome, oursStrip, bareHome, bareStrip };
    } finally {
      bare.child.kill();
    }
  } finally {
    ours.child.kill();
  }
}

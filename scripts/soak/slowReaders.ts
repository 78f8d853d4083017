import { spawn } from "node:child_process";
import { request } from "node:http";
import { connect, type Socket } from "node:net";
import { ContentError } from "../../src/content/load.ts";
import { build } from "../build.ts";
import { buildIsCurrent } from "../inputs.ts";

/**
 * `npm run soak:slow-readers`: what clients that never read do to a normal visitor. The built
 * server gets READERS connections (default 300) that each pipeline 20 `GET /` and never read a byte;
 * a visitor's `GET /` is timed before them and from the moment they have sent (p50, p99, max of 200:
 * the max must stay under 1 s), and the server's side of their connections is counted until it has let
 * them all go. Counted from /proc/net/tcp, like the bytes they were sent and left unread: a client that
 * never reads never reads the close either, so its own socket cannot tell. Loopback on Linux; prints a
 * table and measures, asserting nothing.
 */
const READERS = Number(process.env.READERS ?? 300);
const VISITS = 200;
const WAIT_FOR_DROP_S = Number(process.env.WAIT_FOR_DROP_S ?? 90);
const MAX_VISIT_MS = 1000;

try {
  if (!buildIsCurrent(process.cwd())) await build(process.cwd());
} catch (error) {
  console.error(error instanceof ContentError ? error.message : error);
  process.exit(1);
}

const server = spawn(process.execPath, ["dist/server/main.js"], {
  env: { ...process.env, PORT: "0", HOST: "127.0.0.1" },
  stdio: ["ignore", "pipe", "inherit"],
});
const port = await new Promise<number>((resolve, reject) => {
  server.stdout.on("data", (chunk: Buffer) => {
    const found = /served at http:\/\/localhost:(\d+)/.exec(chunk.toString())?.[1];
    if (found) resolve(Number(found));
  });
  server.on("exit", (code) => reject(new Error(`the server exited with ${code}`)));
});

/** One visitor's `GET /` on a fresh connection, read to the end: ms. */
function visit(): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: "/", agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(performance.now() - start));
    });
    req.on("error", reject);
    req.end();
  });
}

async function visits(): Promise<{ p50: number; p99: number; max: number }> {
  const times: number[] = [];
  for (let i = 0; i < VISITS; i++) times.push(await visit());
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), max: at(1) };
}

const rssMb = async () => {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${server.pid}/status`, "utf8").catch(() => "");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/** /proc/net/tcp's rows: local and remote "address:port" in hex, state, and "tx_queue:rx_queue" bytes. */
async function tcpRows() {
  const { readFile } = await import("node:fs/promises");
  const rows = (await readFile("/proc/net/tcp", "utf8")).split("\n").slice(1);
  return rows.map((row) => {
    const [, local = "", remote = "", state, queues = ""] = row.trim().split(/\s+/);
    return { local, remote, state, unread: Number.parseInt(queues.split(":")[1] ?? "0", 16) };
  });
}
const serverPort = () => `:${port.toString(16).toUpperCase().padStart(4, "0")}`;

/** The server's established connections on its port (state 01). */
const serverConnections = async () =>
  (await tcpRows()).filter((row) => row.local.endsWith(serverPort()) && row.state === "01").length;

/** Bytes of replies waiting unread in the readers' sockets: what the server sent them. */
const unreadBytes = async () =>
  (await tcpRows())
    .filter((row) => row.remote.endsWith(serverPort()))
    .reduce((sum, row) => sum + row.unread, 0);

const before = await visits();
const rssBefore = await rssMb();
const opened = performance.now();
const readers: Socket[] = [];
const pipelined = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".repeat(20);
const sent: Promise<void>[] = [];
for (let i = 0; i < READERS; i++) {
  const socket = connect(port, "127.0.0.1");
  sent.push(new Promise((resolve) => socket.on("connect", () => socket.write(pipelined, () => resolve()))));
  socket.pause(); // never reads: the replies pile up until the server stops writing
  socket.on("error", () => {});
  readers.push(socket);
}
// Sampled every 250 ms from the start: the most the server held, and when it last held any.
let most = 0;
let rssMost = 0;
let lastHeldS = 0;
const sampling = (async () => {
  const until = opened + WAIT_FOR_DROP_S * 1000;
  while (performance.now() < until) {
    const held = await serverConnections();
    most = Math.max(most, held);
    rssMost = Math.max(rssMost, await rssMb());
    if (held > 0) lastHeldS = (performance.now() - opened) / 1000;
    else if (most > 0) return 0;
    await new Promise((r) => setTimeout(r, 250));
  }
  return serverConnections();
})();
// Timed from the moment they have all sent: the server answers them then.
await Promise.all(sent);
const under = await visits();
const unread = await unreadBytes();
const stillHeld = await sampling;
for (const socket of readers) socket.destroy();
server.kill();

const ms = (n: number) => `${n.toFixed(1)} ms`;
console.log(`\n${READERS} connections pipelining 20 GET / each and never reading; ${VISITS} visits each way`);
console.log(`| | p50 | p99 | max | max under ${MAX_VISIT_MS / 1000} s | server RSS (most) |`);
console.log("|---|---|---|---|---|---|");
for (const [label, t, rss] of [
  ["a visitor's GET /, alone", before, rssBefore],
  ["a visitor's GET /, as they are answered", under, rssMost],
] as const) {
  const verdict = t.max < MAX_VISIT_MS ? "yes" : "**no**";
  console.log(
    `| ${label} | ${ms(t.p50)} | ${ms(t.p99)} | ${ms(t.max)} | ${verdict} | ${rss.toFixed(0)} MB |`,
  );
}
console.log(`\nReplies sent to them and left unread: ${(unread / 1e6).toFixed(1)} MB`);
console.log(
  `\nThe server held up to ${most} connections at once (theirs and the visitor's); ` +
    (stillHeld === 0
      ? `it had let go of them all ${lastHeldS.toFixed(1)} s after they connected`
      : `${stillHeld} still held at ${WAIT_FOR_DROP_S} s`),
);

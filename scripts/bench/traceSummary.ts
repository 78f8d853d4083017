/** One Chrome trace event (the fields read here). */
export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> & { type?: string; functionName?: string } };
};
type Node = { event: TraceEvent; children: Node[] };
type CpuNode = {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};

const ms = (us: number) => (us / 1000).toFixed(1);
const TASKS = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

const label = (e: TraceEvent) => {
  const d = e.args?.data;
  if (e.name === "EventDispatch") return `EventDispatch ${d?.type}`;
  if (e.name === "FunctionCall" && d?.functionName) return `FunctionCall ${d.functionName}`;
  return e.name;
};

/** The events of one thread as a tree: each complete event under the one that encloses it. */
function tree(events: TraceEvent[]): Node[] {
  const sorted = events
    .filter((e) => e.ph === "X" && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const event of sorted) {
    while (stack.length && (stack.at(-1)?.event.ts ?? 0) + (stack.at(-1)?.event.dur ?? 0) <= event.ts)
      stack.pop();
    const node = { event, children: [] };
    (stack.at(-1)?.children ?? roots).push(node);
    stack.push(node);
  }
  return roots;
}

function describe(node: Node, depth: number, from: number, lines: string[]) {
  const e = node.event;
  if ((e.dur ?? 0) < 1000 || depth > 4) return;
  const at = depth === 0 ? `+${ms(e.ts - from)} ms ` : "";
  lines.push(`${"  ".repeat(depth)}${at}${label(e)} ${ms(e.dur ?? 0)} ms`);
  for (const child of node.children) describe(child, depth + 1, from, lines);
}

/** Sampled stacks of V8's profiler on `pid`, summed inclusively per function over [from, to] (µs). */
function functions(events: TraceEvent[], { pid, tid }: TraceEvent, from: number, to: number): string[] {
  const nodes = new Map<number, CpuNode>();
  const times = new Map<string, number>();
  const profile = events.find((e) => e.name === "Profile" && e.pid === pid && e.tid === tid);
  let t = profile?.args?.data?.startTime as number;
  const chunks = events.filter((e) => e.name === "ProfileChunk" && e.pid === pid && e.id === profile?.id);
  for (const chunk of chunks) {
    const data = chunk.args?.data as {
      cpuProfile?: { nodes?: CpuNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const samples = data.cpuProfile?.samples ?? [];
    samples.forEach((id, i) => {
      const delta = data.timeDeltas?.[i] ?? 0;
      t += delta;
      const next = data.timeDeltas?.[i + 1] ?? 0;
      if (t < from || t > to) return;
      const seen = new Set<string>();
      for (let n = nodes.get(id); n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
        const { functionName, url, lineNumber } = n.callFrame;
        const name = `${functionName || "(anonymous)"} ${url?.split("/").at(-1) ?? ""}:${(lineNumber ?? 0) + 1}`;
        if (seen.has(name)) continue;
        seen.add(name);
        times.set(name, (times.get(name) ?? 0) + next);
      }
    });
  }
  return [...times]
    .filter(([name]) => !/^\((root|program|idle)\)/.test(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 40)
    .map(([name, us]) => `${ms(us).padStart(7)} ms  ${name}`);
}

/** Each thread's busy ms over [from, to] (its outermost events), busiest first: the GPU process too. */
function threads(events: TraceEvent[], from: number, to: number): string[] {
  const names = new Map<string, string>();
  for (const e of events)
    if (e.ph === "M" && e.name === "thread_name") names.set(`${e.pid}:${e.tid}`, e.args?.name ?? "?");
  const process = new Map<number, string>();
  for (const e of events)
    if (e.ph === "M" && e.name === "process_name") process.set(e.pid, e.args?.name ?? "?");
  const busy = new Map<string, number>();
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events)
    if (e.ph === "X" && e.ts >= from && e.ts <= to)
      byThread.set(`${e.pid}:${e.tid}`, [...(byThread.get(`${e.pid}:${e.tid}`) ?? []), e]);
  for (const [key, list] of byThread)
    busy.set(
      key,
      tree(list).reduce((n, r) => n + (r.event.dur ?? 0), 0),
    );
  return [...busy]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([key, us]) => {
      const pid = Number(key.split(":")[0]);
      return `${ms(us).padStart(7)} ms  ${process.get(pid) ?? pid} ${names.get(key) ?? key}`;
    });
}

/**
 * A drag's trace in words: from the first finger move the page got to 50 ms after its last, the renderer
 * main thread's tasks over 1 ms as a tree (what each is made of), the total of each kind of work, and the
 * functions that took the time (inclusive, from V8's samples).
 */
export function summarizeTrace(events: TraceEvent[]): string {
  const moves = events.filter((e) => e.name === "EventDispatch" && e.args?.data?.type === "pointermove");
  const first = moves[0];
  if (!first) return "no pointermove in the trace";
  const { pid, tid } = first;
  const from = first.ts;
  const last = moves.at(-1) ?? first;
  const to = last.ts + (last.dur ?? 0) + 50_000;
  const thread = events.filter((e) => e.pid === pid && e.tid === tid && e.ts >= from && e.ts <= to);
  const tasks = tree(thread).filter((n) => TASKS.has(n.event.name));
  const lines: string[] = [
    `${moves.length} pointermove events; main thread from the first to 50 ms after the last:`,
  ];
  for (const task of tasks) describe(task, 0, from, lines);
  const kinds = new Map<string, number>();
  for (const e of thread) if (e.ph === "X") kinds.set(label(e), (kinds.get(label(e)) ?? 0) + (e.dur ?? 0));
  lines.push("", "Totals (nested events counted in each):");
  for (const [name, us] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 30))
    lines.push(`${ms(us).padStart(7)} ms  ${name}`);
  lines.push("", `Threads, busy ms over these ${ms(to - from)} ms:`, ...threads(events, from, to));
  lines.push("", "Functions, inclusive (sampled):", ...functions(events, first, from, to));
  return lines.join("\n");
}

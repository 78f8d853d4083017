import type { ServerOptions } from "node:http";

/**
 * How long a connection may take, in ms, and how many one process holds: every connection meets a
 * deadline, so clients that stall (slow headers, a body that never comes, a reader that stops reading)
 * are dropped instead of holding the server. Each has an environment variable (README, Configuration).
 */
export type Deadlines = {
  /** From connecting to the end of the request's headers. HEADERS_TIMEOUT_MS */
  headersMs: number;
  /** From connecting to the end of the request's body; a late one is answered 408. REQUEST_TIMEOUT_MS */
  requestMs: number;
  /** Between two requests on a kept-alive connection. KEEP_ALIVE_TIMEOUT_MS */
  keepAliveMs: number;
  /**
   * Without a byte moving either way (a client that stops reading the reply); longer than requestMs, so
   * a late body is answered 408 before its socket goes. SOCKET_TIMEOUT_MS
   */
  socketMs: number;
  /** Connections one process holds at once; more are refused. MAX_CONNECTIONS */
  maxConnections: number;
};

export const DEFAULT_DEADLINES: Deadlines = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  socketMs: 60_000,
  maxConnections: 2_000,
};

const ENV: Record<keyof Deadlines, string> = {
  headersMs: "HEADERS_TIMEOUT_MS",
  requestMs: "REQUEST_TIMEOUT_MS",
  keepAliveMs: "KEEP_ALIVE_TIMEOUT_MS",
  socketMs: "SOCKET_TIMEOUT_MS",
  maxConnections: "MAX_CONNECTIONS",
};

/** The deadlines from the environment, defaults where unset; a value that is no positive whole number is an error. */
export function deadlinesFromEnv(env: Record<string, string | undefined>): Deadlines {
  const out = { ...DEFAULT_DEADLINES };
  for (const [key, name] of Object.entries(ENV) as [keyof Deadlines, string][]) {
    out[key] = positiveWhole(name, env[name]) ?? out[key];
  }
  return out;
}

/** A variable's value as a positive whole number, undefined when unset; anything else is an error. */
function positiveWhole(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined || raw === "") return undefined;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0)
    throw new Error(`${name} must be a positive whole number, not "${raw}"`);
  return Number(raw);
}

/** How long a stopping server (SIGTERM, SIGINT) lets requests in flight finish. SHUTDOWN_TIMEOUT_MS */
export const DEFAULT_SHUTDOWN_MS = 10_000;

/** The shutdown deadline from the environment, as the others are read. */
export function shutdownMsFromEnv(env: Record<string, string | undefined>): number {
  return positiveWhole("SHUTDOWN_TIMEOUT_MS", env.SHUTDOWN_TIMEOUT_MS) ?? DEFAULT_SHUTDOWN_MS;
}

/** Node's server options for them: its timers are checked at a quarter of the shortest deadline. */
export function serverOptions(d: Deadlines): ServerOptions {
  return {
    headersTimeout: d.headersMs,
    requestTimeout: Math.max(d.requestMs, d.headersMs),
    keepAliveTimeout: d.keepAliveMs,
    connectionsCheckingInterval: Math.max(10, Math.floor(Math.min(d.headersMs, d.requestMs) / 4)),
    // A request without Host reaches the app, which refuses it in JSON with its headers, not Node's bare 400.
    requireHostHeader: false,
  };
}

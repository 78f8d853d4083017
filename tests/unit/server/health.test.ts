import { describe, expect, it } from "vitest";
import { shutdownMsFromEnv } from "../../../src/server/deadlines.ts";
import { testApp } from "../../support/testApp.ts";

/** What a load balancer polls, and what it sets for a stop (README, Deploying). */
const app = testApp({ assets: new Map() });

describe("the health route", () => {
  it("answers GET /healthz 200 with a tiny body that no cache keeps", async () => {
    const reply = await app.request("/healthz");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("no-store");
    // Plain text, not a page: no tracker script runs, so a health check is never a page view.
    expect(reply.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await reply.text()).toBe("ok");
    const head = await app.request("/healthz", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("cache-control")).toBe("no-store");
  });

  it("reads the shutdown deadline from SHUTDOWN_TIMEOUT_MS, 10 s when unset, and refuses a value that is not one", () => {
    expect(shutdownMsFromEnv({})).toBe(10_000);
    expect(shutdownMsFromEnv({ SHUTDOWN_TIMEOUT_MS: "2500" })).toBe(2500);
    expect(() => shutdownMsFromEnv({ SHUTDOWN_TIMEOUT_MS: "10s" })).toThrow(
      'SHUTDOWN_TIMEOUT_MS must be a positive whole number, not "10s"',
    );
  });
});

import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import fc from "fast-check";
import { afterAll, describe, expect, it, vi } from "vitest";
import { STRIP_PATH } from "../../../src/protocol/strip.ts";
import { MAX_BODY_BYTES } from "../../../src/server/strip.ts";
import { FORM_TYPES, multipart, request, type Sent } from "../../support/requests.ts";
import { content, FORM, STRIP_URL, testApp } from "../../support/testApp.ts";

/**
 * Property-based fuzzing of the strip endpoint (issue 9.1): whatever arrives, the reply is a 2xx success
 * with a payload or a 4xx JSON error with a message; never a 5xx, a hang, a throw or a logged error.
 */
const app = testApp();
const SEED = Number(process.env.FUZZ_SEED ?? 20260611);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2500);
const HANG_MS = 5000;
let requests = 0;
const statuses = new Map<string, number>();

const consoleError = vi.spyOn(console, "error");
afterAll(() => {
  consoleError.mockRestore();
  const seen = [...statuses].sort().map(([k, n]) => `${k}×${n}`);
  console.log(`strip endpoint fuzz: ${requests} requests (seed ${SEED}); replies: ${seen.join(", ")}`);
});

async function send(request: Sent): Promise<Response> {
  requests += 1;
  const init: RequestInit = { method: request.method, headers: request.headers };
  if (request.body !== undefined && request.method !== "GET" && request.method !== "HEAD") {
    init.body = request.body as BodyInit;
  }
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no reply within ${HANG_MS} ms`)), HANG_MS);
  });
  try {
    return await Promise.race([app.request(request.url, init), hang]);
  } finally {
    clearTimeout(timer);
  }
}

/** The invariant every reply keeps. */
async function expectWellFormed(request: Sent, response: Response): Promise<void> {
  const where = `${request.method} ${request.url} [${request.headers["content-type"] ?? "no type"}]`;
  expect(response.status, where).toBeGreaterThanOrEqual(200);
  expect(response.status, where).toBeLessThan(500);
  expect(response.status >= 300 && response.status < 400, where).toBe(false);
  expect(response.headers.get("content-type"), where).toMatch(/^application\/json/);
  const text = await response.text();
  if (request.method === "HEAD") {
    expect(text, where).toBe("");
    return;
  }
  const json = JSON.parse(text);
  const tally = `${response.status} ${response.status < 300 ? "success" : json.message.replace(/Method \S+/, "Method X").replace(/[:"\d].*/, "")}`;
  statuses.set(tally, (statuses.get(tally) ?? 0) + 1);
  if (response.status < 300) {
    expect(json.status, where).toBe("success");
    expect(typeof json.payload?.html, where).toBe("string");
    expect(Number.isInteger(json.payload?.page), where).toBe(true);
  } else {
    expect(json.status, where).toBe("error");
    expect(typeof json.message, where).toBe("string");
    expect(json.message.length, where).toBeGreaterThan(0);
    expect(text, where).not.toMatch(/at .*\.(ts|js):\d+/);
  }
  expect(consoleError, where).not.toHaveBeenCalled();
}

// ---- properties ----------------------------------------------------------------------------------

function gc(): () => void {
  setFlagsFromString("--expose_gc");
  return runInNewContext("gc") as () => void;
}

describe("the strip endpoint under fuzzing", () => {
  it(
    `answers ${RUNS} generated requests with a success or a 4xx JSON error`,
    async () => {
      await fc.assert(
        fc.asyncProperty(request, async (sent) => {
          await expectWellFormed(sent, await send(sent));
        }),
        { numRuns: RUNS, seed: SEED },
      );
      // FUZZ_RUNS may ask for a long hunt; the time allowed grows with it.
    },
    Math.max(60_000, RUNS * 20),
  );

  it("answers every well-formed request for an existing page with that page", async () => {
    const module = content.strips.modules[0]!;
    const pages = Math.ceil(module.items.length / module.itemsPerPage);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: pages }),
        fc.constantFrom(...FORM_TYPES),
        fc.boolean(),
        fc.boolean(),
        async (page, type, textIds, reorder) => {
          const params = textIds
            ? { moduleid: String(module.id), page: String(page) }
            : { moduleid: module.id, page };
          const pairs: [string, string][] = [
            ["model", "strips"],
            ["model_action", "getPage"],
            ["params", JSON.stringify(params)],
          ];
          if (reorder) pairs.reverse();
          const body = type.startsWith("multipart")
            ? multipart(pairs)
            : new URLSearchParams(pairs).toString();
          const sent: Sent = { method: "POST", url: STRIP_URL, headers: { "content-type": type }, body };
          const response = await send(sent);
          await expectWellFormed(sent, response.clone());
          expect(response.status).toBe(200);
          expect((await response.json()).payload.page).toBe(page);
        },
      ),
      { numRuns: 200, seed: SEED },
    );
  });

  it("refuses every body over the limit with a 413, with or without a Content-Length", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: MAX_BODY_BYTES + 1, max: 1024 * 1024 }),
        fc.constantFrom(...FORM_TYPES),
        fc.boolean(),
        async (size, type, streamed) => {
          const bytes = new TextEncoder().encode(
            `model=strips&model_action=getPage&params=${"1".repeat(size)}`,
          );
          // A stream has no length the client can announce, so the limit must count what arrives.
          const body = streamed
            ? new ReadableStream<Uint8Array>({
                start(controller) {
                  for (let i = 0; i < bytes.length; i += 4096)
                    controller.enqueue(bytes.subarray(i, i + 4096));
                  controller.close();
                },
              })
            : bytes;
          requests += 1;
          const response = await app.request(STRIP_URL, {
            method: "POST",
            headers: { "content-type": type },
            body,
            ...(streamed ? { duplex: "half" } : {}),
          } as RequestInit);
          expect(response.status).toBe(413);
          expect(await response.json()).toEqual({
            status: "error",
            message: `Request body is larger than ${MAX_BODY_BYTES / 1024} KB`,
          });
        },
      ),
      { numRuns: 60, seed: SEED },
    );
  });

  it("reads a body only on the strip POST, and never past the limit", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("POST", "PUT", "PATCH", "DELETE", "OPTIONS"),
        fc.constantFrom(STRIP_URL, "/", "/index.html", "/assets/app.js", "/nothing", "/index.php"),
        fc.integer({ min: 1, max: 256 }),
        async (method, url, chunks) => {
          const CHUNK = 4096;
          let pulled = 0;
          const body = new ReadableStream<Uint8Array>({
            pull(controller) {
              pulled += 1;
              if (pulled > chunks) controller.close();
              else controller.enqueue(new Uint8Array(CHUNK).fill(0x61));
            },
          });
          requests += 1;
          const response = await app.request(url, {
            method,
            headers: { "content-type": FORM },
            body,
            duplex: "half",
          } as RequestInit);
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          expect((await response.json()).status).toBe("error");
          // A stream may be asked for its first chunk before anyone reads; a route that reads stops at the limit.
          const reads = method === "POST" && url.startsWith(STRIP_PATH);
          expect(pulled).toBeLessThanOrEqual(reads ? MAX_BODY_BYTES / CHUNK + 2 : 2);
        },
      ),
      { numRuns: 150, seed: SEED },
    );
  });

  it("keeps its memory bounded over a long run of valid and hostile requests", async () => {
    const collect = gc();
    const valid = (page: number) =>
      new URLSearchParams({
        model: "strips",
        model_action: "getPage",
        params: JSON.stringify({ moduleid: 101, page }),
      });
    const round = async (n: number) => {
      for (let i = 0; i < n; i++) {
        // Every request differs (ItemId, padding, page as text or number), so a cache keyed on raw
        // requests would grow without bound.
        const body = valid((i % 3) + 1);
        body.set("pad", String(i));
        const sent: Sent = {
          method: "POST",
          url: STRIP_URL.replace("ItemId=101", `ItemId=${i}`),
          headers: { "content-type": FORM },
          body: i % 5 === 0 ? `${body}&params=${i}` : body.toString(),
        };
        await expectWellFormed(sent, await send(sent));
      }
    };
    // Finalizers (undici registers each Request's signal) run after a collection, so settle twice.
    const settledHeap = async () => {
      for (let i = 0; i < 3; i++) {
        collect();
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return process.memoryUsage().heapUsed;
    };
    await round(500);
    const before = await settledHeap();
    await round(2000);
    const grown = (await settledHeap()) - before;
    console.log(`heap growth over 2000 more requests: ${(grown / 1024).toFixed(0)} KB`);
    expect(grown).toBeLessThan(2 * 1024 * 1024);
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { mount } from "../../support/dom.ts";

afterEach(() => {
  vi.doUnmock("../../../src/platform/background.ts");
});

/**
 * Fresh islands a, b and c (their chunks' loads recorded), the page's presses held on b and c, and no
 * idle slice ever coming: only presses and a visitor start islands here.
 */
async function setUp() {
  vi.resetModules();
  vi.doMock("../../../src/platform/background.ts", async (original) => ({
    ...(await original<typeof import("../../../src/platform/background.ts")>()),
    inBackgroundAfterFirstPaint: () => () => {},
  }));
  const { island, entries } = await import("../../../src/app/island.tsx");
  const { hydrateIslands } = await import("../../../src/app/hydrateIslands.ts");
  const { createEarlyPresses } = await import("../../../src/platform/earlyPresses.ts");
  const started: string[] = [];
  for (const name of ["a", "b", "c"])
    island(
      name,
      `${name}.tsx`,
      async () => started.push(name),
      () => () => null,
    );
  const islands = ["b", "c"].map((name) => ({ name, root: `.${name}` }));
  const presses = createEarlyPresses(islands);
  presses.start([]);
  const page = mount(
    `<div><div class="b"><button>B</button></div><div class="c"><button>C</button></div></div>`,
  );
  const press = (name: string) => page.querySelector<HTMLElement>(`.${name} button`)!.click();
  const awake = (name: string) => entries.find((e) => e.name === name)!.awake.resolve();
  return { hydrateIslands, presses, started, press, awake };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("hydrateIslands", () => {
  it("starts an island pressed before it woke first, and the rest once a visitor is here and it is awake", async () => {
    const { hydrateIslands, presses, started, press, awake } = await setUp();
    press("b");
    hydrateIslands(presses);
    await settle();
    expect(started).toEqual(["b"]);
    window.dispatchEvent(new Event("pointerdown"));
    await settle();
    expect(started).toEqual(["b"]); // a visitor is here, but the pressed island is not awake yet
    awake("b");
    await settle();
    expect(started).toEqual(["b", "a", "c"]);
    presses.releaseEvery();
  });

  it("starts an island pressed after the page's code came at once", async () => {
    const { hydrateIslands, presses, started, press } = await setUp();
    hydrateIslands(presses);
    await settle();
    expect(started).toEqual([]);
    press("c");
    await settle();
    expect(started).toEqual(["c"]);
    presses.releaseEvery();
  });
});

// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";

const FILE = "src/widgets/slideshow/SlideshowCanvas.tsx";
const GRAPH = ["/assets/SlideshowCanvas-a.js", "/assets/pixi-b.js"];

/** A fresh module (it reads the page's list once) on a page listing `graphs`. */
async function onPage(graphs: Record<string, string[]> | undefined) {
  vi.resetModules();
  document.head.innerHTML = "";
  document.body.innerHTML = graphs
    ? `<script type="application/json" id="module-graphs">${JSON.stringify(graphs)}</script>`
    : "";
  return (await import("../../../src/platform/prefetchModules.ts")).prefetchModules;
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute("href"),
  );

describe("prefetchModules", () => {
  beforeEach(() => vi.resetModules());

  it("asks for the file's chunk and every chunk it imports, and resolves once each has loaded", async () => {
    const prefetch = await onPage({ [FILE]: GRAPH });
    let done = false;
    const fetched = prefetch(FILE).then(() => {
      done = true;
    });
    expect(preloads()).toEqual(GRAPH);
    const [first, second] = document.head.querySelectorAll("link");
    first?.dispatchEvent(new Event("load"));
    await Promise.resolve();
    expect(done).toBe(false);
    second?.dispatchEvent(new Event("load"));
    await fetched;
    expect(done).toBe(true);
  });

  it("rejects naming a chunk that failed to arrive, as import() would, and asks for it again next time", async () => {
    const prefetch = await onPage({ [FILE]: GRAPH });
    const fetched = prefetch(FILE);
    document.head.querySelectorAll("link")[1]?.dispatchEvent(new Event("error"));
    await expect(fetched).rejects.toThrow(/^Failed to fetch .*\/assets\/pixi-b\.js$/);
    expect(preloads()).toEqual([GRAPH[0]]);
    void prefetch(FILE);
    expect(preloads()).toEqual(GRAPH);
  });

  it("asks once for a chunk already asked for", async () => {
    const prefetch = await onPage({ [FILE]: GRAPH, other: [GRAPH[1] as string] });
    void prefetch(FILE);
    void prefetch("other");
    expect(preloads()).toEqual(GRAPH);
  });

  it("resolves at once, asking for nothing, for a file the page does not list or on a page with no list", async () => {
    await expect((await onPage({ [FILE]: GRAPH }))("src/unknown.tsx")).resolves.toEqual([]);
    await expect((await onPage(undefined))(FILE)).resolves.toEqual([]);
    expect(preloads()).toEqual([]);
  });
});

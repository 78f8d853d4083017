// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";

const FILE = "src/widgets/slideshow/SlideshowCanvas.tsx";
const GRAPH = ["/assets/pixi-a.js", "/assets/gsap-b.js"];

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

  it("asks for every chunk the file's chunk imports, and resolves once each has loaded or failed", async () => {
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
    // A failure is the import()'s to meet (it fetches again) and report.
    second?.dispatchEvent(new Event("error"));
    await fetched;
    expect(done).toBe(true);
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

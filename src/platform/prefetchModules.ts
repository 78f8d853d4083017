/** The page's list of lazy chunk graphs (scripts/moduleGraphs.ts writes it; a dev page has none). */
export const MODULE_GRAPHS_ID = "module-graphs";

let graphs: Record<string, string[]> | undefined;

function graphOf(file: string): string[] {
  graphs ??= JSON.parse(document.getElementById(MODULE_GRAPHS_ID)?.textContent || "{}");
  return graphs?.[file] ?? [];
}

/** Resolves once `link` has loaded or failed: a failure is the `import()`'s to meet and report. */
const settled = (link: HTMLLinkElement) =>
  new Promise<void>((resolve) => {
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
  });

/**
 * Fetches (and parses) every chunk the lazy chunk of source `file` imports, without running them: an
 * `import()` runs a chunk the moment it arrives, and a GPU canvas's (Pixi's, half a megabyte) takes 100 ms
 * and more to run on a phone, which a visitor's tap made meanwhile would see as a stutter in the motion
 * it starts. Fetched first, they are run by the `import()` made once the page is still, which fetches
 * only the file's own small chunk (and reports its failure in behaviour.md 8's words, as before).
 * Resolves at once for a file the page does not list.
 */
export function prefetchModules(file: string): Promise<unknown> {
  const links = graphOf(file).flatMap((href) => {
    if (document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) return [];
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
    return [settled(link)];
  });
  return Promise.all(links);
}

/** The page's list of lazy chunk graphs (scripts/moduleGraphs.ts writes it; a dev page has none). */
export const MODULE_GRAPHS_ID = "module-graphs";

let graphs: Record<string, string[]> | undefined;

function graphOf(file: string): string[] {
  graphs ??= JSON.parse(document.getElementById(MODULE_GRAPHS_ID)?.textContent || "{}");
  return graphs?.[file] ?? [];
}

/** Resolves once `link` has loaded; rejects, naming its URL, if it fails (taken out, so a retry asks again). */
const loaded = (link: HTMLLinkElement) =>
  new Promise<void>((resolve, reject) => {
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener(
      "error",
      () => {
        link.remove();
        reject(new Error(`Failed to fetch ${link.href}`));
      },
      { once: true },
    );
  });

/**
 * Fetches (and parses) the lazy chunk of source `file` and every chunk it imports, without running
 * them: an `import()` runs a chunk the moment it arrives, and a GPU canvas's chunk (Pixi's) takes 100 ms
 * and more to run on a phone, which a visitor's tap made meanwhile would see as a stutter in the motion
 * it starts. Fetched first, the chunk is run by the `import()` made once the page is still. Rejects if a
 * chunk fails to arrive, as that `import()` would; resolves at once for a file the page does not list.
 */
export function prefetchModules(file: string): Promise<unknown> {
  const links = graphOf(file).flatMap((href) => {
    if (document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) return [];
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
    return [loaded(link)];
  });
  return Promise.all(links);
}

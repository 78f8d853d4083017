/** px between the sticky header's foot and what is jumped to below it (88 px under the 73 px header). */
const GAP = 15;

/**
 * Keeps `--header-clearance` (on <html>) the sticky header's height as drawn plus GAP: base.css stops
 * what is jumped or tabbed to that far down, so a section's heading lands below the header whatever
 * its height (larger text makes it taller: 85 px at 200 %, one row, header.css). Without a script, and
 * when a page opens at a section before this runs, base.css's 88 px stands.
 */
export function watchHeaderClearance(): void {
  const header = document.querySelector(".site-header");
  if (!header || typeof ResizeObserver === "undefined") return;
  new ResizeObserver(([entry]) => {
    const height = entry?.borderBoxSize?.[0]?.blockSize;
    if (height)
      document.documentElement.style.setProperty("--header-clearance", `${Math.ceil(height) + GAP}px`);
  }).observe(header);
}

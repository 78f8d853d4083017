/**
 * Makes everything on the page but `keep` inert (unfocusable, unclickable, out of the accessibility
 * tree), as a modal panel needs: every sibling of `keep` and of each of its ancestors up to the body.
 * Returns the undo, which leaves alone what was inert before.
 */
export function inertOthers(keep: Element): () => void {
  const made: HTMLElement[] = [];
  for (let node: Element | null = keep; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      if (sibling.tagName === "SCRIPT") continue;
      sibling.inert = true;
      made.push(sibling);
    }
  }
  return () => {
    for (const el of made) el.inert = false;
  };
}

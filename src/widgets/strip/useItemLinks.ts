import { type RefObject, useEffect, useRef } from "react";
import { useListener } from "../../platform/useListener.ts";

/** The id a card keeps in a server reply, whose ids the sanitizer prefixes (sanitize.ts). */
const REPLY_PREFIX = "user-content-";

const cardOf = (anchor: string) =>
  document.getElementById(anchor) ?? document.getElementById(REPLY_PREFIX + anchor);

/**
 * A link to a card of the strip (`#anchor`, as the Services sub-menu's are), or a shared URL with one,
 * opens the strip at that card's page and brings the card into view: on page 1 the browser finds it
 * itself; on another page, the strip scrolls into view at once and goes there (prefetched, so at
 * once), then shows the card. `go` is undefined until the strip can page.
 */
export function useItemLinks(
  anchors: Record<string, number>,
  go: ((page: number) => Promise<void>) | undefined,
  container: RefObject<HTMLElement | null>,
  reduced: boolean,
): void {
  const latest = useRef(0);
  const arrived = useRef(true);
  const ready = !!go;

  const open = (hash: string) => {
    const anchor = decodeURIComponent(hash.slice(1));
    const page = anchors[anchor];
    if (!page || !go) return;
    const asked = ++latest.current;
    const behavior = reduced ? "instant" : "smooth";
    if (!cardOf(anchor)) container.current?.scrollIntoView({ block: "start", behavior });
    go(page).then(
      () => asked === latest.current && cardOf(anchor)?.scrollIntoView({ block: "start", behavior }),
      () => {}, // the strip has said what went wrong, and stays on its page
    );
  };

  useListener("window", "hashchange", () => open(location.hash), ready);
  // The same link again fires no hashchange, yet the strip may have left the card's page since.
  useListener(
    "document",
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.("a");
      if (link?.hash && link.hash === location.hash && link.pathname === location.pathname) open(link.hash);
    },
    ready,
  );

  // A shared URL's card, which the browser could not find on page 1: once, on arrival.
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    if (!ready || !arrived.current) return;
    arrived.current = false;
    if (location.hash) openRef.current(location.hash);
  }, [ready]);
}

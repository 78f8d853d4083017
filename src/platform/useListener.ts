import { useEffect, useRef } from "react";

type Options = { passive?: boolean; capture?: boolean };

/**
 * Listens on the document or the window for `type` while `enabled`, calling the latest render's
 * handler, so a new handler each render never re-subscribes. Removed when `enabled` turns false or
 * on unmount. The target is named, not passed, because neither exists in the server's render.
 */
function useListener(
  on: "document" | "window",
  type: string,
  handler: (event: Event) => void,
  enabled: boolean,
  { passive, capture = false }: Options = {},
) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return;
    const target = on === "document" ? document : window;
    const listener = (event: Event) => latest.current(event);
    target.addEventListener(type, listener, { passive, capture });
    return () => target.removeEventListener(type, listener, { capture });
  }, [on, type, enabled, passive, capture]);
}

export function useDocumentListener<K extends keyof DocumentEventMap>(
  type: K,
  handler: (event: DocumentEventMap[K]) => void,
  enabled = true,
  options?: Options,
) {
  useListener("document", type, handler as (event: Event) => void, enabled, options);
}

export function useWindowListener<K extends keyof WindowEventMap>(
  type: K,
  handler: (event: WindowEventMap[K]) => void,
  enabled = true,
  options?: Options,
) {
  useListener("window", type, handler as (event: Event) => void, enabled, options);
}

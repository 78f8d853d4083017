import { useEffect, useRef } from "react";

type EventMaps = { document: DocumentEventMap; window: WindowEventMap };

/**
 * Listens on the document or the window for `type` while `enabled`, calling the latest render's
 * handler, so a new handler each render never re-subscribes. Removed when `enabled` turns false or
 * on unmount. The target is named, not passed, because neither exists in the server's render.
 */
export function useListener<On extends keyof EventMaps, K extends keyof EventMaps[On] & string>(
  on: On,
  type: K,
  handler: (event: EventMaps[On][K]) => void,
  enabled = true,
  { passive, capture = false }: { passive?: boolean; capture?: boolean } = {},
) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return;
    const target = on === "document" ? document : window;
    const listener = (event: Event) => latest.current(event as EventMaps[On][K]);
    target.addEventListener(type, listener, { passive, capture });
    return () => target.removeEventListener(type, listener, { capture });
  }, [on, type, enabled, passive, capture]);
}

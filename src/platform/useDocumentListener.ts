import { useEffect, useRef } from "react";

/**
 * Listens on the document for `type` while `enabled`, calling the latest render's handler, so a new
 * handler each render never re-subscribes. Removed when `enabled` turns false or on unmount.
 */
export function useDocumentListener<K extends keyof DocumentEventMap>(
  type: K,
  handler: (event: DocumentEventMap[K]) => void,
  enabled = true,
  options?: AddEventListenerOptions,
) {
  const latest = useRef(handler);
  latest.current = handler;
  const passive = options?.passive;
  const capture = options?.capture ?? false;
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: DocumentEventMap[K]) => latest.current(event);
    document.addEventListener(type, listener, { passive, capture });
    return () => document.removeEventListener(type, listener, { capture });
  }, [type, enabled, passive, capture]);
}

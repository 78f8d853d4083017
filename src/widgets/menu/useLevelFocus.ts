import { useRef } from "react";

type Refs = Map<string, HTMLElement>;

/**
 * The side panel's fade and push levels cover the level their toggle is on, so focus moves with them:
 * into a level's first link when it is entered, back to its toggle when it is left. Returns the ref
 * callbacks the items register their sub-menus and toggles with, by id, and the two moves.
 */
export function useLevelFocus() {
  const subs = useRef<Refs>(new Map()).current;
  const toggles = useRef<Refs>(new Map()).current;
  const callbacks = useRef(new Map<string, (el: HTMLElement | null) => void>()).current;
  const register = (refs: Refs, id: string) => {
    const key = `${refs === subs ? "sub" : "toggle"}:${id}`;
    let callback = callbacks.get(key);
    if (!callback) {
      callback = (el) => {
        if (el) refs.set(id, el);
        else refs.delete(id);
      };
      callbacks.set(key, callback);
    }
    return callback;
  };
  return {
    subRef: (id: string) => register(subs, id),
    toggleRef: (id: string) => register(toggles, id),
    focusFirstLink: (id: string) => subs.get(id)?.querySelector("a")?.focus({ preventScroll: true }),
    focusToggle: (id: string) => toggles.get(id)?.focus({ preventScroll: true }),
  };
}

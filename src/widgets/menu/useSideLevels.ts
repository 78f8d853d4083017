import { type Dispatch, useRef } from "react";
import { flushSync } from "react-dom";
import type { SideEvent, SideMenu } from "./mobileModel.ts";
import type { DisplayType } from "./options.ts";

type Refs = Map<string, HTMLElement>;

/** Ref callbacks by id, one per id for the component's life, so React never detaches and re-attaches them. */
function useRefsById() {
  const elements = useRef<Refs>(new Map()).current;
  const callbacks = useRef(new Map<string, (el: HTMLElement | null) => void>()).current;
  const refFor = (id: string) => {
    let callback = callbacks.get(id);
    if (!callback) {
      callback = (el) => {
        if (el) elements.set(id, el);
        else elements.delete(id);
      };
      callbacks.set(id, callback);
    }
    return callback;
  };
  return { elements, refFor };
}

/**
 * Moving through the side panel's levels. Fade and push cover the level a toggle is on, so focus
 * moves with them: into the entered level's first link, back to its toggle when it is left; the
 * accordion opens and closes a level in place. Items register their sub-menus and toggles by id.
 */
export function useSideLevels(state: SideMenu, send: Dispatch<SideEvent>, type: DisplayType) {
  const subs = useRefsById();
  const toggles = useRefsById();
  const drills = type === "fade" || type === "push";
  return {
    /** The levels open now: the accordion's expanded ones, or the fade and push stack. */
    expanded: drills ? state.stack : state.expanded,
    showBack: drills && state.stack.length > 0,
    enter(id: string) {
      flushSync(() => send({ type: "enter", id }));
      if (drills) subs.elements.get(id)?.querySelector("a")?.focus({ preventScroll: true });
    },
    back() {
      const left = state.stack.at(-1);
      flushSync(() => send({ type: "back" }));
      if (left) toggles.elements.get(left)?.focus({ preventScroll: true });
    },
    subRef: subs.refFor,
    toggleRef: toggles.refFor,
  };
}

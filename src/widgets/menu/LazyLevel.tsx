import { memo, type ReactNode, Suspense, use } from "react";

/** What a served level waits on until it is first opened: nothing settles it; a render with `ready` does. */
const unopened = new Promise<never>(() => {});

function Gate({ ready, children }: { ready: boolean; children: ReactNode }) {
  // The server renders every level.
  if (!ready && typeof document !== "undefined") use(unopened);
  return children;
}

type Props = {
  /** The level has been open at least once. */
  ready: boolean;
  /** The level is in the served HTML (the desktop bar), not rendered by the browser alone (the side panel). */
  served: boolean;
  children: ReactNode;
};

/**
 * A sub-menu's items, built by the browser only once the sub-menu first opens. The server renders them
 * all, so readers without JavaScript get every link. A served level stays that server HTML, left
 * dehydrated by React, until it opens and hydrates; a level the browser renders alone (the side panel)
 * is empty until it opens. Nothing is rendered while a level has never opened: no update reaches a
 * dehydrated level (which would make React drop its HTML and commit a fallback, and a fallback holds
 * later islands' commits back by React's 300 ms throttle).
 */
export const LazyLevel = memo(
  function LazyLevel({ ready, served, children }: Props) {
    if (!served) return ready ? children : null;
    return (
      <Suspense>
        <Gate ready={ready}>{children}</Gate>
      </Suspense>
    );
  },
  (before, after) => !before.ready && !after.ready && before.served === after.served,
);

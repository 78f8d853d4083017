import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the prerendered HTML and while hydrating, true once the page runs, with no mismatch: for
 * controls that only work with script.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

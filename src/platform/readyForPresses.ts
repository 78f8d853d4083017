import { createContext, useContext, useEffect, useRef } from "react";
import type { Busy } from "./earlyPresses.ts";

/** What an island hands its widget (app/island.tsx): say ready, with when it is busy; returns the undo. */
export type DeclareReady = (busy: Busy) => () => void;

export const ReadyForPresses = createContext<DeclareReady | undefined>(undefined);

/**
 * A widget's adapter says when it is ready for presses: `ready` once its model exists, so a press held
 * before the page woke (platform/earlyPresses.ts) is replayed only once a handler can carry it out, and
 * never meets a model that is not there yet. `busy` says the change the last press started still runs:
 * the next replayed press waits for it, as an awake visitor's second press would. The island counts as
 * awake from then on. Outside an island (the server, a test) it does nothing.
 */
export function useReadyForPresses(ready: boolean, busy: Busy = () => false): void {
  const declare = useContext(ReadyForPresses);
  const busyNow = useRef(busy);
  busyNow.current = busy;
  useEffect(() => {
    if (ready && declare) return declare(() => busyNow.current());
  }, [ready, declare]);
}

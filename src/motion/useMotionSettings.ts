import { useSyncExternalStore } from "react";
import { motionStore } from "./motionStore.ts";
import type { MotionSettings } from "./optionSchemas.ts";

const NONE: MotionSettings = {};

/** The stored motion settings, re-rendering on change; none in the server's HTML and while hydrating. */
export function useMotionSettings(): MotionSettings {
  return useSyncExternalStore(motionStore.subscribe, motionStore.get, () => NONE);
}

import { MOTION_KEY } from "../../src/motion/motionStore.ts";

/** A Storage in memory, holding `stored` as the tuned motion when given; `map` shows what was written. */
export function memoryStorage(stored?: string) {
  const map = new Map<string, string>(stored === undefined ? [] : [[MOTION_KEY, stored]]);
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

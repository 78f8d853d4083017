import { useCallback, useState } from "react";
import { motionStore } from "./motionStore.ts";
import type { MotionSettings } from "./optionSchemas.ts";
import { resolveOnce } from "./resolveOnce.ts";
import { useMotionSettings } from "./useMotionSettings.ts";

/**
 * One widget's options in effect: its content's, with this browser's tuned `part` over them, resolved
 * once per change of either (one memo). `options` is what the widget renders with; `optionsNow()` gives
 * the same value for the store's settings at once, for work that starts before React renders a change
 * (the panel replays a transition right after its commit, and the model is configured as it is stored).
 */
export function useTunedOptions<Part extends keyof MotionSettings, Resolved>(
  part: Part,
  content: MotionSettings[Part],
  resolve: (content?: MotionSettings[Part], tuned?: MotionSettings[Part]) => Resolved,
) {
  const [resolveLatest] = useState(() => resolveOnce(resolve));
  // None while hydrating: the server's HTML had none.
  const options = resolveLatest(content, useMotionSettings()[part]);
  const optionsNow = useCallback(
    () => resolveLatest(content, motionStore.get()[part]),
    [resolveLatest, content, part],
  );
  return { options, optionsNow };
}

import type { MotionStore } from "../motion/motionStore.ts";
import { type MotionSettings, storeMotionSettings } from "../motion/settings.ts";

type Keeper = Parameters<typeof storeMotionSettings>[1];
type Panel = {
  /** Puts settings in every control. */
  show(settings: MotionSettings): void;
  /** Shows a refusal, or clears it with "". */
  alert(message: string): void;
};

/**
 * The panel's link to the store, with no echo to guard: the panel stores its own commits and shows them
 * itself, and hears from the store only the changes it did not make (Reset, the notice's Clear, a load
 * from storage). Returns the panel's commit and the unsubscribe.
 */
export function linkPanel(store: MotionStore, storage: Keeper, panel: Panel) {
  const stop = store.subscribe((writer) => {
    if (writer !== panel) panel.show(store.get());
  });
  /**
   * Stores what `next` makes of the stored settings and shows it. `next` checks what it makes (one zod
   * parse, or an import's): an Error it throws is shown, with the stored settings again. True when stored.
   */
  const commit = (next: (settings: MotionSettings) => MotionSettings): boolean => {
    let settings: MotionSettings;
    try {
      settings = next(store.get());
      storeMotionSettings(store, storage, settings, panel);
    } catch (error) {
      panel.alert(error instanceof Error ? error.message : String(error));
      panel.show(store.get());
      return false;
    }
    panel.alert("");
    panel.show(settings);
    return true;
  };
  return { commit, stop };
}

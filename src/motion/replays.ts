/** ms between the end of a looped change and its replay (the debug panel's Loop). */
export const LOOP_PAUSE = 600;

/**
 * Replays and the one loop: who plays a replay of which widget's last change (each says whether one is
 * playing once asked), the widget that changed last (its timeline named last, timeline.ts), and the
 * looped replay waiting out its pause; `loop`: whether Loop is on; `quiet` drops that one (Loop unticked).
 */
export function createReplays(loop: () => boolean) {
  const replayers = new Map<() => unknown, string>();
  let changed = "slideshow";
  let looping: ReturnType<typeof setTimeout> | undefined;
  const replays = {
    /**
     * Asks the widget that changed last (`only`: that widget) to play its last change again, or else
     * the slideshow. Returns the widget playing once asked (none before any slide change, or with no
     * slideshow awake), so the panel can say what a replay needs.
     */
    replay(only?: string): string | undefined {
      const last = only ?? changed;
      for (const widget of new Set([last, "slideshow"])) {
        let playing = false;
        for (const [fn, of] of [...replayers]) if (of === widget && fn()) playing = true;
        if (playing || only) return playing ? widget : undefined;
      }
    },
    /** `widget` changes (its change's timeline is built): a Replay is its from now on. */
    changed(widget: string) {
      changed = widget;
      clearTimeout(looping);
    },
    /** `widget`'s change ended: under Loop, if it changed last, it replays LOOP_PAUSE ms later (the one loop). */
    ended(widget: string) {
      clearTimeout(looping);
      if (!loop() || widget !== changed) return;
      looping = setTimeout(() => loop() && replays.replay(widget), LOOP_PAUSE);
    },
    /** `fn` plays a replay of `widget`'s last change and returns something truthy when one is playing. */
    onReplay(fn: () => unknown, widget = "slideshow"): () => void {
      replayers.set(fn, widget);
      return () => {
        replayers.delete(fn);
      };
    },
    quiet: () => clearTimeout(looping),
  };
  return replays;
}

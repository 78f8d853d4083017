/** Why autoplay's progress is held, besides a running transition. "user" is the pause button. */
export type HoldReason = "user" | "hover" | "focus" | "hidden" | "hold" | "zoom";

export type AutoplayEvents = { progress: { progress: number }; playing: { playing: boolean } };
/** Where autoplay tells of its changes: the model's emitter. */
type Notify = { [K in keyof AutoplayEvents]: (event: AutoplayEvents[K]) => void };

/**
 * The slideshow's autoplay: whether it plays, how far its progress bar has filled towards the next
 * change, and what holds it. `live` is false once the model is destroyed; `free` is true while no change
 * runs and there is a slide to go to.
 */
export function createAutoplay(
  settings: { enabled: boolean; delay: number },
  notify: Notify,
  live: () => boolean,
  free: () => boolean,
) {
  let current = settings;
  let playing = settings.enabled;
  let progress = 0;
  const holds = new Set<HoldReason>();

  const self = {
    playing: () => playing,
    progress: () => progress,
    holds: holds as ReadonlySet<HoldReason>,

    setProgress(value: number) {
      if (value === progress) return;
      progress = value;
      notify.progress({ progress });
    },

    /** New settings: a change of `enabled` plays or pauses; the delay applies from the next tick. */
    configure(next: { enabled: boolean; delay: number }) {
      if (next.enabled !== current.enabled) self.setPlaying(next.enabled);
      current = next;
    },

    /** Fills the bar by `ms`; true once it is full, when the next change is due. */
    advance(ms: number): boolean {
      if (!self.isAdvancing() || ms <= 0) return false;
      self.setProgress(Math.min(1, progress + ms / current.delay));
      return progress >= 1;
    },

    /** Whether the progress bar is filling now. */
    isAdvancing: () => live() && playing && free() && holds.size === 0,

    /** The pause/play button: an explicit play outranks the hover and focus pauses (they return on the next enter). */
    togglePlaying() {
      const play = !playing;
      if (play) {
        holds.delete("hover");
        holds.delete("focus");
      }
      self.setPlaying(play);
    },

    setPlaying(value: boolean) {
      if (!live() || value === playing) return;
      playing = value;
      notify.playing({ playing });
    },

    hold(reason: HoldReason) {
      holds.add(reason);
    },

    release(reason: HoldReason) {
      holds.delete(reason);
    },
  };
  return self;
}

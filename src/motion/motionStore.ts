import { createEmitter } from "../platform/emitter.ts";
import type { MotionSettings } from "./optionSchemas.ts";
import { createReplays } from "./replays.ts";

/** True when the settings change nothing: no field is set in either part. */
export function isEmpty(settings: MotionSettings): boolean {
  return !Object.values(settings).some((part) => part && Object.keys(part).length > 0);
}

/** Where a designer's tuned motion is kept in the browser (README, Tuning motion). */
export const MOTION_KEY = "grandtour:motion";
/**
 * The address parameter of a link that opens the site with a designer's tuning (debug/tuningLink.ts): the
 * page's shell loads that chunk only when the address has it. Here, not in a module of its own: that
 * module would land in the shell's chunk, and the page's first script would then have to pick the shell
 * out of that chunk's exports (13 bytes more before load).
 */
export const TUNING_PARAM = "tuning";

/** How a designer is watching the motion now; never stored. */
export type Playback = {
  /** 1 is normal speed, 0.25 a quarter of it. */
  timeScale: number;
  /** Replay the last change of the widget that changed last each time it ends, LOOP_PAUSE ms later (replays.ts). */
  loop: boolean;
};

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

/**
 * Who changed the settings, as the store tells its subscribers: a writer that passes itself (the debug
 * panel) can tell its own changes from the others' (a load, a Clear). Undefined for an anonymous write.
 */
export type Writer = object | undefined;

/**
 * The tuned motion of this browser, as a tiny event store: the slideshow and the strip resolve their
 * options from it once per change (useTunedOptions.ts), the motion notice reads it (useMotionSettings.ts)
 * and the debug panel reads and writes it. It holds settings already validated, each published
 * object replaced, never mutated: the zod check lives in settings.ts, a lazy chunk loaded only when
 * storage holds settings (loadMotionSettings) or by the debug panel, which checks at each edit.
 */
export function createMotionStore(storage: Storage | undefined) {
  let settings: MotionSettings = {};
  let playback: Playback = { timeScale: 1, loop: false };
  const events = createEmitter<{ change: Writer; playback: Playback }>();
  const { quiet, ...replays } = createReplays(() => playback.loop);
  const self = {
    /** The settings in effect (the same object until they change). */
    get: (): MotionSettings => settings,
    /** True when storage holds settings (valid or not) that have yet to be read. */
    hasStored(): boolean {
      try {
        return storage?.getItem(MOTION_KEY) != null;
      } catch {
        return false;
      }
    },
    /** Publishes validated settings as `writer`'s (settings.ts's load and store call it). */
    publish(next: MotionSettings, writer?: Writer) {
      settings = next;
      events.emit("change", writer);
    },
    clear(writer?: Writer) {
      try {
        storage?.removeItem(MOTION_KEY);
      } finally {
        settings = {};
        events.emit("change", writer);
      }
    },
    /** Puts back settings this store held before (checked then): a Reset or Clear undone. */
    restore(previous: MotionSettings, writer?: Writer) {
      try {
        if (isEmpty(previous)) storage?.removeItem(MOTION_KEY);
        else storage?.setItem(MOTION_KEY, JSON.stringify(previous));
      } finally {
        self.publish(previous, writer);
      }
    },
    /** Calls `fn` with the writer of each change of the settings. */
    subscribe: (fn: (writer: Writer) => void) => events.on("change", fn),
    playback: (): Playback => playback,
    /**
     * Each change reads playback as it starts; the debug panel's controls of it (its switches, GSDevTools'
     * speed) hear every setting, so each shows the speed and loop in force.
     */
    setPlayback(next: Partial<Playback>) {
      playback = { ...playback, ...next };
      if (!playback.loop) quiet();
      events.emit("playback", playback);
    },
    onPlayback: (fn: (playback: Playback) => void) => events.on("playback", fn),
    ...replays,
  };
  return self;
}

export type MotionStore = ReturnType<typeof createMotionStore>;

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined; // storage denied (a sandboxed frame): the content's motion applies
  }
}

/** This browser's localStorage, when the page may use it. */
export const motionStorage = browserStorage();
/** The page's one store. */
export const motionStore = createMotionStore(motionStorage);

import { gsap } from "gsap";
import { GSDevTools } from "gsap/GSDevTools";
import { motionStore } from "../motion/motionStore.ts";
import { onNamedTimeline } from "../motion/timeline.ts";

/** GSDevTools' speed menu and the label it draws over it (GSDevTools has no API for either). */
function speedControl(): { select: HTMLSelectElement; label: HTMLElement } | undefined {
  const select = document.querySelector<HTMLSelectElement>(".gs-dev-tools .time-scale select");
  const label = document.querySelector<HTMLElement>(".gs-dev-tools .time-scale-label");
  return select && label ? { select, label } : undefined;
}

/** Where the bar is docked under the panel, the column's width (dock.css): GSDevTools draws a bar under
 * 600 px wide in its narrow skin, which hides the time; docked, it keeps its full one. */
const DOCKED = "(width >= 1280px)";

/** One frame of a change's own time, what ← and → step. */
const FRAME = 1 / 60;

/**
 * In its first 2 s on a page GSDevTools initializes twice, the second time on its next tick, and seeks
 * what it holds to its start again (GSDevTools.js: "we call initialize() twice on startup"): a change
 * kept then would stand at 0 on the bar while the stage shows its end. One tick later, a timeline
 * left paused at its start goes back to `time` (a Replay or a press on the bar has moved it on).
 */
function standsAgainAt(timeline: gsap.core.Timeline, time: number) {
  const again = () => {
    gsap.ticker.remove(again);
    if (time > 0 && timeline.paused() && timeline.time() === 0) timeline.time(time, true);
  };
  gsap.ticker.add(again);
}

/** The panel's keys' hold on the change on the bar (playbackKeys.ts). */
export type Playhead = {
  /** Plays or pauses it, as the bar's play button does. */
  playOrPause(): void;
  /** Pauses it and moves it by `frames` frames (1/60 s each) of its own time, within its start and end. */
  step(frames: number): void;
  /** Pauses it at its start (0) or end (1). */
  jump(to: 0 | 1): void;
};

/**
 * GSAP's GSDevTools scrubber, attached to the timeline that ran last: each new named "slideshow:…"
 * transition or "strip:…" page change (each half as it is built, then the whole once it ends) is looked up
 * by its id once built, and the scrubber moves to it.
 * Its speed menu is the panel's playback speed, for either widget (each change's timelines hold its
 * tuned ms and play at its time scale): it opens on the speed the timeline plays at (GSDevTools would
 * otherwise set it to its menu's 1x as it attaches, and a slowed change would draw at full speed), a
 * speed picked there is the speed of every change from then on (the panel's "slow ¼×" follows), and
 * ticking "slow ¼×" sets the menu and the scrubbed timeline. GSDevTools' own keys
 * stay off: they listen on the whole page whatever has focus (a space typed in the Settings JSON would
 * play), and their ← → jump to its in and out points and L is its own loop, not the panel's; the panel's
 * keys act on it instead, through `playhead`. Returns the cleanup, the playhead and the slideshow's
 * last transition (what Film films, film.ts).
 */
export function attachDevTools() {
  gsap.registerPlugin(GSDevTools);
  let tools: GSDevTools | undefined;
  /** The change the bar is on, slideshow or strip: its timeScale is the playback speed. */
  let scrubbed: gsap.core.Timeline | undefined;
  /** The slideshow's last transition, which its canvas player keeps drawable until its next (Film). */
  let lastSlideshow: gsap.core.Timeline | undefined;
  let alive = true;
  const picked = (event: Event) => {
    const speed = Number((event.target as HTMLSelectElement).value);
    if (speed > 0) motionStore.setPlayback({ timeScale: speed });
  };
  /** The timeline named last: of several named in one go (a kept change's halves, then its whole), the bar takes the last. */
  let latest: gsap.core.Timeline | undefined;
  const stop = onNamedTimeline((id, found) => {
    if (!id.startsWith("slideshow:") && !id.startsWith("strip:")) return;
    latest = found;
    // The builder adds its tweens and sets its speed after naming the timeline: attached once they are
    // in. (Not looked up by id then: a change drawn at its end at once, a retune, has left GSAP's global
    // timeline by then.)
    queueMicrotask(() => {
      if (!alive || found !== latest) return;
      tools?.kill();
      scrubbed = found;
      if (id.startsWith("slideshow:")) lastSlideshow = found;
      const timeScale = found.timeScale();
      // GSDevTools seeks what it attaches to to its start: one already drawn (an edit's rebuild, drawn
      // at its end) goes back to where the stage shows it, for the bar and the Timeline folder.
      const drawnAt = found.time();
      tools = GSDevTools.create({
        animation: found,
        id: "motion",
        persist: false,
        keyboard: false,
        timeScale,
      });
      found.time(drawnAt, true);
      standsAgainAt(found, drawnAt);
      // Its types leave out minimal(), a documented method.
      if (matchMedia(DOCKED).matches) (tools as GSDevTools & { minimal(on: boolean): void }).minimal(false);
      const control = speedControl();
      control?.select.setAttribute("aria-label", "Playback speed");
      control?.select.addEventListener("change", picked);
    });
  });
  const stopPlayback = motionStore.onPlayback(({ timeScale }) => {
    const control = speedControl();
    if (!scrubbed || !control || Number(control.select.value) === timeScale) return;
    control.select.value = String(timeScale);
    control.label.textContent = `${timeScale}x`;
    scrubbed.timeScale(timeScale);
  });
  const playhead: Playhead = {
    playOrPause() {
      // A change over has left GSAP's global timeline (canvasPlayer.ts), where a paused one must be to
      // play on: GSDevTools puts it back only when it plays from the end.
      if (scrubbed && !scrubbed.parent) gsap.globalTimeline.add(scrubbed, gsap.globalTimeline.time());
      // A press on its button (GSDevTools listens for pointerdown): the bar shows play or pause as it does.
      document.querySelector(".gs-dev-tools .play-pause")?.dispatchEvent(new PointerEvent("pointerdown"));
    },
    step(frames) {
      scrubbed?.pause().time(Math.min(scrubbed.duration(), Math.max(0, scrubbed.time() + frames * FRAME)));
    },
    jump: (to) => scrubbed?.pause().progress(to),
  };
  const cleanup = () => {
    alive = false;
    stop();
    stopPlayback();
    tools?.kill();
  };
  return { stop: cleanup, playhead, lastSlideshow: () => lastSlideshow };
}

import type { gsap } from "gsap";
import { motionStore } from "../../motion/motionStore.ts";
import type { StripPlay } from "./animations.ts";
import { leaveTime, type StripChange } from "./pageChange.ts";
import type { Phase } from "./placement.ts";
import { wholeChange } from "./timeline.ts";

/** A kept change's two halves as one player draws them, made for one play. */
export type KeptHalves = {
  leave: gsap.core.Timeline;
  enter: gsap.core.Timeline;
  /** Draws the half whose timeline moved, its pieces where that timeline stands. */
  draw(phase: Phase): void;
  /** Shows the cards at rest at the change's end, nothing of it drawn. */
  rest(): void;
  /** Lets the halves go (their timelines killed), the cards at rest. */
  drop(): void;
};

/**
 * An ended change kept for the debug panel by either player (canvasPaint.ts, domPlayer.ts): its halves as
 * one timeline, "strip:<animation>" (wholeChange), standing at its end. Moved on GSDevTools' bar it draws
 * the half its time falls in, and at its end the cards rest; Replay plays it again from its start at the
 * speed in force. Each edit of the tuning makes it again with the tuning in force (its `retuned` play),
 * so the bar and Replay show what a change would now (the slideshow's retune). Its end and each replay's
 * tell the store, for the panel's Loop. Returns what drops it.
 */
export function keepChange(change: StripChange, halvesFor: (play: StripPlay) => KeptHalves) {
  let drop = keptWhole(change.play, change.leaving, halvesFor(change.play));
  const offEdits = motionStore.subscribe(() => {
    if (!change.retuned) return;
    const play = change.retuned();
    drop();
    drop = keptWhole(play, change.leaving, halvesFor(play));
  });
  return () => {
    offEdits();
    drop();
  };
}

/** The halves as one timeline at its end, drawn by its updates, replayed by the panel; returns its drop. */
function keptWhole(play: StripPlay, leaving: number, halves: KeptHalves) {
  const { leave, enter } = halves;
  leave.eventCallback("onUpdate", () => halves.draw("leave"));
  enter.eventCallback("onUpdate", () => (enter.progress() === 1 ? halves.rest() : halves.draw("enter")));
  const whole = wholeChange(play, leave, enter, leaveTime(play, leaving));
  whole.eventCallback("onComplete", () => motionStore.ended("strip"));
  const unreplay = motionStore.onReplay(
    () => whole.timeScale(motionStore.playback().timeScale).play(0),
    "strip",
  );
  motionStore.ended("strip");
  return () => {
    unreplay();
    whole.kill();
    halves.drop();
  };
}

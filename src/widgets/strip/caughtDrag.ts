import type { Release } from "../../gestures/drag.ts";
import { settlePace } from "../../motion/changeClock.ts";
import { firstReaching } from "../../motion/fingerProgress.ts";
import { type ChangeNow, letGo, takeBack } from "./changeOutcome.ts";
import type { FingerRule } from "./draggedMotion.ts";
import type { StripModel } from "./model.ts";

/**
 * One drag's change, how the finger drives it, and its page time (its settle's pace is in it). A change
 * the finger caught while it settled (behaviour.md 11) was `going` to its end (1) or back (0) and stood
 * `from` px of the finger's travel along its rule; one the drag began has neither.
 */
export type Drag = { now: ChangeNow; rule: FingerRule; ms: number; from?: number; going?: 0 | 1 };

/** The finger's travel at which `rule` holds a change at `progress`: the rule's inverse (it only grows). */
export const travelAt = (rule: FingerRule, progress: number) =>
  firstReaching(rule.progress, progress, rule.span);

/**
 * What a finger that goes down on the strip takes (behaviour.md 11): the change the drag let go `last`
 * still settles, caught where it stands; a press's change playing on to its end, caught as well (`drive`
 * says how the finger drives it), its page no longer active until it settles there; or nothing yet
 * (null), another change having ended at once where it was going; or nothing at all (false) while a
 * page is on its way: the drag is then a swipe, as a press.
 */
export function takeStrip(
  model: StripModel,
  last: Drag | undefined,
  running: ChangeNow | null,
  drive: (now: ChangeNow) => Omit<Drag, "now">,
) {
  const now = last?.now;
  if (last && now === running && catchable(now)) return catchDrag(last);
  if (running && !running.dragged && catchable(running) && model.reopen(running.request)) {
    running.dragged = true;
    running.change.dragged = true;
    return catchDrag({ now: running, ...drive(running) });
  }
  if ((running && running.released === undefined) || model.state().loading) return false;
  running?.playing.finish();
  return null;
}

/** A change let go that still plays, its page not failed: a finger may take hold of it. */
const catchable = (now: ChangeNow) => !now.over && now.released !== undefined && now.reply !== "failed";

/** Catches `last`'s change where it stands: its settle stops, and the finger drives it from there. */
function catchDrag(last: Drag): Drag {
  const { now, rule } = last;
  const going = now.released;
  now.released = undefined;
  now.pace = undefined;
  const at = now.playing.progress();
  now.playing.seek(at);
  return { ...last, from: travelAt(rule, at), going };
}

/**
 * Moves a caught change with the finger `fingerDx` px from where it went down, by its rule from where it
 * was caught. Returns undefined while the finger holds it; past its start or its end it is over there
 * (taken back, or on to its end), and the result is the finger's dx at that crossing, from which the
 * finger drives the change that lies beyond (the other way's, or the next page's).
 */
export function holdCaught(model: StripModel, d: Drag, fingerDx: number): number | undefined {
  const direction = d.now.request.direction;
  const travel = (d.from ?? 0) - direction * fingerDx;
  if (travel > 0 && travel < d.rule.span) {
    d.now.playing.seek(d.rule.progress(travel));
    return undefined;
  }
  if (travel <= 0) takeBack(model, d.now);
  else endNow(model, d.now);
  return fingerDx + direction * (travel <= 0 ? travel : travel - d.rule.span);
}

/** A dragged change let go on and ended there at once: its page becomes active if it is here. */
function endNow(model: StripModel, now: ChangeNow) {
  letGo(model, now, 1, 1);
  now.playing.finish();
}

/**
 * Lets a drag's change go (behaviour.md 11): on (50 px or a flick that way) or back, no slower than the
 * finger (settlePace); a caught change the release does not decide goes where it was going. A flick
 * onwards on a caught change already going on asks for one page more (two quick flicks page twice): it
 * ends at once, and the result is the pace the next page's change settles at.
 */
export function releaseDrag(model: StripModel, d: Drag, release: Release): number | undefined {
  const towardsEnd = release.dx < 0 === (d.now.request.direction === 1);
  const pace = settlePace(release.velocity, d.rule.span, d.ms);
  if (d.going === 1 && release.completes && towardsEnd) {
    endNow(model, d.now);
    return pace;
  }
  const to = release.completes ? (towardsEnd ? 1 : 0) : (d.going ?? 0);
  letGo(model, d.now, d.now.reply === "failed" ? 0 : to, pace);
  return undefined;
}

import type { gsap } from "gsap";
import type { StripPlay } from "./animations.ts";
import { domPieces } from "./domPieces.ts";
import type { KeptHalves } from "./keptChange.ts";
import type { StripChange } from "./pageChange.ts";
import type { Phase } from "./placement.ts";
import { buildStripTimeline } from "./timeline.ts";

/** The cards an ended change took out of the list and the ones it put in: the very nodes, kept. */
export type KeptCards = Record<Phase, Node[]>;

/**
 * The DOM player's halves of an ended change kept for the debug panel (keptChange.ts), made for `play`
 * on the very cards it moved: each half puts its own cards in the list and draws them where its timeline
 * stands; at rest the new page's cards stand in the list with no inline style of it. While it is kept,
 * a list that fades as one follows its time, not strip.css's opacity transition.
 */
export function keptInDom(list: HTMLElement, change: StripChange, cards: KeptCards) {
  const showing = (phase: Phase) => {
    const nodes = cards[phase];
    if (list.firstChild !== nodes[0] || list.childNodes.length !== nodes.length)
      list.replaceChildren(...nodes);
  };
  return (play: StripPlay): KeptHalves => {
    list.style.transition = "none";
    const [leave, enter] = (["leave", "enter"] as const).map((phase) => {
      showing(phase); // measured in the list, as the change measured them
      const pieces = domPieces(list, play, phase, change.direction);
      const at = Array.from({ length: pieces.count }, () => ({ p: 0 }));
      return { phase, pieces, at, timeline: buildStripTimeline(play, phase, at) };
    }) as [Half, Half];
    const rest = () => {
      leave.pieces.rest();
      enter.pieces.rest();
      showing("enter");
    };
    return {
      leave: leave.timeline,
      enter: enter.timeline,
      draw(phase) {
        const half = phase === "leave" ? leave : enter;
        showing(phase);
        for (const [i, { p }] of half.at.entries()) half.pieces.put(i, p);
      },
      rest,
      drop() {
        rest();
        leave.timeline.kill();
        enter.timeline.kill();
        list.style.removeProperty("transition");
      },
    };
  };
}

type Half = {
  phase: Phase;
  pieces: ReturnType<typeof domPieces>;
  at: { p: number }[];
  timeline: gsap.core.Timeline;
};

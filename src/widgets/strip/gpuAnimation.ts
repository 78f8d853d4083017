import type { gsap } from "gsap";
import type { Playing } from "../../gpu/player.ts";
import { snapshotElement } from "../../gpu/snapshot.ts";
import { playSince } from "../../motion/gsap.ts";
import { deferred } from "../../platform/deferred.ts";
import { playOrder } from "./animations.ts";
import type { PageChange } from "./pageChange.ts";
import { type Phase, placement } from "./placement.ts";
import { type StripScene, WHOLE } from "./scene.ts";
import { buildStripTimeline } from "./timeline.ts";

/** What a GPU page change draws on and with. */
export type GpuStage = {
  scene: StripScene;
  /** The canvas's box in the viewport. */
  canvasBox: () => DOMRect;
  /** Draws a frame now. */
  render: () => void;
  /** Hides the DOM cards under the canvas while it draws a phase; false shows them. */
  hideDom: (phase: Phase | false) => void;
};

const cardsOf = (list: HTMLElement) => [...list.querySelectorAll<HTMLElement>("[data-strips-item]")];

/**
 * Waits until every image of the new page can be drawn (or is known broken). A lazy image far from the
 * viewport would never load, and its decode() never settle: these are about to be shown, so load now.
 */
const decodeImages = (list: HTMLElement) =>
  Promise.all(
    [...list.querySelectorAll("img")].map((img) => {
      img.loading = "eager";
      return img.decode().catch(() => undefined);
    }),
  );

/**
 * A whole page change on the GPU: snapshots of the old cards leave on the canvas while the DOM cards
 * hide beneath it; `swap` puts the new page in the DOM; once its images are decoded, snapshots of the new
 * cards enter; at the end the DOM shows the cards again in the very frame the canvas clears. The GPU
 * player of the strip, as playPageChange is its DOM player.
 */
export function playGpuPageChange(stage: GpuStage, { list, play, direction, swap }: PageChange): Playing {
  let hurry = false;
  let current: gsap.core.Timeline | undefined;
  // A press meanwhile must not wait for pictures that may take seconds (or never come) to decode.
  const hurrying = deferred();
  const unlessHurried = <T>(work: Promise<T>) => Promise.race([work, hurrying.promise]);

  // When the leave ended: the enter plays from then, however long the new pictures took to decode, so
  // its frames depend on the page's clock alone (the same on every run under Playwright's page.clock).
  let leaveEnded: number | undefined;
  const phase = async (which: Phase) => {
    const element = list();
    // A change being hurried (a press meanwhile) draws nothing more: the DOM shows its end at once.
    if (!element || hurry) return;
    if (which === "enter") await unlessHurried(decodeImages(element));
    if (hurry) return;
    const cards = cardsOf(element);
    const box = { width: element.clientWidth, height: element.clientHeight };
    const order = play.motion.whole ? [WHOLE] : playOrder(cards.length, direction);
    const pieces = order.map((index, i) => {
      const moved = index === WHOLE ? element : cards[index];
      const size = { width: moved?.offsetWidth ?? 0, height: moved?.offsetHeight ?? 0 };
      const place = placement(play.name, play.motion.distance(box, size, i, play.extra), direction, which);
      return { index, p: 0, place };
    });
    const snapshots = await unlessHurried(Promise.all(cards.map((card) => snapshotElement(card))));
    if (!snapshots) return;
    stage.scene.show(snapshots, stage.canvasBox(), element.getBoundingClientRect());
    const draw = () => {
      for (const piece of pieces) stage.scene.place(piece.index, piece.place(piece.p));
      stage.render();
    };
    const timeline = buildStripTimeline(play, which, pieces);
    current = timeline;
    draw();
    stage.hideDom(which);
    await new Promise<void>((resolve) => {
      timeline.eventCallback("onUpdate", draw);
      timeline.eventCallback("onComplete", () => resolve());
      if (hurry) {
        timeline.progress(1);
        return;
      }
      const startedAt = which === "enter" && leaveEnded !== undefined ? leaveEnded : performance.now();
      // The leave's end, from its own length: not when its last frame happened to run.
      if (which === "leave")
        leaveEnded = startedAt + (timeline.totalDuration() * 1000) / timeline.timeScale();
      playSince(timeline, startedAt);
    });
    draw();
  };

  const done = (async () => {
    try {
      await phase("leave");
      swap();
      await phase("enter");
    } finally {
      current?.kill();
      stage.hideDom(false);
      stage.scene.clear();
      stage.render();
    }
  })();
  return {
    done,
    finish() {
      hurry = true;
      hurrying.resolve();
      current?.progress(1);
    },
  };
}

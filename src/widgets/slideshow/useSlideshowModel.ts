import { useEffect, useRef, useState } from "react";
import { motionStore } from "../../motion/motionStore.ts";
import { createSlideshowModel, type SlideshowModel } from "./model.ts";
import { type ResolvedOptions, type SlideAnimation, TRANSITION_NAMES } from "./options.ts";

let everyAnimation: Promise<SlideAnimation[]> | undefined;
/** The 18 and the whole catalogue, for a "random" that opts into it; the names come in their own chunk. */
const withCatalogue = () => {
  everyAnimation ??= import("./glCatalogue.ts").then(({ GL_NAMES, GL_PREFIX }) => [
    ...TRANSITION_NAMES,
    ...GL_NAMES.map((name) => `${GL_PREFIX}${name}` as const),
  ]);
  return everyAnimation;
};

/**
 * The slideshow's model, made in an effect and destroyed in its cleanup. Tuned settings apply from the
 * next change on, autoplay's switch and delay at once; "random" takes in the catalogue once its names
 * have come, when the options say so; reduced motion stops autoplay; the debug panel
 * may ask for the last change again, and each edit rebuilds it (model.ts's retune).
 */
export function useSlideshowModel(count: number, optionsNow: () => ResolvedOptions, reduced: boolean) {
  const [model, setModel] = useState<SlideshowModel>();
  const reducedNow = useRef(reduced);
  reducedNow.current = reduced;

  useEffect(() => {
    const { animation, autoplay } = optionsNow();
    const m = createSlideshowModel({ count, animation, autoplay });
    setModel(m);
    let pool: SlideAnimation[] | undefined;
    let alive = true;
    const configure = () => {
      const now = optionsNow();
      const randomPool = now.randomIncludesCatalogue ? pool : undefined;
      m.configure({ animation: now.animation, autoplay: now.autoplay, randomPool });
      if (reducedNow.current) m.setPlaying(false);
      if (now.randomIncludesCatalogue && !pool)
        void withCatalogue().then((names) => {
          pool = names;
          if (alive) configure();
        });
    };
    configure();
    // An edit rebuilds the last change at once, so the debug panel's scrubber holds the tuning in force.
    const offSettings = motionStore.subscribe(() => {
      configure();
      if (!m.state().running) m.retune();
    });
    // Playing once asked: the replay, or the change already running (which a replay does not cut).
    const offReplays = motionStore.onReplay(() => m.replay() ?? m.state().running);
    return () => {
      alive = false;
      offSettings();
      offReplays();
      m.destroy();
      setModel(undefined);
    };
  }, [count, optionsNow]);

  useEffect(() => {
    if (reduced) model?.setPlaying(false);
  }, [model, reduced]);

  return model;
}

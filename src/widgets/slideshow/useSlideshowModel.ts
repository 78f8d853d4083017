import { useEffect, useRef, useState } from "react";
import { motionStore } from "../../motion/motionStore.ts";
import { createSlideshowModel, type SlideshowModel } from "./model.ts";
import type { ResolvedOptions } from "./options.ts";

/**
 * The slideshow's model, made in an effect and destroyed in its cleanup. Tuned settings apply from the
 * next change on, autoplay's switch and delay at once; reduced motion stops autoplay; the debug panel
 * may ask for the last change again.
 */
export function useSlideshowModel(count: number, options: () => ResolvedOptions, reduced: boolean) {
  const [model, setModel] = useState<SlideshowModel>();
  const reducedNow = useRef(reduced);
  reducedNow.current = reduced;

  useEffect(() => {
    const { animation, autoplay } = options();
    const m = createSlideshowModel({ count, animation, autoplay });
    setModel(m);
    const offSettings = motionStore.subscribe(() => {
      const now = options();
      m.configure({ animation: now.animation, autoplay: now.autoplay });
      if (reducedNow.current) m.setPlaying(false);
    });
    const offReplays = motionStore.onReplay(() => m.replay());
    return () => {
      offSettings();
      offReplays();
      m.destroy();
      setModel(undefined);
    };
  }, [count, options]);

  useEffect(() => {
    if (reduced) model?.setPlaying(false);
  }, [model, reduced]);

  return model;
}

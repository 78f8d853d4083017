import { type RefObject, useEffect, useState } from "react";
import { useListener } from "../../platform/useListener.ts";
import type { SlideshowModel } from "./model.ts";

/**
 * Autoplay's clock: feeds the model the time of each animation frame (page.clock steps it), holds it
 * while the tab is hidden, and draws its progress on the bar (--progress). Returns whether autoplay is
 * playing: never in the prerendered HTML, whatever the settings; the model says after mount.
 */
export function useAutoplayClock(model: SlideshowModel | undefined, bar: RefObject<HTMLElement | null>) {
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!model) return;
    const offProgress = model.on("progress", ({ progress }) =>
      bar.current?.style.setProperty("--progress", String(progress)),
    );
    const offPlaying = model.on("playing", (e) => setPlaying(e.playing));
    setPlaying(model.state().playing);
    let frame = 0;
    let last: number | undefined;
    const loop = (now: number) => {
      if (last !== undefined) model.tick(now - last);
      last = now;
      frame = requestAnimationFrame(loop);
    };
    frame = requestAnimationFrame(loop);
    if (document.hidden) model.hold("hidden");
    return () => {
      offProgress();
      offPlaying();
      cancelAnimationFrame(frame);
    };
  }, [model, bar]);
  useListener(
    "document",
    "visibilitychange",
    () => (document.hidden ? model?.hold("hidden") : model?.release("hidden")),
    !!model,
  );

  return playing;
}

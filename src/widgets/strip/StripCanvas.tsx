import { useApplication } from "@pixi/react";
import type { Container } from "pixi.js";
import { useEffect, useRef } from "react";
import { GpuCanvas, useGpuStatus } from "../../gpu/GpuCanvas.tsx";
import { warmBitmaps } from "../../gpu/pictureBitmaps.ts";
import { registerMotion } from "../../motion/gsap.ts";
import { afterLoadAndIdle } from "../../platform/idle.ts";
import { playGpuPageChange } from "./gpuAnimation.ts";
import type { Phase } from "./placement.ts";
import { createStripScene } from "./scene.ts";
import type { StripCanvasProps } from "./types.ts";

registerMotion();

/** The strip's GPU canvas, laid over its list: empty but for the moments a page changes. */
export default function StripCanvas(props: StripCanvasProps) {
  const { slot, container } = props;
  return (
    <GpuCanvas
      className="strip__canvas"
      onLost={() => {
        slot.detach();
        container.current?.removeAttribute("data-gpu-drawing");
        container.current?.removeAttribute("data-renderer");
      }}
    >
      <StageHost {...props} />
    </GpuCanvas>
  );
}

function StageHost({ slot, container }: StripCanvasProps) {
  const { app, isInitialised } = useApplication();
  const { lost } = useGpuStatus();
  const root = useRef<Container>(null);

  useEffect(() => {
    const pixiRoot = root.current;
    if (!isInitialised || lost || !pixiRoot) return;
    const scene = createStripScene(pixiRoot);
    const stage = {
      scene,
      canvasBox: () => app.canvas.getBoundingClientRect(),
      render: () => {
        if (app.renderer) app.render();
      },
      // Which half of a change the canvas draws, for styles and tests; false shows the DOM cards.
      hideDom: (phase: Phase | false) => {
        if (phase) container.current?.setAttribute("data-gpu-drawing", phase);
        else container.current?.removeAttribute("data-gpu-drawing");
      },
    };
    const cancelPrime = afterLoadAndIdle(() => scene.prime(stage.render));
    // The shown page's pictures decoded ahead, while idle: a change's snapshots then start at once.
    let cancelWarm = container.current ? warmBitmaps(container.current) : () => {};
    slot.attach((change) => {
      cancelWarm();
      const playing = playGpuPageChange(stage, change);
      void playing.done.then(() => {
        if (container.current) cancelWarm = warmBitmaps(container.current);
      });
      return playing;
    });
    // Which player the next change gets, as on the slideshow: for styles and tests.
    container.current?.setAttribute("data-renderer", "gpu");
    return () => {
      container.current?.removeAttribute("data-renderer");
      cancelPrime();
      cancelWarm();
      slot.detach();
      scene.destroy();
    };
  }, [isInitialised, lost, app, slot, container]);

  return <pixiContainer ref={root} />;
}

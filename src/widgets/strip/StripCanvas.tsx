import { useApplication } from "@pixi/react";
import type { Container } from "pixi.js";
import { useEffect, useRef } from "react";
import { GpuCanvas, useGpuStatus } from "../../gpu/GpuCanvas.tsx";
import { warmBitmaps } from "../../gpu/pictureBitmaps.ts";
import { afterLoadAndIdle } from "../../platform/idle.ts";
import { createCanvasPlayer } from "./canvasPlayer.ts";
import { createStripScene } from "./scene.ts";
import type { StripCanvasProps } from "./types.ts";

/** The strip's GPU canvas, laid over its list: empty but for the moments a page changes. */
export default function StripCanvas(props: StripCanvasProps) {
  const { slot, pages } = props;
  return (
    <GpuCanvas
      className="strip__canvas"
      onLost={() => {
        slot.detach();
        pages.cover(false);
      }}
    >
      <StageHost {...props} />
    </GpuCanvas>
  );
}

function StageHost({ slot, pages }: StripCanvasProps) {
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
    };
    const cancelPrime = afterLoadAndIdle(() => scene.prime(stage.render));
    // The shown page's pictures decoded ahead, while idle: a change's snapshots then start at once.
    const warm = () => {
      const list = pages.list();
      return list ? warmBitmaps(list) : () => {};
    };
    let cancelWarm = warm();
    const player = createCanvasPlayer(stage, pages);
    slot.attach((change) => {
      cancelWarm();
      const playing = player(change);
      void playing.done.then(() => {
        cancelWarm = warm();
      });
      return playing;
    });
    return () => {
      cancelPrime();
      cancelWarm();
      slot.detach();
      scene.destroy();
    };
  }, [isInitialised, lost, app, slot, pages]);

  return <pixiContainer ref={root} />;
}

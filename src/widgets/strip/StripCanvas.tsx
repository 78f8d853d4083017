import { useApplication } from "@pixi/react";
import type { Container } from "pixi.js";
import { useEffect, useRef } from "react";
import { GpuCanvas, useGpuStatus } from "../../gpu/GpuCanvas.tsx";
import { registerMotion } from "../../motion/gsap.ts";
import type { StripPlay } from "./animations.ts";
import type { PageChange } from "./domAnimation.ts";
import { playGpuPageChange } from "./gpuAnimation.ts";
import type { Phase } from "./placement.ts";
import { createStripScene } from "./scene.ts";

registerMotion();

/** Plays a page change on the canvas (see playGpuPageChange). */
export type StripPlayer = (
  list: () => HTMLElement | null | undefined,
  play: StripPlay,
  direction: 1 | -1,
  swap: () => void,
) => PageChange;

export type StripCanvasProps = {
  /** The player while the canvas can draw; undefined when it cannot (not yet, or its context is lost). */
  onPlayer: (player: StripPlayer | undefined) => void;
  /** Hides the DOM cards beneath the canvas while it draws a phase; false shows them. */
  hideDom: (phase: Phase | false) => void;
};

/** The strip's GPU canvas, laid over its list: empty but for the moments a page changes. */
export default function StripCanvas(props: StripCanvasProps) {
  const { onPlayer, hideDom } = props;
  return (
    <GpuCanvas
      className="strip__canvas"
      onLost={() => {
        onPlayer(undefined);
        hideDom(false);
      }}
    >
      <StageHost {...props} />
    </GpuCanvas>
  );
}

function StageHost({ onPlayer, hideDom }: StripCanvasProps) {
  const { app, isInitialised } = useApplication();
  const { lost } = useGpuStatus();
  const root = useRef<Container>(null);

  useEffect(() => {
    const container = root.current;
    if (!isInitialised || lost || !container) return;
    const scene = createStripScene(container);
    const stage = {
      scene,
      canvasBox: () => app.canvas.getBoundingClientRect(),
      render: () => {
        if (app.renderer) app.render();
      },
      hideDom,
    };
    onPlayer((list, play, direction, swap) => playGpuPageChange(stage, list, play, direction, swap));
    return () => {
      onPlayer(undefined);
      scene.destroy();
    };
  }, [isInitialised, lost, app, onPlayer, hideDom]);

  return <pixiContainer ref={root} />;
}

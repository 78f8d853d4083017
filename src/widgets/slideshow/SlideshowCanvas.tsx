import { useGSAP } from "@gsap/react";
import { useApplication } from "@pixi/react";
import type { Container, Texture } from "pixi.js";
import { useEffect, useMemo, useRef, useState } from "react";
import { GpuCanvas, useGpuStatus } from "../../gpu/GpuCanvas.tsx";
import { destroyTextures, texturesFromImages } from "../../gpu/textures.ts";
import { playSince, reducedMotionPolicy, registerMotion } from "../../motion/gsap.ts";
import type { Change } from "./model.ts";
import { createSlideshowScene, type SlideshowScene } from "./scene.ts";
import { buildTransitionTimeline } from "./timeline.ts";
import { type ChangeMotion, pieceCount, pieceOrder, TRANSITIONS } from "./transitions/index.ts";

registerMotion();

export type Zoom = { scale: number; x: number; y: number };
/** A change, the page time (performance.now) it began at, which its timeline keeps to, and its motion. */
export type GpuChange = Change & { startedAt: number; motion: ChangeMotion };

export type SlideshowCanvasProps = {
  /** The slides' DOM images, in slide order: the textures are made from them. */
  images: () => HTMLImageElement[];
  /** The settled slide. */
  index: number;
  /** The change to draw, when the GPU is to draw it. */
  change: GpuChange | undefined;
  zoom: Zoom;
  /** True once the canvas shows the settled slide exactly as the DOM does; false when it no longer can. */
  onReady: (ready: boolean) => void;
  onDone: (id: number) => void;
  /** The visitor asked for reduced motion, or the GPU failed: use the DOM. */
  onUnavailable: (why: string) => void;
};

/** The GPU slideshow: a lazy chunk with Pixi and GSAP, drawn over the DOM slides it replaces. */
export default function SlideshowCanvas(props: SlideshowCanvasProps) {
  const { onUnavailable, onReady } = props;
  useEffect(() => {
    const mm = reducedMotionPolicy((reduced) => reduced && onUnavailable("reduced motion"));
    return () => mm.revert();
  }, [onUnavailable]);
  return (
    <GpuCanvas className="slideshow__canvas" onLost={() => onReady(false)}>
      <SceneHost {...props} />
    </GpuCanvas>
  );
}

function SceneHost({ images, index, change, zoom, onReady, onDone, onUnavailable }: SlideshowCanvasProps) {
  const { app, isInitialised } = useApplication();
  const status = useGpuStatus();
  const { lost } = status;
  const size = useMemo(() => ({ width: status.width, height: status.height }), [status.width, status.height]);
  const root = useRef<Container>(null);
  const [scene, setScene] = useState<SlideshowScene>();
  const lostNow = useRef(lost);
  lostNow.current = lost;
  const render = () => {
    if (app.renderer && !lostNow.current) app.render();
  };

  useEffect(() => {
    const container = root.current;
    if (!isInitialised || !container) return;
    let alive = true;
    let textures: Texture[] = [];
    let made: SlideshowScene | undefined;
    texturesFromImages(images()).then(
      (loaded) => {
        textures = loaded;
        if (!alive) return destroyTextures(textures);
        made = createSlideshowScene(container, textures);
        setScene(made);
      },
      (error: unknown) => alive && onUnavailable(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      alive = false;
      onReady(false);
      made?.destroy();
      destroyTextures(textures);
      setScene(undefined);
    };
  }, [isInitialised, images, onReady, onUnavailable]);

  // Draw the settled slide at the stage's size; then the canvas may cover the DOM.
  useEffect(() => {
    if (!scene || change || lost || size.width === 0) return;
    scene.layout(size.width, size.height);
    scene.show(index);
    scene.zoom(zoom.scale, zoom.x, zoom.y);
    app.render();
    onReady(true);
  }, [scene, change, lost, index, size, zoom, app, onReady]);

  // The change that ran last: it stays scrub-able after it settles, until the next one.
  const latest = useRef(change);
  if (change) latest.current = change;

  useGSAP(
    () => {
      if (!scene || !change || lost) return;
      const { motion } = change;
      const spec = TRANSITIONS[change.animation];
      scene.zoom(1, 0, 0);
      scene.show(change.from); // a replay starts from the slide it left, like any change
      const states = scene.begin(change.to, change.animation, motion.cutting);
      const order = pieceOrder(spec.order, pieceCount(spec.cut, motion.cutting));
      const timeline = buildTransitionTimeline(
        {
          widget: "slideshow",
          name: change.animation,
          order,
          duration: motion.duration,
          ease: motion.ease,
          stagger: motion.stagger,
        },
        states,
      );
      timeline.timeScale(motion.timeScale);
      let ended = false;
      timeline.eventCallback("onUpdate", () => {
        if (ended) {
          // Scrubbed back after its end (the debug panel's GSDevTools): the pieces come back.
          ended = false;
          scene.show(change.from);
          scene.begin(change.to, change.animation, motion.cutting, states);
        }
        scene.draw();
        render();
      });
      timeline.eventCallback("onComplete", () => {
        ended = true;
        scene.end(change.to);
        render();
        onDone(change.id);
      });
      playSince(timeline, change.startedAt);
      scene.draw();
      render();
    },
    // Each change reverts the one before: only the last timeline is kept, for a designer to scrub.
    { dependencies: [scene, latest.current?.id], revertOnUpdate: true },
  );

  return <pixiContainer ref={root} />;
}

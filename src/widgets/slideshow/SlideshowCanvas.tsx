import { useApplication } from "@pixi/react";
import type { Container, Texture, WebGLRenderer } from "pixi.js";
import { useEffect, useMemo, useRef, useState } from "react";
import { GpuCanvas, useGpuStatus } from "../../gpu/GpuCanvas.tsx";
import { destroyTextures, texturesFromImages, uploadTextures } from "../../gpu/textures.ts";
import { reducedMotionPolicy } from "../../motion/gsap.ts";
import { createCanvasPlayer } from "./canvasPlayer.ts";
import { createGlTransitions } from "./glTransitions.ts";
import { createSlideshowScene, type SlideshowScene } from "./scene.ts";
import type { SlideshowCanvasProps } from "./types.ts";

/** The GPU slideshow: a lazy chunk with Pixi and GSAP, drawn over the DOM slides it replaces. */
export default function SlideshowCanvas(props: SlideshowCanvasProps) {
  const { onUnavailable, slot } = props;
  useEffect(() => {
    const mm = reducedMotionPolicy((reduced) => reduced && onUnavailable("reduced motion"));
    return () => mm.revert();
  }, [onUnavailable]);
  return (
    <GpuCanvas className="slideshow__canvas" onLost={slot.detach}>
      <SceneHost {...props} />
    </GpuCanvas>
  );
}

function SceneHost({ slot, images, settled, zoom, preload, onUnavailable }: SlideshowCanvasProps) {
  const { app, isInitialised } = useApplication();
  const status = useGpuStatus();
  const { lost } = status;
  const size = useMemo(() => ({ width: status.width, height: status.height }), [status.width, status.height]);
  const root = useRef<Container>(null);
  const [scene, setScene] = useState<SlideshowScene>();
  const lostNow = useRef(lost);
  lostNow.current = lost;
  // The catalogue transitions this renderer can draw, each compiled here once.
  const catalogue = useMemo(
    () => (isInitialised ? createGlTransitions((app.renderer as WebGLRenderer).gl) : undefined),
    [app, isInitialised],
  );
  // The configured catalogue transition is fetched before the canvas takes over, so the first press
  // plays it as every later one does.
  const [preloaded, setPreloaded] = useState<string>();
  useEffect(() => {
    if (!catalogue || !preload) return;
    let alive = true;
    void catalogue.prepare(preload).then(() => alive && setPreloaded(preload));
    return () => {
      alive = false;
    };
  }, [catalogue, preload]);
  const ready = !preload || preloaded === preload;

  useEffect(() => {
    const container = root.current;
    if (!catalogue || !container) return;
    let alive = true;
    let textures: Texture[] = [];
    let made: SlideshowScene | undefined;
    texturesFromImages(images()).then(
      (loaded) => {
        textures = loaded;
        if (!alive) return destroyTextures(textures);
        uploadTextures(app.renderer, textures);
        made = createSlideshowScene(container, textures, catalogue);
        setScene(made);
      },
      (error: unknown) => alive && onUnavailable(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      alive = false;
      slot.detach();
      made?.destroy();
      destroyTextures(textures);
      setScene(undefined);
    };
  }, [catalogue, images, slot, onUnavailable, app]);

  const player = useMemo(() => {
    if (!scene) return undefined;
    const render = () => {
      if (app.renderer && !lostNow.current) app.render();
    };
    return createCanvasPlayer(scene, render, catalogue);
  }, [scene, app, catalogue]);
  useEffect(() => () => player?.dispose(), [player]);

  // Draw the settled slide at the stage's size; then the canvas may cover the DOM and play changes.
  useEffect(() => {
    if (!scene || !player || !ready || settled === undefined || lost || size.width === 0) return;
    scene.layout(size.width, size.height);
    scene.show(settled);
    scene.zoom(zoom.scale, zoom.x, zoom.y);
    app.render();
    slot.attach(player);
  }, [scene, player, ready, settled, lost, size, zoom, app, slot]);

  return <pixiContainer ref={root} />;
}

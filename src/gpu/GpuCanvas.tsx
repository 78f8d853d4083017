import { Application, extend, useApplication } from "@pixi/react";
import { AccessibilitySystem, Container, EventSystem, extensions } from "pixi.js";
import "pixi.js/browser";
import "pixi.js/unsafe-eval"; // the site's CSP has no 'unsafe-eval'
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";

// Once, at module level: the JSX elements GPU widgets may use.
extend({ Container });

export type GpuSize = { width: number; height: number };
/** The canvas's size in CSS pixels, and whether its context is lost (draw nothing then). */
export type GpuStatus = GpuSize & { lost: boolean };

const StatusContext = createContext<GpuStatus>({ width: 0, height: 0, lost: false });

/** Size (kept by the enclosing GpuCanvas's ResizeObserver) and context state of the canvas. */
export const useGpuStatus = () => useContext(StatusContext);

type Props = {
  className?: string;
  /** The context is gone: show the DOM fallback now. */
  onLost: () => void;
  /** A new canvas replaced the lost one; its scene is being rebuilt. */
  onRestored?: () => void;
  children: ReactNode;
};

// Pixi's event and accessibility systems are taken out: its event system measured the canvas (a forced
// layout) and built an event for every move of a drag, about 18 ms a move on a phone at 4x CPU, where the
// widgets' gestures are the DOM's (docs/bench.md, issue 40); its accessibility layer put a hidden "select
// to enable accessibility" button into the page on touch devices, and its own overlay on Tab, where the
// widgets' DOM is the accessible layer (issue 43). Its browser extensions are registered first (the
// import above), so that an application's init, which would register them then, finds them done.
extensions.remove(AccessibilitySystem, EventSystem);

/**
 * One Pixi application for one GPU widget, through @pixi/react: sized to its parent element with a
 * ResizeObserver, drawn at devicePixelRatio with autoDensity, rendered only when its scene asks (no
 * always-running ticker). When the WebGL context is lost the widget hears it at once; when the context
 * comes back, a fresh application and scene replace the old ones.
 */

export function GpuCanvas({ className, onLost, onRestored, children }: Props) {
  const holder = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<GpuSize>({ width: 0, height: 0 });
  const [generation, setGeneration] = useState(0);
  const [lost, setLost] = useState(false);
  const callbacks = useRef({ onLost, onRestored });
  callbacks.current = { onLost, onRestored };

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setSize((s) => (s.width === width && s.height === height ? s : { width, height }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Heard on the holder, in the capture phase (these events do not bubble): whichever canvas the
  // application has made, now or after a resize or a restore, its loss and return are caught.
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const lost = (event: Event) => {
      event.preventDefault(); // lets the browser restore the context
      setLost(true);
      callbacks.current.onLost();
    };
    const restored = () => {
      setLost(false);
      setGeneration((g) => g + 1);
      callbacks.current.onRestored?.();
    };
    element.addEventListener("webglcontextlost", lost, true);
    element.addEventListener("webglcontextrestored", restored, true);
    return () => {
      element.removeEventListener("webglcontextlost", lost, true);
      element.removeEventListener("webglcontextrestored", restored, true);
    };
  }, []);

  return (
    <div ref={holder} className={className}>
      {size.width > 0 && (
        <StatusContext.Provider value={{ ...size, lost }}>
          <Application
            key={generation}
            autoStart={false}
            sharedTicker={false}
            preference="webgl"
            resolution={window.devicePixelRatio || 1}
            autoDensity
            backgroundAlpha={0}
            width={size.width}
            height={size.height}
          >
            <Resizer size={size} />
            {children}
          </Application>
        </StatusContext.Provider>
      )}
    </div>
  );
}

/**
 * Keeps the renderer the size of the holder, and draws again at once: resizing clears the canvas, and a
 * scene that is not animating (or whose clock is held) would otherwise leave it blank.
 */
function Resizer({ size }: { size: GpuSize }) {
  const { app, isInitialised } = useApplication();
  useEffect(() => {
    if (!isInitialised || !app.renderer) return;
    app.renderer.resize(size.width, size.height);
    app.render();
  }, [app, isInitialised, size]);
  return null;
}

import { type ComponentType, Suspense, use, useEffect } from "react";
import { hasStirred } from "../platform/firstSign.ts";
import { loadGuarded } from "../platform/reportError.ts";
import { idleSlice } from "../platform/schedule.ts";
import { WidgetBoundary } from "./WidgetBoundary.tsx";

/**
 * Islands: the page is prerendered whole, and in the browser only the interactive widgets hydrate, each
 * from a chunk of its own fetched after the load event, one per idle slice (or all at once when the
 * visitor reaches for the page). Until its turn an island is its server HTML, inside a Suspense boundary
 * React leaves dehydrated; a static section never hydrates and its code never reaches the browser.
 */

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void };
const deferred = <T,>(): Deferred<T> => {
  let resolve!: (value: T) => void;
  return { promise: new Promise<T>((r) => (resolve = r)), resolve };
};

/** Every island's start, in the order they hydrate; the server's loads. */
const starts: (() => Promise<void>)[] = [];
const serverLoads: (() => Promise<void>)[] = [];
/** A promise that never settles: what a static section waits for in the browser. */
const never = new Promise<never>(() => {});

const settled = new Set<string>();
/** Marks the page once every island has hydrated or given up: `html[data-hydrated]`. */
function settle(file: string) {
  settled.add(file);
  if (settled.size === starts.length) document.documentElement.dataset.hydrated = "";
}

function Settled({ file }: { file: string }) {
  useEffect(() => settle(file), [file]);
  return null;
}

/** An interactive widget: hydrated in its turn, kept to itself by a WidgetBoundary if it fails. */
export function island<P extends object>(file: string, load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined;
  const chunk = deferred<ComponentType<P>>();
  starts.push(async () => {
    const component = await loadGuarded(file, load);
    // A chunk that fails to load leaves the widget as the server drew it; loadGuarded has logged why.
    if (component) chunk.resolve(component);
    else settle(file);
  });
  serverLoads.push(async () => {
    Loaded = await load();
  });

  function Inner(props: P) {
    const Component = Loaded ?? use(chunk.promise);
    return <Component {...props} />;
  }
  return function Island(props: P) {
    return (
      <Suspense>
        <WidgetBoundary file={file}>
          <Inner {...props} />
        </WidgetBoundary>
        <Settled file={file} />
      </Suspense>
    );
  };
}

/** A section with nothing to do in the browser: rendered by the server, left as its HTML. */
export function serverOnly<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined;
  serverLoads.push(async () => {
    Loaded = await load();
  });
  function Inner(props: P) {
    const Component = Loaded ?? use(never);
    return <Component {...props} />;
  }
  return function ServerOnly(props: P) {
    return (
      <Suspense>
        <Inner {...props} />
      </Suspense>
    );
  };
}

/** The server has every island's and section's code before it renders, so nothing suspends there. */
export async function loadAllForServer(): Promise<void> {
  await Promise.all(serverLoads.map((load) => load()));
}

const INTENT = ["pointerdown", "pointerover", "keydown", "focusin", "touchstart"] as const;

/**
 * Starts the islands in order after the load event, one per idle slice; at once on the first input, or
 * if a visitor has given a sign already.
 */
export function hydrateIslands(): void {
  const queue = [...starts];
  const startRest = () => {
    for (const event of INTENT) window.removeEventListener(event, startRest, true);
    for (const start of queue.splice(0)) void start();
  };
  for (const event of INTENT) window.addEventListener(event, startRest, { capture: true, passive: true });
  // The page's code came early for a visitor already at the page (app/boot.ts): no waiting for idle.
  if (hasStirred()) {
    startRest();
    return;
  }
  const inTurn = async () => {
    while (queue.length > 0) {
      await idleSlice();
      await queue.shift()?.();
    }
  };
  if (document.readyState === "complete") void inTurn();
  else window.addEventListener("load", () => void inTurn(), { once: true });
}

import { type ComponentType, createContext, Suspense, use, useCallback, useEffect } from "react";
import { type Deferred, deferred } from "../platform/deferred.ts";
import type { EarlyPresses } from "../platform/earlyPresses.ts";
import { type DeclareReady, ReadyForPresses } from "../platform/readyForPresses.ts";
import { loadGuarded } from "../platform/reportError.ts";
import { WidgetBoundary } from "./WidgetBoundary.tsx";

/**
 * Islands: the page is prerendered whole, and in the browser only the interactive widgets hydrate, each
 * from a chunk of its own fetched after the load event, one per idle slice (or all at once when the
 * visitor reaches for the page; an island pressed before it woke before all others). Until its turn an
 * island is its server HTML, inside a Suspense boundary React leaves dehydrated, and presses on it wait
 * (platform/earlyPresses.ts); a static section never hydrates and its code never reaches the browser.
 */

/** An island as its waking order sees it (app/hydrateIslands.ts): `start` fetches and hydrates it. */
export type Entry = {
  name: string;
  start: (presses?: EarlyPresses) => Promise<void>;
  /** Resolved once the island is awake, or has given up. */
  awake: Deferred<void>;
};
/** Every island, in the order they hydrate; the server's loads. */
export const entries: Entry[] = [];
const serverLoads: (() => Promise<void>)[] = [];
/** A promise that never settles: what a static section waits for in the browser. */
const never = new Promise<never>(() => {});

const settled = new Set<string>();
/** Marks the page once every island has hydrated or given up: `html[data-hydrated]`. */
function settle(entry: Entry) {
  settled.add(entry.name);
  entry.awake.resolve();
  if (settled.size === entries.length) document.documentElement.dataset.hydrated = "";
}

/** The island's code never came or its widget failed: presses held on it do what they do without script. */
function giveUp(entry: Entry, presses: EarlyPresses | undefined) {
  presses?.release(entry.name);
  settle(entry);
}

/** The page's early presses (app/boot.ts makes them, entry-client.tsx hands them down); none on the server. */
export const EarlyPressesContext = createContext<EarlyPresses | undefined>(undefined);

/**
 * Rendered after the widget, so its effect runs after the widget's own: an island whose presses are not
 * held (the tracker, the motion notice, the feature table) is awake once its widget has mounted. One
 * whose presses are held is awake when its widget says it is ready (platform/readyForPresses.ts).
 */
function Mounted({ entry }: { entry: Entry }) {
  const presses = use(EarlyPressesContext);
  useEffect(() => {
    if (!presses?.holds(entry.name)) settle(entry);
  }, [entry, presses]);
  return null;
}

/** An interactive widget: hydrated in its turn, kept to itself by a WidgetBoundary if it fails. */
export function island<M, P extends object>(
  name: string,
  file: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  let Loaded: ComponentType<P> | undefined;
  const chunk = deferred<ComponentType<P>>();
  const entry: Entry = {
    name,
    awake: deferred(),
    async start(presses) {
      const module = await loadGuarded(file, load, 2);
      if (module) return chunk.resolve(pick(module));
      // Twice failed (loadGuarded has logged why): the widget stays as the server drew it, and presses
      // on it do what they do without JavaScript.
      giveUp(entry, presses);
    },
  };
  entries.push(entry);
  serverLoads.push(async () => {
    Loaded = pick(await load());
  });

  function Inner(props: P) {
    const Component = Loaded ?? use(chunk.promise);
    return <Component {...props} />;
  }
  return function Island(props: P) {
    const presses = use(EarlyPressesContext);
    // The widget's adapter calls this once its model exists: the island is awake, its held presses replay.
    const ready = useCallback<DeclareReady>(
      (busy) => {
        settle(entry);
        return presses?.ready(name, busy) ?? (() => {});
      },
      [presses],
    );
    return (
      <Suspense>
        <ReadyForPresses value={ready}>
          <WidgetBoundary file={file} onFail={() => giveUp(entry, presses)}>
            <Inner {...props} />
          </WidgetBoundary>
        </ReadyForPresses>
        <Mounted entry={entry} />
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

import { type ComponentType, Suspense, use, useEffect, useState } from "react";
import { type Deferred, deferred } from "../platform/deferred.ts";
import { releaseIsland, wakeIsland } from "../platform/earlyPresses.ts";
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
export type Entry = { name: string; start: () => Promise<void>; awake: Deferred<void> };
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

/** Rendered after the widget: its effects run after the widget's own, and say when the island is awake. */
function Awake({ entry }: { entry: Entry }) {
  // One more commit first: React renders this update together with those the widget's own mount
  // effects asked for (same lane), so once it commits the widget is whole (its model made, its
  // server-only markup swapped) and a replayed press finds it ready.
  const [settling, setSettling] = useState(true);
  useEffect(() => {
    if (settling) return setSettling(false);
    settle(entry);
    wakeIsland(entry.name);
  }, [entry, settling]);
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
    async start() {
      const module = await loadGuarded(file, load, 2);
      if (module) return chunk.resolve(pick(module));
      // Twice failed (loadGuarded has logged why): the widget stays as the server drew it, and presses
      // on it do what they do without JavaScript.
      releaseIsland(name);
      settle(entry);
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
    return (
      <Suspense>
        <WidgetBoundary file={file}>
          <Inner {...props} />
        </WidgetBoundary>
        <Awake entry={entry} />
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

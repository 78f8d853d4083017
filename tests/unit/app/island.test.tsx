// @vitest-environment happy-dom
import { act, waitFor } from "@testing-library/react";
import { useEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createEarlyPresses } from "../../../src/platform/earlyPresses.ts";
import { mount } from "../../support/dom.ts";

const made: { releaseEvery: () => void }[] = [];
afterEach(() => {
  for (const presses of made.splice(0)) presses.releaseEvery();
  delete document.documentElement.dataset.hydrated;
});

/** A fresh island.tsx (its list of islands is the module's), with an early hold on `.widget`. */
async function setUp() {
  vi.resetModules();
  const islands = await import("../../../src/app/island.tsx");
  // The same module the fresh island.tsx hands its context from.
  const { useReadyForPresses } = await import("../../../src/platform/readyForPresses.ts");
  useReady = useReadyForPresses;
  const presses = createEarlyPresses([{ name: "widget", root: ".widget" }]);
  presses.start([]);
  made.push(presses);
  return { ...islands, presses };
}

let useReady: (ready: boolean) => void = () => {};
/** A widget whose model comes a while after it mounts (as a model made after an await would). */
function Widget({ log, fails = false }: { log: string[]; fails?: boolean }) {
  const [model, setModel] = useState<{ go: () => void }>();
  useEffect(() => {
    const timer = setTimeout(() => setModel({ go: () => log.push("carried out") }), 30);
    return () => clearTimeout(timer);
  }, [log]);
  useReady(model !== undefined);
  if (fails && model) throw new Error("broken");
  return (
    <div className="widget">
      <button type="button" onClick={() => (model ? model.go() : log.push("dropped"))}>
        Go
      </button>
    </div>
  );
}

const loadWidget = async () => ({ Widget });
const pickWidget = (m: { Widget: typeof Widget }) => m.Widget;
/** The test's widget as an island, loaded for the server's render. */
async function widgetIsland({ island, loadAllForServer }: Awaited<ReturnType<typeof setUp>>) {
  const Island = island("widget", "widget.tsx", loadWidget, pickWidget);
  await loadAllForServer();
  return Island;
}

describe("island", () => {
  it("is awake when its widget says it is ready: a press held before is carried out then, never dropped", async () => {
    const s = await setUp();
    const { entries, EarlyPressesContext, presses } = s;
    const log: string[] = [];
    const Island = await widgetIsland(s);
    const page = (client?: unknown) => (
      <EarlyPressesContext value={client ? presses : undefined}>
        <Island log={log} />
      </EarlyPressesContext>
    );
    const html = renderToString(page());
    const host = mount(`<div>${html}</div>`);
    host.querySelector("button")!.click(); // before the page's code: held
    let awake = false;
    void entries[0]!.awake.promise.then(() => (awake = true));
    const root = await act(async () => hydrateRoot(host, page(true)));
    expect(awake).toBe(false); // mounted, but its model is not there yet
    await waitFor(() => expect(log).toEqual(["carried out"]));
    expect(awake).toBe(true);
    expect(document.documentElement.hasAttribute("data-hydrated")).toBe(true);
    act(() => root.unmount());
  });

  it("is awake at mount when its presses are not held", async () => {
    const { island, loadAllForServer, entries, EarlyPressesContext, presses } = await setUp();
    const Island = island(
      "tracker",
      "tracker.tsx",
      async () => ({ Plain: () => <p>Tracker</p> }),
      (m) => m.Plain,
    );
    await loadAllForServer();
    const host = mount(`<div>${renderToString(<Island />)}</div>`);
    const page = (
      <EarlyPressesContext value={presses}>
        <Island />
      </EarlyPressesContext>
    );
    const root = await act(async () => hydrateRoot(host, page));
    await expect(entries[0]!.awake.promise).resolves.toBeUndefined();
    act(() => root.unmount());
  });

  it("lets its held presses go when its widget fails, and gives up", async () => {
    const s = await setUp();
    const { entries, EarlyPressesContext, presses } = s;
    const log: string[] = [];
    vi.spyOn(console, "error").mockImplementation(() => {}); // the boundary's report
    const Island = await widgetIsland(s);
    const html = renderToString(<Island log={log} />);
    const host = mount(`<div>${html}</div>`);
    host.querySelector("button")!.click();
    expect(presses.pressed()).toEqual(["widget"]);
    const root = await act(async () =>
      hydrateRoot(
        host,
        <EarlyPressesContext value={presses}>
          <Island log={log} fails />
        </EarlyPressesContext>,
        { onCaughtError: () => {} },
      ),
    );
    await expect(entries[0]!.awake.promise).resolves.toBeUndefined();
    expect(presses.pressed()).toEqual([]);
    expect(log).toEqual([]); // the widget is gone: nothing carried it out
    act(() => root.unmount());
  });

  it("gives up when its chunk fails twice: its held presses take their default action", async () => {
    const { island, entries, presses } = await setUp();
    vi.spyOn(console, "error").mockImplementation(() => {});
    island(
      "widget",
      "widget.tsx",
      () => Promise.reject(new Error("offline")),
      () => Widget,
    );
    const link = mount(`<div class="widget"><a href="#away" data-early-press="w">Away</a></div>`);
    const followed: boolean[] = [];
    link.addEventListener("click", (e) => {
      followed.push(e.defaultPrevented);
      e.preventDefault();
    });
    link.querySelector("a")!.click();
    expect(followed).toEqual([]);
    await entries[0]!.start(presses);
    await expect(entries[0]!.awake.promise).resolves.toBeUndefined();
    expect(followed).toEqual([false]);
  });
});

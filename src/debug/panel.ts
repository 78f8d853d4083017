import "./panel.css";
import "./dock.css";
import * as Essentials from "@tweakpane/plugin-essentials";
import { type FolderApi, Pane } from "tweakpane";
import { motionStorage, motionStore } from "../motion/motionStore.ts";
import type { MotionSettings } from "../motion/settings.ts";
import { loadGuarded } from "../platform/reportError.ts";
import { addAbFolder } from "./abFolder.ts";
import type { PanelContext, PanelPart } from "./context.ts";
import { attachDevTools } from "./devtools.ts";
import type { ContentMotion } from "./fields.ts";
import { addFilmButton } from "./filmButton.ts";
import { createHistory, historyKeys } from "./history.ts";
import { installLibraryPolicy } from "./libraryPolicy.ts";
import { createMessages } from "./messages.ts";
import { linkPanel } from "./panelLink.ts";
import { addPlaybackKeys } from "./playbackKeys.ts";
import { addSaveToContent } from "./saveToContent.ts";
import { addSlideshowFolder } from "./slideshowFolder.ts";
import { addStripFolder } from "./stripFolder.ts";
import { addTimelineFolder } from "./timelineFolder.ts";
import { addPlaybackFolder, addSettingsFolder } from "./transfer.ts";

/** The transition sheet: a lazy chunk of its own, loaded when the Sheet button is pressed. */
const SHEET_FILE = "src/debug/sheet.ts";

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string) {
  const el = document.createElement(tag);
  el.className = className;
  return el;
}

/**
 * The designers' panel (loaded only with ?debug): Tweakpane controls for the slideshow's and the strip's
 * motion, an FPS graph, the last changes' timelines a row per piece (under "Timeline"), GSDevTools on
 * the last transition, playback keys (listed under "Keys"),
 * export, import and reset (and, under `npm run dev`, save to content), and two kept tunings, A and B,
 * to put in force or compare side by side (abFolder.ts).
 * Every change is validated before it is stored; a refusal shows in an alert pinned at the panel's top.
 * Returns the cleanup.
 */
export function mountDebugPanel(content: ContentMotion): () => void {
  installLibraryPolicy();
  const root = element("aside", "debug-panel");
  root.setAttribute("aria-label", "Motion debug panel");
  const messages = createMessages();
  const box = element("textarea", "debug-panel__json");
  box.setAttribute("aria-label", "Settings JSON");
  box.placeholder = "Settings JSON: Export fills this; Import reads it (or the clipboard when empty)";
  box.spellcheck = false;

  // Tweakpane's API types live in @tweakpane/core, which is not installed: the pane is typed by hand.
  const pane = new Pane({ title: "Motion (debug)", container: root }) as unknown as FolderApi & {
    registerPlugin(bundle: unknown): void;
    refresh(): void;
    dispose(): void;
  };
  pane.registerPlugin(Essentials);
  // Folded by its title: a small tab, the page given its width back (dock.css).
  pane.on("fold", ({ expanded }: { expanded: boolean }) =>
    root.classList.toggle("debug-panel--folded", !expanded),
  );
  const fps = pane.addBlade({ view: "fpsgraph", label: "FPS", rows: 2 }) as unknown as {
    begin(): void;
    end(): void;
  };

  const parts: PanelPart[] = [];
  const show = (settings: MotionSettings) => {
    for (const part of parts) part(settings);
    pane.refresh();
  };
  const link = linkPanel(motionStore, motionStorage, { show, alert: messages.alert });
  const ctx: PanelContext = {
    content,
    commit: link.commit,
    show: () => show(motionStore.get()),
    alert: messages.alert,
    note: messages.note,
    unsay: messages.unsay,
    offerUndo: messages.offerUndo,
  };
  messages.clearOnGoodEdits(pane.element);
  parts.push(addSlideshowFolder(pane, ctx), addStripFolder(pane, ctx));
  const timeline = addTimelineFolder(pane);
  const playback = addPlaybackFolder(pane, ctx);
  playback.folder.addButton({ title: "Sheet" }).on("click", () => {
    // Its own chunk: only a designer who asks for the sheet downloads it.
    void loadGuarded(SHEET_FILE, () => import("./sheet.ts")).then((sheet) => sheet?.openTransitionSheet(ctx));
  });
  addFilmButton(playback.folder, ctx, () => tools.lastSlideshow());
  const history = createHistory(motionStore, () => steps.update());
  const { folder: settings, steps } = addSettingsFolder(pane, ctx, box, history);
  steps.update();
  const stopKeys = historyKeys(history, steps.moved);
  const save = addSaveToContent(settings, content);
  addAbFolder(pane, ctx);
  const tools = attachDevTools();
  const keys = addPlaybackKeys(root, { playhead: tools.playhead, playback: playback.actions });
  root.prepend(messages.element);
  root.append(keys.list, save, box);
  document.body.append(root);

  let frame = requestAnimationFrame(function tick() {
    fps.begin();
    fps.end();
    timeline.follow();
    frame = requestAnimationFrame(tick);
  });
  return () => {
    cancelAnimationFrame(frame);
    link.stop();
    history.stop();
    stopKeys();
    keys.stop();
    tools.stop();
    timeline.stop();
    pane.dispose();
    root.remove();
  };
}

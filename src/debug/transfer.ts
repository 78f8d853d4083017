import type { FolderApi } from "tweakpane";
import { isEmpty, motionStore } from "../motion/motionStore.ts";
import { type Change, named, type PanelContext } from "./context.ts";
import type { History } from "./history.ts";
import { checkImport } from "./importCheck.ts";
import { tuningLink } from "./tuningLink.ts";

/** What Replay says when nothing plays: the slideshow has not woken yet (before its first change it plays the next slide). */
const REPLAY_NEEDS = "Nothing to replay yet: the slideshow wakes when the page is first used";

/** What the Playback folder's controls do, for its keys to do the same (playbackKeys.ts). */
export type PlaybackActions = { replay(): void; toggleSlow(): void; toggleLoop(): void };

/**
 * Replay, slow motion and loop for the last change of the widget that changed last (the slideshow's
 * transition or the strip's page change); never stored. Returns the folder and
 * its actions: a key flips a switch as a click does, through the switch's own change.
 */
export function addPlaybackFolder(parent: FolderApi, ctx: PanelContext) {
  const folder = parent.addFolder({ title: "Playback" });
  const state = { slow: motionStore.playback().timeScale === 0.25, loop: motionStore.playback().loop };
  const replay = () => {
    const played = motionStore.replay();
    if (!played) return ctx.note(REPLAY_NEEDS);
    ctx.unsay(REPLAY_NEEDS);
    if (played === "strip") ctx.note("Replayed the strip's last page change, with the tuning in force");
  };
  folder.addButton({ title: "Replay transition" }).on("click", replay);
  const slow = named(folder.addBinding(state, "slow", { label: "slow ¼×" }), "Slow motion");
  slow.on("change", (ev: Change<boolean>) => {
    if (ev.value !== (motionStore.playback().timeScale === 0.25))
      motionStore.setPlayback({ timeScale: ev.value ? 0.25 : 1 });
  });
  // Ticked while a quarter of the speed is in force, however it was set (GSDevTools' speed menu too).
  const off = motionStore.onPlayback(({ timeScale }) => {
    if (!slow.element.isConnected) return off(); // the panel is gone
    state.slow = timeScale === 0.25;
    slow.refresh();
  });
  const loop = named(folder.addBinding(state, "loop"), "Loop transition");
  loop.on("change", (ev: Change<boolean>) => {
    motionStore.setPlayback({ loop: ev.value });
    if (ev.value) motionStore.replay(); // the widget that changed last; again after each end (motionStore)
  });
  const flip = (key: keyof typeof state, binding: typeof slow) => () => {
    state[key] = !state[key];
    binding.refresh();
  };
  const actions: PlaybackActions = { replay, toggleSlow: flip("slow", slow), toggleLoop: flip("loop", loop) };
  return { folder, actions };
}

/** Undo and Redo of every edit, back to the page's load (history.ts); each says when there is none. */
function addHistoryButtons(folder: FolderApi, ctx: PanelContext, history: History) {
  const buttons = (["undo", "redo"] as const).map((what) => {
    const button = folder.addButton({ title: what === "undo" ? "Undo edit" : "Redo edit" });
    button.on("click", () => moved(what, what === "undo" ? history.undo() : history.redo()));
    return button;
  });
  function moved(what: "undo" | "redo", done: boolean) {
    ctx.note(done ? `Edit ${what === "undo" ? "undone" : "redone"}` : `Nothing to ${what}`);
  }
  const [undo, redo] = buttons as [(typeof buttons)[0], (typeof buttons)[0]];
  return {
    moved,
    /** The buttons say whether there is something to undo or redo. */
    update() {
      undo.disabled = !history.canUndo();
      redo.disabled = !history.canRedo();
    },
  };
}

/** What Export and Copy link say: copied, or left in the text box when the clipboard refused. */
const SAID: Record<"settings" | "link", [copied: string, inBox: string]> = {
  settings: ["Settings copied to the clipboard", "Settings are in the text box"],
  link: [
    "Link copied to the clipboard: it opens the site with this tuning, without the panel",
    "The link is in the text box: it opens the site with this tuning, without the panel",
  ],
};

/** Puts `text` in the text box and on the clipboard, and says where it is. */
async function copyOut(ctx: PanelContext, box: HTMLTextAreaElement, text: string, what: keyof typeof SAID) {
  const [copied, inBox] = SAID[what];
  box.value = text;
  try {
    await navigator.clipboard.writeText(text);
    ctx.note(copied);
  } catch {
    ctx.note(`${inBox} (the clipboard was not available)`);
  }
}

/**
 * Undo and Redo, Export (to the clipboard and the text box), Copy link (the same, a link to the site
 * with this tuning: tuningLink.ts), Import (from the text box, or the clipboard
 * when it is empty) and Reset, which Undo takes back. Imported JSON is validated like everything else
 * (importCheck.ts) before it is stored. Returns the folder (Save to content joins it under `npm run
 * dev`) and what keeps Undo and Redo up to date.
 */
export function addSettingsFolder(
  parent: FolderApi,
  ctx: PanelContext,
  box: HTMLTextAreaElement,
  history: History,
) {
  const folder = parent.addFolder({ title: "Settings" });
  const steps = addHistoryButtons(folder, ctx, history);
  folder
    .addButton({ title: "Export" })
    .on("click", () => copyOut(ctx, box, JSON.stringify(motionStore.get(), null, 2), "settings"));
  folder
    .addButton({ title: "Copy link" })
    .on("click", () => copyOut(ctx, box, tuningLink(location.href, motionStore.get()), "link"));
  folder.addButton({ title: "Import" }).on("click", async () => {
    let text = box.value.trim();
    if (!text) {
      try {
        text = await navigator.clipboard.readText();
      } catch {
        return ctx.alert("Paste settings into the text box: the clipboard could not be read");
      }
    }
    const checked = await checkImport(ctx.content, text);
    if (checked instanceof Error) return ctx.alert(checked.message);
    if (ctx.commit(() => checked)) ctx.note("Settings imported");
  });
  // Reset throws all tuning away: set apart (and in red) from Save to content, which joins below, and
  // undoable until the settings change again.
  folder.addBlade({ view: "separator" });
  const reset = folder.addButton({ title: "Reset" });
  reset.element.classList.add("debug-panel__danger");
  reset.on("click", () => {
    const before = motionStore.get();
    const json = box.value;
    motionStore.clear();
    box.value = "";
    ctx.alert("");
    const cleared = "Tuned motion cleared: the content's settings apply";
    if (isEmpty(before)) return ctx.note(cleared);
    ctx.offerUndo(cleared, "Undo reset", () => {
      history.undo();
      box.value = json;
      ctx.note("Reset undone: the tuned motion is back");
    });
  });
  folder.addBlade({ view: "separator" });
  return { folder, steps };
}

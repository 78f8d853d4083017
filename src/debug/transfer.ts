import type { FolderApi } from "tweakpane";
import { motionStore } from "../motion/motionStore.ts";
import { parseMotionSettings } from "../motion/settings.ts";
import { type Change, named, type PanelContext } from "./context.ts";

/** Replay, slow motion and loop for the slideshow's last transition; never stored. */
export function addPlaybackFolder(parent: FolderApi): FolderApi {
  const folder = parent.addFolder({ title: "Playback" });
  const state = { slow: motionStore.playback().timeScale === 0.25, loop: motionStore.playback().loop };
  folder.addButton({ title: "Replay transition" }).on("click", () => motionStore.replay());
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
  named(folder.addBinding(state, "loop"), "Loop transition").on("change", (ev: Change<boolean>) => {
    motionStore.setPlayback({ loop: ev.value });
    if (ev.value) motionStore.replay();
  });
  return folder;
}

/**
 * Export (to the clipboard and the text box), Import (from the text box, or the clipboard when it is
 * empty) and Reset. Imported JSON is validated like everything else before it is stored. Returns the
 * folder (Save to content joins it under `npm run dev`).
 */
export function addSettingsFolder(parent: FolderApi, ctx: PanelContext, box: HTMLTextAreaElement): FolderApi {
  const folder = parent.addFolder({ title: "Settings" });
  folder.addButton({ title: "Export" }).on("click", async () => {
    const json = JSON.stringify(motionStore.get(), null, 2);
    box.value = json;
    try {
      await navigator.clipboard.writeText(json);
      ctx.note("Settings copied to the clipboard");
    } catch {
      ctx.note("Settings are in the text box (the clipboard was not available)");
    }
  });
  folder.addButton({ title: "Import" }).on("click", async () => {
    let text = box.value.trim();
    if (!text) {
      try {
        text = await navigator.clipboard.readText();
      } catch {
        return ctx.alert("Paste settings into the text box: the clipboard could not be read");
      }
    }
    const parsed = parseMotionSettings(text);
    if (parsed instanceof Error) return ctx.alert(parsed.message);
    ctx.commit(() => parsed);
    ctx.note("Settings imported");
  });
  folder.addButton({ title: "Reset" }).on("click", () => {
    motionStore.clear();
    box.value = "";
    ctx.alert("");
    ctx.note("Tuned motion cleared: the content's settings apply");
  });
  return folder;
}

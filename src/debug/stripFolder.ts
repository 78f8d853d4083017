import type { FolderApi } from "tweakpane";
import { motionStore } from "../motion/motionStore.ts";
import { stripAnimationChoices, stripPageAnimations } from "../motion/names.ts";
import { addEasePreset, type Change, listOf, named, type PanelContext, type PanelPart } from "./context.ts";
import { type StripDraft, stripDraft, withStripField } from "./fields.ts";

/** The strip's controls: its animation, each animation's timing, the ease, autoplay and delay. */
export function addStripFolder(parent: FolderApi, ctx: PanelContext): PanelPart {
  const folder = parent.addFolder({ title: "Strip", expanded: false });
  const draft: StripDraft = stripDraft(ctx.content, motionStore.get());
  const edit = (key: keyof StripDraft) => (ev: Change) => {
    if (ev.last && !ctx.syncing()) ctx.commit((s) => withStripField(ctx.content, s, draft, key));
  };
  const bind = (key: keyof StripDraft, name: string, params: Record<string, unknown> = {}) =>
    named(folder.addBinding(draft, key, params), name).on("change", edit(key));

  named(
    folder.addBinding(draft, "animation", { options: listOf(stripAnimationChoices) }),
    "Strip animation",
  ).on("change", (ev: Change) => {
    // The timing controls follow the chosen animation.
    if (!ctx.syncing() && draft.animation !== "random")
      draft.tuneOf = draft.animation as StripDraft["tuneOf"];
    edit("animation")(ev);
  });
  named(
    folder.addBinding(draft, "tuneOf", { label: "timing of", options: listOf(stripPageAnimations) }),
    "Strip timing of animation",
  ).on("change", () => ctx.syncing() || ctx.sync());
  bind("duration", "Strip duration (ms)", { label: "duration ms" });
  bind("stagger", "Strip stagger (ms)", { label: "stagger ms" });
  bind("extraDistance", "Strip extra distance (px)", { label: "extra px" });
  bind("ease", "Strip ease");
  const preset = addEasePreset(folder, ctx, "Strip ease preset", (ease, ev) => {
    draft.ease = ease;
    edit("ease")(ev);
  });
  bind("autoplay", "Strip autoplay");
  bind("delay", "Strip autoplay delay (s)", { label: "delay s" });
  return (settings) => {
    Object.assign(draft, stripDraft(ctx.content, settings, draft.tuneOf));
    preset.ease = "";
  };
}

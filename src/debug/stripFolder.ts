import type { FolderApi } from "tweakpane";
import { motionStore } from "../motion/motionStore.ts";
import { stripAnimations, stripMotions } from "../motion/names.ts";
import {
  addEasePreset,
  type Change,
  createDraft,
  listOf,
  named,
  type PanelContext,
  type PanelPart,
} from "./context.ts";
import { type StripDraft, stripDraft, withStripField } from "./fields.ts";

/** The strip's controls: its animation, each animation's timing, the ease, autoplay and delay. */
export function addStripFolder(parent: FolderApi, ctx: PanelContext): PanelPart {
  const folder = parent.addFolder({ title: "Strip", expanded: false });
  const { draft, show, edited } = createDraft(stripDraft(ctx.content, motionStore.get()));
  const commit = (key: keyof StripDraft) => ctx.commit((s) => withStripField(ctx.content, s, draft, key));
  /** A control; a designer's finished edit of it runs `onEdit` (by default, commits its field). */
  const bind = (key: keyof StripDraft, name: string, params = {}, onEdit = () => commit(key)) =>
    named(folder.addBinding(draft, key, params), name).on("change", (ev: Change) => {
      if (ev.last && edited(key)) onEdit();
    });

  bind("animation", "Strip animation", { options: listOf(stripAnimations) }, () => {
    // The timing controls follow the chosen animation.
    if (draft.animation !== "random") draft.tuneOf = draft.animation as StripDraft["tuneOf"];
    commit("animation");
  });
  const tuneOf = { label: "timing of", options: listOf(stripMotions) };
  bind("tuneOf", "Strip timing of animation", tuneOf, () => ctx.show());
  bind("duration", "Strip duration (ms)", { label: "duration ms" });
  bind("stagger", "Strip stagger (ms)", { label: "stagger ms" });
  bind("extraDistance", "Strip extra distance (px)", { label: "extra px" });
  bind("ease", "Strip ease");
  const preset = addEasePreset(folder, "Strip ease preset", (ease) => {
    draft.ease = ease;
    commit("ease");
  });
  bind("autoplay", "Strip autoplay");
  bind("delay", "Strip autoplay delay (s)", { label: "delay s" });
  return (settings) => {
    show(stripDraft(ctx.content, settings, draft.tuneOf));
    preset.ease = "";
  };
}

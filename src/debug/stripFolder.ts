import type { FolderApi } from "tweakpane";
import { motionStore } from "../motion/motionStore.ts";
import { stripAnimationChoices, stripPageAnimations } from "../motion/names.ts";
import { RANGES } from "../motion/ranges.ts";
import { addEasePreset, binder, createDraft, listOf, type PanelContext, type PanelPart } from "./context.ts";
import { STRIP_NAMES } from "./fieldNames.ts";
import { type StripDraft, stripDraft, withStripField } from "./fields.ts";
import { rangedBind } from "./rangedControl.ts";
import { folderReverts } from "./revert.ts";

/** The strip's controls: its animation, each animation's timing, the ease, autoplay and delay. */
export function addStripFolder(parent: FolderApi, ctx: PanelContext): PanelPart {
  const folder = parent.addFolder({ title: "Strip", expanded: false });
  const { draft, show, edited } = createDraft(stripDraft(ctx.content, motionStore.get()));
  const commit = (key: keyof StripDraft) => ctx.commit((s) => withStripField(ctx.content, s, draft, key));
  const reverts = folderReverts<StripDraft>(ctx, "strip");
  const bind = reverts.wrap(binder(folder, { draft, edited }, commit));
  const showReverts = () => reverts.show(draft, stripDraft(ctx.content, {}, draft.tuneOf), draft.tuneOf);
  const number = rangedBind(bind, ctx.alert);

  bind("animation", STRIP_NAMES.animation, { options: listOf(stripAnimationChoices) }, () => {
    // The timing controls follow the chosen animation.
    if (draft.animation !== "random") draft.tuneOf = draft.animation as StripDraft["tuneOf"];
    commit("animation");
  });
  const tuneOf = { label: "timing of", options: listOf(stripPageAnimations) };
  bind("tuneOf", STRIP_NAMES.tuneOf, tuneOf, () => ctx.show());
  number("duration", STRIP_NAMES.duration, RANGES.duration, { label: "duration ms" });
  number("stagger", STRIP_NAMES.stagger, RANGES.stagger, { label: "stagger ms" });
  number("extraDistance", STRIP_NAMES.extraDistance, RANGES.extraDistance, { label: "extra px" });
  bind("ease", STRIP_NAMES.ease);
  const preset = addEasePreset(folder, "Strip ease preset", (ease) => {
    draft.ease = ease;
    commit("ease");
  });
  bind("autoplay", STRIP_NAMES.autoplay);
  number("delay", STRIP_NAMES.delay, RANGES.stripDelay, { label: "delay s" });
  showReverts();
  return (settings) => {
    show(stripDraft(ctx.content, settings, draft.tuneOf));
    showReverts();
    preset.ease = "";
  };
}

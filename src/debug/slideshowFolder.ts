import type { CubicBezierApi } from "@tweakpane/plugin-essentials";
import type { FolderApi } from "tweakpane";
import { motionStore } from "../motion/motionStore.ts";
import { slideshowAnimations, slideshowTransitions } from "../motion/names.ts";
import { GL_NAMES, GL_PREFIX } from "../widgets/slideshow/glCatalogue.ts";
import { isGlAnimation, isTransitionName } from "../widgets/slideshow/options.ts";
import { addEasePreset, type Change, listOf, named, type PanelContext, type PanelPart } from "./context.ts";
import { type SlideshowDraft, slideshowDraft, withSlideshowField } from "./fields.ts";
import { addGlParamsFolder } from "./glParamsFolder.ts";

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The slideshow's controls: every setting of its content schema, applied from the next transition. */
export function addSlideshowFolder(parent: FolderApi, ctx: PanelContext): PanelPart {
  const folder = parent.addFolder({ title: "Slideshow" });
  const draft: SlideshowDraft = slideshowDraft(ctx.content, motionStore.get());
  const edit = (key: keyof SlideshowDraft) => (ev: Change) => {
    if (ev.last && !ctx.syncing()) ctx.commit((s) => withSlideshowField(ctx.content, s, draft, key));
  };
  const bind = (key: keyof SlideshowDraft, name: string, params: Record<string, unknown> = {}) =>
    named(folder.addBinding(draft, key, params), name).on("change", edit(key));

  // The 18, random, then the gl-transitions catalogue; choosing one of the catalogue plays it at once.
  const animations = [...slideshowAnimations, ...GL_NAMES.map((n) => `${GL_PREFIX}${n}`)];
  named(folder.addBinding(draft, "animation", { options: listOf(animations) }), "Slideshow animation").on(
    "change",
    (ev: Change) => {
      if (ctx.syncing()) return;
      // The stagger control follows the chosen transition.
      if (isTransitionName(draft.animation)) draft.staggerOf = draft.animation;
      edit("animation")(ev);
      if (ev.last && isGlAnimation(draft.animation)) motionStore.replay();
    },
  );
  const params = addGlParamsFolder(folder, ctx);
  bind("duration", "Slideshow duration (ms)", { label: "duration ms" });
  bind("ease", "Slideshow ease");
  const preset = addEasePreset(folder, ctx, "Slideshow ease preset", (ease, ev) => {
    draft.ease = ease;
    edit("ease")(ev);
  });
  const curve = folder.addBlade({
    view: "cubicbezier",
    label: "curve",
    value: [0.45, 0, 0.55, 1],
    expanded: false,
    picker: "inline",
  }) as CubicBezierApi;
  curve.on("change", (ev) => {
    if (!ev.last || ctx.syncing()) return;
    draft.ease = `cubic-bezier(${ev.value.toObject().map(round).join(", ")})`;
    edit("ease")(ev);
  });
  named(
    folder.addBinding(draft, "staggerOf", { label: "stagger of", options: listOf(slideshowTransitions) }),
    "Stagger of transition",
  ).on("change", () => ctx.syncing() || ctx.sync());
  bind("stagger", "Slideshow stagger (ms)", { label: "stagger ms" });
  bind("blinds", "Blinds", { step: 1 });
  bind("rows", "Boxes rows", { label: "boxes rows", step: 1 });
  bind("cols", "Boxes columns", { label: "boxes cols", step: 1 });
  bind("autoplay", "Slideshow autoplay");
  bind("delay", "Slideshow autoplay delay (ms)", { label: "delay ms" });
  return (settings) => {
    params(settings);
    Object.assign(draft, slideshowDraft(ctx.content, settings, draft.staggerOf));
    preset.ease = "";
  };
}

import { CubicBezier, type CubicBezierApi } from "@tweakpane/plugin-essentials";
import type { FolderApi } from "tweakpane";
import { motionStore } from "../motion/motionStore.ts";
import { slideshowAnimations, slideshowTransitions } from "../motion/names.ts";
import { RANGES } from "../motion/ranges.ts";
import { GL_NAMES, GL_PREFIX } from "../widgets/slideshow/glCatalogue.ts";
import { isTransitionName } from "../widgets/slideshow/options.ts";
import { addAnimationSearch } from "./animationSearch.ts";
import { addEasePreset, binder, createDraft, listOf, type PanelContext, type PanelPart } from "./context.ts";
import { curveInForce } from "./easeCurves.ts";
import { SLIDESHOW_NAMES } from "./fieldNames.ts";
import { type SlideshowDraft, slideshowDraft, withSlideshowField } from "./fields.ts";
import { addGlParamsFolder } from "./glParamsFolder.ts";
import { rangedBind } from "./rangedControl.ts";
import { folderReverts } from "./revert.ts";

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The slideshow's controls: every setting of its content schema, applied from the next transition. */
export function addSlideshowFolder(parent: FolderApi, ctx: PanelContext): PanelPart {
  const folder = parent.addFolder({ title: "Slideshow" });
  const { draft, show, edited } = createDraft(slideshowDraft(ctx.content, motionStore.get()));
  const commit = (key: keyof SlideshowDraft) =>
    ctx.commit((s) => withSlideshowField(ctx.content, s, draft, key));
  const reverts = folderReverts<SlideshowDraft>(ctx, "slideshow");
  const bind = reverts.wrap(binder(folder, { draft, edited }, commit));
  // Content's values: what a field's revert button goes back to.
  const showReverts = () =>
    reverts.show(draft, slideshowDraft(ctx.content, {}, draft.staggerOf), draft.staggerOf);
  const number = rangedBind(bind, ctx.alert);

  // The 18, random, then the gl-transitions catalogue; choosing one of the catalogue plays it at once.
  const animations = [...slideshowAnimations, ...GL_NAMES.map((n) => `${GL_PREFIX}${n}`)];
  const chosen = () => {
    // The stagger control follows the chosen transition.
    if (isTransitionName(draft.animation)) draft.staggerOf = draft.animation;
    // Any animation chosen plays at once (on a fresh page, to the next slide).
    if (commit("animation")) motionStore.replay("slideshow");
  };
  bind("animation", SLIDESHOW_NAMES.animation, { options: listOf(animations) }, chosen);
  addAnimationSearch(folder, ctx, animations, (name) => {
    draft.animation = name as SlideshowDraft["animation"];
    chosen();
  });
  const params = addGlParamsFolder(folder, ctx);
  number("duration", SLIDESHOW_NAMES.duration, RANGES.duration, { label: "duration ms" });
  bind("ease", SLIDESHOW_NAMES.ease);
  const preset = addEasePreset(folder, "Slideshow ease preset", (ease) => {
    draft.ease = ease;
    commit("ease");
  });
  const showCurve = addCurve(folder, draft.ease, (points) => {
    draft.ease = `cubic-bezier(${points.join(", ")})`;
    commit("ease");
  });
  const staggerOf = { label: "stagger of", options: listOf(slideshowTransitions) };
  bind("staggerOf", SLIDESHOW_NAMES.staggerOf, staggerOf, () => ctx.show());
  number("stagger", SLIDESHOW_NAMES.stagger, RANGES.stagger, { label: "stagger ms" });
  number("blinds", SLIDESHOW_NAMES.blinds, RANGES.blinds);
  number("rows", SLIDESHOW_NAMES.rows, RANGES.boxes, { label: "boxes rows" });
  number("cols", SLIDESHOW_NAMES.cols, RANGES.boxes, { label: "boxes cols" });
  bind("autoplay", SLIDESHOW_NAMES.autoplay);
  number("delay", SLIDESHOW_NAMES.delay, RANGES.slideshowDelay, { label: "delay ms" });
  showReverts();
  return (settings) => {
    params(settings);
    show(slideshowDraft(ctx.content, settings, draft.staggerOf));
    showReverts();
    preset.ease = "";
    showCurve(draft.ease);
  };
}

/**
 * The curve control: it shows the ease in force (its cubic-bezier, or a name's nearest one, labelled
 * so: easeCurves.ts), and a curve the designer draws there becomes the ease. Returns what shows an ease.
 */
function addCurve(folder: FolderApi, ease: string, choose: (points: number[]) => void) {
  const curve = folder.addBlade({
    view: "cubicbezier",
    value: curveInForce(ease).points,
    expanded: false,
    picker: "inline",
  }) as CubicBezierApi & {
    element: HTMLElement;
  };
  curve.element.querySelector(".tp-cbzv_t input")?.setAttribute("aria-label", "Slideshow curve");
  let shown = "";
  const show = (text: string) => {
    const { points, label } = curveInForce(text);
    shown = points.join();
    curve.label = label;
    curve.value = new CubicBezier(...points); // reported as a change: the one shown, not an edit
  };
  curve.on("change", (ev) => {
    const points = ev.value.toObject().map(round);
    if (ev.last && points.join() !== shown) choose(points);
  });
  show(ease);
  return show;
}

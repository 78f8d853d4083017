import type { FolderApi } from "tweakpane";
import { motionStore } from "../motion/motionStore.ts";
import type { MotionSettings } from "../motion/settings.ts";
import { type GlValue, glRange, loadGlTransition } from "../widgets/slideshow/glCatalogue.ts";
import { catalogueName } from "../widgets/slideshow/options.ts";
import type { Change, PanelContext, PanelPart } from "./context.ts";
import { glParamName, tunedGlParam } from "./fieldNames.ts";
import { slideshowOptions, withGlParam } from "./fields.ts";
import { guardTyped, rangeParams } from "./rangedControl.ts";
import { addRevert } from "./revert.ts";

const AXES = ["x", "y", "z", "w"] as const;
type Point = Partial<Record<(typeof AXES)[number], number>>;
type Control = number | boolean | Point;

/** A uniform's value as a Tweakpane control edits it: vectors as points {x, y, ...}. */
const toControl = (value: GlValue): Control =>
  Array.isArray(value) ? Object.fromEntries(value.map((n, i) => [AXES[i], n])) : value;
const fromControl = (control: Control): GlValue =>
  typeof control === "object" ? AXES.flatMap((axis) => control[axis] ?? []) : control;

/** A uniform's control: a slider over its range (glslUniforms.ts), on each axis of a vector. */
function sliderParams(range: ReturnType<typeof glRange>, value: GlValue): object {
  if (typeof value === "number") return rangeParams(range);
  return Array.isArray(value) ? Object.fromEntries(AXES.map((axis) => [axis, rangeParams(range)])) : {};
}

/**
 * The chosen catalogue transition's parameters (its GLSL's uniforms and their defaults), one control
 * each, shown while a gl: transition is chosen. A change is validated, stored and played at once.
 */
export function addGlParamsFolder(parent: FolderApi, ctx: PanelContext): PanelPart {
  const folder = parent.addFolder({ title: "Transition params" }) as FolderApi & {
    hidden: boolean;
    children: { dispose(): void }[];
  };
  folder.hidden = true;
  let chosen: string | undefined;
  let draft: Record<string, Control> = {};
  let defaults: Record<string, GlValue> = {};
  // Each value as last shown, as JSON: refreshing the pane reports the controls it moves as changes.
  let shown: Record<string, string> = {};
  const showValue = (key: string, value: GlValue) => {
    draft[key] = toControl(value);
    shown[key] = JSON.stringify(value);
  };

  const valuesOf = (name: string, settings: MotionSettings) =>
    slideshowOptions(ctx.content.gallery, settings.slideshow).glParams[name] ?? {};
  // Each control's revert button, shown against content's value (else the shader's default).
  let reverts: Record<string, ReturnType<typeof addRevert>> = {};
  const showReverts = (name: string) => {
    const content = valuesOf(name, {});
    for (const [key, show] of Object.entries(reverts))
      show({
        ...tunedGlParam(name, key),
        inForce: fromControl(draft[key] as Control),
        content: content[key] ?? defaults[key],
      });
  };

  async function show(name: string) {
    const transition = await loadGlTransition(name);
    if (chosen !== name) return; // another was chosen meanwhile
    for (const child of [...folder.children]) child.dispose();
    const tuned = valuesOf(name, motionStore.get());
    const params = Object.entries(transition?.params ?? {});
    defaults = Object.fromEntries(params.map(([key, p]) => [key, p.value]));
    draft = {};
    shown = {};
    reverts = {};
    for (const [key, p] of params) showValue(key, tuned[key] ?? p.value);
    for (const [key, param] of params) {
      const range = glRange(param);
      const binding = folder.addBinding(draft, key, sliderParams(range, param.value));
      const inputs = [...binding.element.querySelectorAll("input")];
      inputs.forEach((input, i) => {
        const axis = inputs.length > 1 ? ` ${AXES[i]}` : "";
        const label = `${glParamName(name, key)}${axis}`;
        input.setAttribute("aria-label", label);
        if (param.type !== "bool") guardTyped(input, label, range, ctx.alert);
      });
      reverts[key] = addRevert(binding.element, ctx, () => motionStore.replay("slideshow"));
      binding.on("change", (ev: Change) => {
        const value = fromControl(draft[key] as Control);
        if (!ev.last || JSON.stringify(value) === shown[key]) return;
        ctx.commit((s) => withGlParam(ctx.content, s, name, key, value));
        motionStore.replay("slideshow");
      });
    }
    showReverts(name);
    folder.hidden = params.length === 0;
  }

  const part: PanelPart = (settings) => {
    const name = catalogueName(slideshowOptions(ctx.content.gallery, settings.slideshow).animation);
    if (name !== chosen) {
      chosen = name;
      folder.hidden = true;
      if (name) void show(name);
      return;
    }
    if (!name) return;
    const tuned = valuesOf(name, settings);
    for (const key of Object.keys(draft)) showValue(key, tuned[key] ?? (defaults[key] as GlValue));
    showReverts(name);
  };
  part(motionStore.get());
  return part;
}

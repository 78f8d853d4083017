import "./compare.css";
import { motionStore } from "../motion/motionStore.ts";
import type { ResolvedOptions, SlideAnimation } from "../widgets/slideshow/options.ts";
import { SHEET_CELL } from "../widgets/slideshow/sheetLayout.ts";
import { createTransitionSheet } from "../widgets/slideshow/transitionSheet.ts";
import { type KeptTuning, SLOTS, type Slot } from "./abTunings.ts";
import { type StageSize, showCompareDialog } from "./compareDialog.ts";
import type { PanelContext } from "./context.ts";
import { slideshowOptions } from "./fields.ts";
import { slideImages } from "./sheet.ts";
import { closesBy } from "./sheetDialog.ts";
import { drawnWith } from "./sheetLegend.ts";

type Renderer = Awaited<ReturnType<typeof createTransitionSheet>>;
type Stage = { renderer: Renderer; name: SlideAnimation; options: ResolvedOptions; seconds: number };

/** What a stage draws: its tuning's animation ("random" picks at each change: the crossfade stands in). */
const drawnName = (options: ResolvedOptions): SlideAnimation =>
  options.animation === "random" ? "crossfade" : options.animation;

/** A stage's size: small is the sheet's frame; large fills its half of the dialog, at the sheet's proportions. */
function stageSize(size: StageSize, half: HTMLElement) {
  if (size === "small") return { width: SHEET_CELL.width, height: SHEET_CELL.height };
  const width = Math.floor(half.clientWidth);
  return { width, height: Math.round((width * SHEET_CELL.height) / SHEET_CELL.width) };
}

let open: (() => void) | undefined;

/**
 * Compare A and B (behaviour.md 13): a dialog with two stages side by side, each drawing its kept
 * tuning's transition from slide 1 to 2 with the sheet's renderer (the slideshow's own scene, shaders
 * and timeline builder). The "Change progress" slider puts both at the same share of their change;
 * Play runs both from the start, each at its own pace as a press plays it (slow ¼× too), until the
 * longer has ended. `data-drawn` is the percentage both stages last drew.
 */
export async function openCompare(ctx: PanelContext, kept: Record<Slot, KeptTuning>): Promise<void> {
  open?.();
  const parts = showCompareDialog();
  const { dialog, size, play, close, progress, percent, stages } = parts;
  const made: Partial<Record<Slot, Stage>> = {};
  let frame = 0;
  const shut = closesBy(dialog, close, () => {
    cancelAnimationFrame(frame);
    for (const stage of Object.values(made)) stage.renderer.destroy();
    open = undefined;
  });
  open = shut;
  try {
    for (const slot of SLOTS) {
      const options = slideshowOptions(ctx.content.gallery, kept[slot].settings.slideshow);
      const renderer = await createTransitionSheet(stages[slot].canvas, slideImages());
      made[slot] = { renderer, name: drawnName(options), options, seconds: 0 };
      const named = kept[slot].name ? ` “${kept[slot].name}”` : "";
      const how = [drawnName(options), ...drawnWith(options)].join(" · ");
      stages[slot].caption.textContent = `${slot}${named}: ${how}`;
    }
  } catch (error) {
    ctx.alert(`The tunings cannot be compared: ${(error as Error).message}`);
    return shut();
  }
  const ready = made as Record<Slot, Stage>;

  /** Draws each stage at its share of its change; says the slider's percentage once both are drawn. */
  const draw = async (share: Record<Slot, number>, shown: number) => {
    const drawn = await Promise.all(
      SLOTS.map(async (slot) => {
        const stage = ready[slot];
        const px = stageSize(size.value as StageSize, stages[slot].figure);
        const seconds = await stage.renderer.frame(stage.name, stage.options, share[slot] * 100, px);
        if (seconds !== undefined) stage.seconds = seconds;
        return seconds !== undefined;
      }),
    );
    if (drawn.every(Boolean)) dialog.dataset.drawn = String(shown);
  };
  const scrubTo = () => {
    cancelAnimationFrame(frame);
    const value = Number(progress.value);
    percent.textContent = `${value} %`;
    void draw({ A: value / 100, B: value / 100 }, value);
  };
  const playBoth = () => {
    cancelAnimationFrame(frame);
    const longest = Math.max(ready.A.seconds, ready.B.seconds);
    const pace = motionStore.playback().timeScale;
    const start = performance.now();
    const tick = (now: number) => {
      const t = Math.min(longest, ((now - start) / 1000) * pace);
      const shown = Math.round((t / (longest || 1)) * 100);
      progress.value = String(shown);
      percent.textContent = `${shown} %`;
      const share = (slot: Slot) => (ready[slot].seconds ? Math.min(1, t / ready[slot].seconds) : 1);
      void draw({ A: share("A"), B: share("B") }, shown);
      if (t < longest) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
  };
  progress.addEventListener("input", scrubTo);
  size.addEventListener("change", scrubTo);
  play.addEventListener("click", playBoth);
  // Play needs each change's length, which the first frames give.
  play.disabled = true;
  await draw({ A: 0.5, B: 0.5 }, 50);
  play.disabled = false;
}

import { motionStorage, motionStore } from "../motion/motionStore.ts";
import { isGlAnimation, type ResolvedOptions, type SlideAnimation } from "../widgets/slideshow/options.ts";
import {
  rowsOfAB,
  SHEET_PERCENTS,
  SHEET_SIZES,
  type SheetSize,
  sheetLayout,
} from "../widgets/slideshow/sheetLayout.ts";
import { createTransitionSheet } from "../widgets/slideshow/transitionSheet.ts";
import { readKept } from "./abTunings.ts";
import type { PanelContext } from "./context.ts";
import { slideshowDraft, slideshowOptions, withSlideshowField } from "./fields.ts";
import { closesBy, fillBoard, showSheetDialog } from "./sheetDialog.ts";
import { downloadSheetPage } from "./sheetDownload.ts";
import { fillLegend, fillPercents } from "./sheetLegend.ts";
import { CHOSEN_PAGE, gatherByName, sheetPages } from "./sheetPages.ts";

type TransitionSheet = Awaited<ReturnType<typeof createTransitionSheet>>;

/**
 * Fresh, eagerly loading copies of the slideshow's first two slide images (the page's own may be lazy
 * and not loaded yet): the sheet draws slide 1 turning into slide 2, as the visual tests do.
 */
export function slideImages(): HTMLImageElement[] {
  const page = [...document.querySelectorAll<HTMLImageElement>(".slideshow [data-slide] img")].slice(0, 2);
  return page.map((img) => {
    const copy = new Image();
    copy.sizes = img.sizes;
    copy.srcset = img.srcset;
    copy.src = img.src;
    return copy;
  });
}

let open: (() => void) | undefined;
/** What the designer gathered, the page and the frame size last shown: a sheet opened again shows them. */
const remembered = { chosen: [] as SlideAnimation[], page: 0, size: "small" as SheetSize };

/**
 * The sheet of every transition: a labelled dialog over the page with one canvas on which each
 * transition of the page is drawn at 25, 50 and 75 % with the tuned settings in effect now, and a
 * "Choose <name>" button over each transition's frames that makes it the slideshow's animation. The
 * dialog is not modal: the page stays usable while the cells are drawn, one per idle slice. Its
 * `data-state` is "drawing" then "ready", and `data-drawn` counts the cells on the canvas. Its figure
 * (legend, columns' percentages, frames) is the picture `npm run sheet` and Download sheet write. Opened
 * again, it shows what was gathered, on the page and at the frame size it was closed on.
 */
export async function openTransitionSheet(ctx: PanelContext): Promise<void> {
  open?.();
  const parts = showSheetDialog();
  const { dialog, title, previous, next, close } = parts;
  const { chosen } = remembered;
  remembered.page = Math.max(remembered.page, sheetPages(chosen).first);
  parts.size.value = remembered.size;
  // Close and Escape work from the dialog's first frame: its canvas is made in seconds on a slow machine.
  let sheet: TransitionSheet | undefined;
  const shut = closesBy(dialog, close, () => {
    sheet?.destroy();
    open = undefined;
  });
  open = shut;
  sheet = await createTransitionSheet(parts.canvas, slideImages()).catch((error: unknown) => {
    ctx.alert(`The sheet cannot be drawn: ${(error as Error).message}`);
    return undefined;
  });
  if (!dialog.isConnected) return sheet?.destroy(); // shut while its canvas was being made
  if (!sheet) return shut();

  const choose = (name: SlideAnimation) => {
    const draft = { ...slideshowDraft(ctx.content, motionStore.get()), animation: name };
    ctx.commit((s) => withSlideshowField(ctx.content, s, draft, "animation"));
    if (isGlAnimation(name)) motionStore.replay("slideshow");
    shut();
  };

  gatherByName(
    parts.find,
    ctx,
    chosen,
    () => void show(chosen.length ? CHOSEN_PAGE : Math.max(remembered.page, 0)),
  );

  const kept = readKept(motionStorage);
  parts.abRows.disabled = !(kept.A && kept.B);
  parts.abRows.title = parts.abRows.disabled ? "Keep tunings as A and B first (the A/B folder)" : "";
  // The page and frame size shown live in `remembered` alone, kept there for the next opening.
  const show = async (page: number) => {
    remembered.page = page;
    remembered.size = parts.size.value as SheetSize;
    const tuned = motionStore.get().slideshow;
    const options = slideshowOptions(ctx.content.gallery, tuned);
    const { A, B } = kept;
    const ab =
      parts.abRows.checked && A && B
        ? {
            A: slideshowOptions(ctx.content.gallery, A.settings.slideshow),
            B: slideshowOptions(ctx.content.gallery, B.settings.slideshow),
          }
        : undefined;
    const pages = sheetPages(chosen);
    const names = pages.names(page);
    const cell = SHEET_SIZES[remembered.size];
    const { layout, slots } = ab
      ? rowsOfAB(names, cell)
      : { layout: sheetLayout(names, undefined, cell), slots: [] };
    title.textContent = pages.title(page);
    fillLegend(parts.legend, title.textContent, options, tuned, ab);
    fillPercents(parts.percents, layout);
    previous.disabled = page === pages.first;
    next.disabled = page === pages.last;
    fillBoard(parts, layout, options.animation, choose, slots);
    parts.download.disabled = true;
    const optionsOf = (group: number) => (ab ? ab[slots[group] ?? "A"] : options);
    await drawPage(dialog, sheet, layout, optionsOf, () => !dialog.isConnected);
    parts.download.disabled = dialog.dataset.state !== "ready";
  };
  parts.abRows.addEventListener("change", () => void show(remembered.page));
  parts.size.addEventListener("change", () => void show(remembered.page));
  parts.download.addEventListener("click", () => void downloadSheetPage(ctx, parts));
  previous.addEventListener("click", () => void show(remembered.page - 1));
  next.addEventListener("click", () => void show(remembered.page + 1));
  await show(remembered.page);
}

/**
 * Draws a page's cells on the sheet, one per idle slice: the dialog's `data-state` is "drawing" then, unless
 * it was shut meanwhile, "ready"; `data-drawn` counts the cells drawn of `data-total`.
 */
async function drawPage(
  dialog: HTMLElement,
  sheet: TransitionSheet,
  layout: ReturnType<typeof sheetLayout>,
  optionsOf: (group: number) => ResolvedOptions,
  shut: () => boolean,
): Promise<void> {
  const total = layout.groups.length * SHEET_PERCENTS.length;
  dialog.dataset.state = "drawing";
  dialog.dataset.drawn = "0";
  dialog.dataset.total = String(total);
  const started = performance.now();
  const done = await sheet.draw(layout, optionsOf, (n) => {
    dialog.dataset.drawn = String(n);
  });
  if (done && !shut()) {
    dialog.dataset.state = "ready";
    dialog.dataset.ms = String(Math.round(performance.now() - started));
  }
}

import { motionStore } from "../motion/motionStore.ts";
import { slideshowTransitions } from "../motion/names.ts";
import { GL_NAMES, GL_PREFIX } from "../widgets/slideshow/glCatalogue.ts";
import { isGlAnimation, type SlideAnimation } from "../widgets/slideshow/options.ts";
import { SHEET_PERCENTS, sheetLayout } from "../widgets/slideshow/sheetLayout.ts";
import { createTransitionSheet } from "../widgets/slideshow/transitionSheet.ts";
import type { PanelContext } from "./context.ts";
import { slideshowDraft, slideshowOptions, withSlideshowField } from "./fields.ts";
import { element, fillLegend, fillPercents, markInUse } from "./sheetLegend.ts";

/** Page 0 is the 18 transitions; pages 1 to m the gl-transitions catalogue, this many a page. */
const PER_PAGE = 18;
const CATALOGUE_PAGES = Math.ceil(GL_NAMES.length / PER_PAGE);

function namesOn(page: number): SlideAnimation[] {
  if (page === 0) return [...slideshowTransitions];
  return GL_NAMES.slice((page - 1) * PER_PAGE, page * PER_PAGE).map((n) => `${GL_PREFIX}${n}` as const);
}

/**
 * Fresh, eagerly loading copies of the slideshow's first two slide images (the page's own may be lazy
 * and not loaded yet): the sheet draws slide 1 turning into slide 2, as the visual tests do.
 */
function slideImages(): HTMLImageElement[] {
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

/**
 * The sheet of every transition: a labelled dialog over the page with one canvas on which each
 * transition of the page is drawn at 25, 50 and 75 % with the tuned settings in effect now, and a
 * "Choose <name>" button over each transition's frames that makes it the slideshow's animation. The
 * dialog is not modal: the page stays usable while the cells are drawn, one per idle slice. Its
 * `data-state` is "drawing" then "ready", and `data-drawn` counts the cells on the canvas. Its figure is
 * the picture `npm run sheet` writes: set on the dialog, `data-picture` shows the legend in it.
 */
export async function openTransitionSheet(ctx: PanelContext): Promise<void> {
  open?.();
  const dialog = element("dialog", "debug-sheet");
  dialog.setAttribute("aria-label", "Transition sheet");
  const header = element("div", "debug-sheet__header");
  const title = element("h2", "debug-sheet__title");
  const previous = element("button", "", "Previous page");
  const next = element("button", "", "Next page");
  const close = element("button", "", "Close");
  header.append(title, previous, next, close);
  // The sheet itself, as `npm run sheet` writes it: its legend and its frames, not the dialog's buttons.
  const figure = element("figure", "debug-sheet__figure");
  const legend = element("figcaption", "debug-sheet__legend");
  const percents = element("div", "debug-sheet__percents");
  const board = element("div", "debug-sheet__board");
  const canvas = element("canvas", "debug-sheet__canvas");
  canvas.setAttribute("aria-hidden", "true");
  const buttons = element("div", "debug-sheet__buttons");
  board.append(canvas, buttons);
  figure.append(legend, percents, board);
  dialog.append(header, figure);
  document.body.append(dialog);
  dialog.show();
  close.focus();

  let page = 0;
  let destroyed = false;
  const sheet = await createTransitionSheet(canvas, slideImages()).catch((error: unknown) => {
    ctx.alert(`The sheet cannot be drawn: ${(error as Error).message}`);
    return undefined;
  });
  const shut = () => {
    if (destroyed) return;
    destroyed = true;
    sheet?.destroy();
    dialog.remove();
    open = undefined;
  };
  open = shut;
  close.addEventListener("click", shut);
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "Escape") shut();
  });
  if (!sheet) return shut();

  const choose = (name: SlideAnimation) => {
    const draft = { ...slideshowDraft(ctx.content, motionStore.get()), animation: name };
    ctx.commit((s) => withSlideshowField(ctx.content, s, draft, "animation"));
    if (isGlAnimation(name)) motionStore.replay();
    shut();
  };

  async function show(to: number) {
    page = to;
    const names = namesOn(page);
    const layout = sheetLayout(names);
    const tuned = motionStore.get().slideshow;
    const options = slideshowOptions(ctx.content.gallery, tuned);
    title.textContent = page === 0 ? "The 18 transitions" : `Catalogue page ${page} of ${CATALOGUE_PAGES}`;
    fillLegend(legend, title.textContent, options, tuned);
    fillPercents(percents, layout);
    previous.disabled = page === 0;
    next.disabled = page === CATALOGUE_PAGES;
    for (const el of [canvas, buttons]) {
      el.style.width = `${layout.width}px`;
      el.style.height = `${layout.height}px`;
    }
    buttons.replaceChildren(
      ...layout.groups.map((group) => {
        const button = element("button", "debug-sheet__choice", group.name);
        button.setAttribute("aria-label", `Choose ${group.name}`);
        if (group.name === options.animation) markInUse(button);
        button.title = `${group.name} at ${SHEET_PERCENTS.join(", ")} %`;
        Object.assign(button.style, {
          left: `${group.x}px`,
          top: `${group.y}px`,
          width: `${group.width}px`,
          height: `${group.height}px`,
        });
        button.addEventListener("click", () => choose(group.name));
        return button;
      }),
    );
    const total = names.length * SHEET_PERCENTS.length;
    dialog.dataset.state = "drawing";
    dialog.dataset.drawn = "0";
    dialog.dataset.total = String(total);
    const started = performance.now();
    const done = await sheet?.draw(names, options, (n) => {
      dialog.dataset.drawn = String(n);
    });
    if (done && !destroyed) {
      dialog.dataset.state = "ready";
      dialog.dataset.ms = String(Math.round(performance.now() - started));
    }
  }
  previous.addEventListener("click", () => void show(page - 1));
  next.addEventListener("click", () => void show(page + 1));
  await show(0);
}

import "./sheetLegend.css";
import type { MotionSettings } from "../motion/settings.ts";
import type { ResolvedOptions } from "../widgets/slideshow/options.ts";
import { SHEET_PERCENTS, type sheetLayout } from "../widgets/slideshow/sheetLayout.ts";

/** An element of the sheet's dialog with its class and text. */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = "") {
  const el = document.createElement(tag);
  el.className = className;
  el.textContent = text;
  return el;
}

/** The settings a sheet is drawn with, one "name value" each, as a reviewer compares two sheets. */
export function drawnWith(options: ResolvedOptions): string[] {
  const { rows, cols } = options.boxes;
  const staggers = Object.entries(options.stagger).map(([name, ms]) => `${name} ${ms} ms`);
  const params = Object.entries(options.glParams).map(
    ([name, values]) => `${name} ${JSON.stringify(values)}`,
  );
  return [
    `duration ${options.duration} ms`,
    `ease ${options.ease.text}`,
    `blinds ${options.blinds}`,
    `boxes ${rows} × ${cols}`,
    ...(staggers.length ? [`stagger ${staggers.join(", ")}`] : []),
    ...(params.length ? [`catalogue uniforms ${params.join(", ")}`] : []),
  ];
}

/** Where the settings come from: the content alone, or which fields this browser's tuning sets. */
function source(tuned: MotionSettings["slideshow"]): string {
  const fields = Object.keys(tuned ?? {});
  return fields.length ? `content, tuned here: ${fields.join(", ")}` : "content (nothing tuned here)";
}

/**
 * Fills the sheet's legend, part of what `npm run sheet` writes, so two sheets can be told apart: the
 * page, the settings the frames were drawn with and where they come from, what the columns are, and the
 * animation in use (its frames are marked on the board: markInUse); with rows of A and B (`ab`), each
 * row's settings instead. A description list, read as seen.
 */
export function fillLegend(
  legend: HTMLElement,
  title: string,
  options: ResolvedOptions,
  tuned: MotionSettings["slideshow"],
  ab?: Record<"A" | "B", ResolvedOptions>,
): void {
  const list = element("dl", "debug-sheet__facts");
  const fact = (term: string, value: string) => {
    list.append(element("dt", "", term), element("dd", "", value));
  };
  if (ab) {
    fact("A rows", drawnWith(ab.A).join(" · "));
    fact("B rows", drawnWith(ab.B).join(" · "));
  } else {
    fact("Drawn with", drawnWith(options).join(" · "));
    fact("From", source(tuned));
  }
  fact("Columns", `each transition at ${SHEET_PERCENTS.map((p) => `${p} %`).join(", ")} of its change`);
  fact(
    "In use",
    options.animation === "random" ? "random (each change picks one)" : `${options.animation} (marked)`,
  );
  legend.replaceChildren(element("strong", "", title), list);
}

/** Marks the button over the frames of the animation in use: framed in gold, its name followed by the mark. */
export function markInUse(button: HTMLElement): void {
  button.setAttribute("aria-current", "true");
  button.append(element("span", "debug-sheet__in-use", "● in use"));
}

/** Puts the percentage over each column of frames on the board (the first row's groups). */
export function fillPercents(row: HTMLElement, layout: ReturnType<typeof sheetLayout>): void {
  row.setAttribute("aria-hidden", "true"); // the legend's "Columns" says it in words
  row.style.width = `${layout.width}px`;
  const firstRow = layout.groups.filter((group) => group.y === 0);
  row.replaceChildren(
    ...firstRow.flatMap((group) =>
      SHEET_PERCENTS.map((percent, i) => {
        const label = element("span", "debug-sheet__percent", `${percent} %`);
        label.style.left = `${group.x + i * (layout.cell.width + layout.cell.gap)}px`;
        label.style.width = `${layout.cell.width}px`;
        return label;
      }),
    ),
  );
}

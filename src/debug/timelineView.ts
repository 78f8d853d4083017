import "./timeline.css";
import { endOf, type Row, ticks } from "./timelineRows.ts";

const SVG = "http://www.w3.org/2000/svg";
/** The drawing's width in its own units (CSS px at the panel's width); the labels' gutter; the axis. */
const WIDTH = 280;
const GUTTER = 64;
const RIGHT = WIDTH - 14;
const AXIS = 16;
/** Rows are at most this tall, and shrink so a change of hundreds of boxes stays about this tall. */
const ROW_MOST = 12;
const ROWS_HEIGHT = 240;

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string | number>) {
  const el = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, String(value));
  return el;
}

function cell(tag: "td" | "th", text: string | number) {
  const el = document.createElement(tag);
  el.textContent = String(text);
  return el;
}

/** The table a screen reader reads for the picture: each piece, its start and duration in ms. */
function rowsTable(rows: readonly Row[]): HTMLTableElement {
  const table = document.createElement("table");
  table.className = "visually-hidden";
  const head = document.createElement("tr");
  head.append(cell("th", "Piece"), cell("th", "Start (ms)"), cell("th", "Duration (ms)"));
  table.createTHead().append(head);
  const body = table.createTBody();
  for (const row of rows) {
    const tr = document.createElement("tr");
    tr.append(cell("th", row.label), cell("td", row.start), cell("td", row.duration));
    body.append(tr);
  }
  return table;
}

/** The picture: a bar per row from its start for its duration, labelled rows, an axis in ms. */
function drawing(rows: readonly Row[], total: number, x: (ms: number) => number) {
  const rowHeight = Math.min(ROW_MOST, Math.max(1, ROWS_HEIGHT / Math.max(1, rows.length)));
  const height = rows.length * rowHeight;
  const picture = svg("svg", { viewBox: `0 0 ${WIDTH} ${height + AXIS}`, "aria-hidden": "true" });
  // Labels at least 10 units apart: every row's when they fit, else every n-th.
  const every = Math.ceil(10 / rowHeight);
  rows.forEach((row, i) => {
    const y = i * rowHeight;
    const bar = svg("rect", {
      class: "debug-timeline__bar",
      x: x(row.start),
      y: y + rowHeight * 0.15,
      width: Math.max(1, x(row.start + row.duration) - x(row.start)),
      height: Math.max(1, rowHeight * 0.7),
    });
    const name = svg("title", {});
    name.textContent = `${row.label}: ${row.start} ms, ${row.duration} ms long`;
    bar.append(name);
    picture.append(bar);
    if (i % every !== 0) return;
    const label = svg("text", { x: GUTTER - 4, y: y + rowHeight / 2, "text-anchor": "end" });
    label.textContent = row.label;
    picture.append(label);
  });
  picture.append(
    svg("line", { class: "debug-timeline__axis", x1: GUTTER, x2: RIGHT, y1: height, y2: height }),
  );
  const title = svg("text", { x: GUTTER - 4, y: height + 11, "text-anchor": "end" });
  title.textContent = "time (ms)";
  picture.append(title);
  for (const ms of ticks(total)) {
    picture.append(
      svg("line", { class: "debug-timeline__tick", x1: x(ms), x2: x(ms), y1: 0, y2: height + 3 }),
    );
    const label = svg("text", { x: x(ms), y: height + 11, "text-anchor": "middle" });
    label.textContent = String(ms);
    picture.append(label);
  }
  const playhead = svg("line", { class: "debug-timeline__playhead", x1: 0, x2: 0, y1: 0, y2: height + 3 });
  picture.append(playhead);
  return { picture, playhead };
}

/**
 * One widget's timeline view in the panel: a figure named "<widget> timeline", its caption the change
 * (read as its description), whose picture has a bar per piece, and a visually hidden table of the same
 * rows. `show` draws a change's rows; `playhead`
 * puts the vertical line at a time of it (ms), or hides it.
 */
export function createTimelineView(widget: string) {
  const figure = document.createElement("figure");
  figure.className = "debug-timeline";
  figure.hidden = true;
  // Named by its widget alone: a name holding "blindsRight" would answer to the Blinds control's label.
  figure.setAttribute("aria-label", `${widget} timeline`);
  const caption = document.createElement("figcaption");
  caption.id = `debug-timeline-${widget.toLowerCase()}`;
  figure.setAttribute("aria-describedby", caption.id);
  let x = (_ms: number) => GUTTER;
  let line: SVGLineElement | undefined;
  let at: number | undefined;
  return {
    element: figure,
    show(title: string, rows: readonly Row[]) {
      const total = endOf(rows);
      x = (ms: number) => GUTTER + (total > 0 ? (ms / total) * (RIGHT - GUTTER) : 0);
      const pieces = rows.length === 1 ? "1 piece" : `${rows.length} pieces`;
      caption.textContent = `${widget}, ${title}: ${pieces} over ${total} ms, in the order they start`;
      const { picture, playhead } = drawing(rows, total, x);
      line = playhead;
      line.style.display = "none"; // until a time of the change is known
      at = undefined;
      figure.replaceChildren(caption, picture, rowsTable(rows));
      figure.hidden = false;
    },
    playhead(ms: number | undefined) {
      if (!line || ms === at) return;
      at = ms;
      line.style.display = ms === undefined ? "none" : "";
      line.setAttribute("x1", String(x(ms ?? 0)));
      line.setAttribute("x2", String(x(ms ?? 0)));
    },
  };
}

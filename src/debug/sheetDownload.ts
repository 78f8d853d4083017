/**
 * The sheet's page as the PNG `npm run sheet` writes (scripts/sheetPicture.ts): its figure (the legend,
 * the columns' percentages, the frames and their names, the animation in use marked), drawn by the browser itself from the same elements and style rules as an
 * SVG image over the WebGL frames as they are. One pixel a CSS pixel, as the sheet's canvas draws them.
 */

import type { PanelContext } from "./context.ts";

const XHTML = "http://www.w3.org/1999/xhtml";

/** The file a page of the sheet downloads as, named after its title ("sheet-the-18-transitions.png"). */
export const sheetFileName = (title: string) =>
  `sheet-${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}.png`;

/** The page's own style rules (not those under a media query: an SVG image is its own small viewport). */
function styleRules(): string {
  const rules: string[] = [];
  for (const sheet of document.styleSheets) {
    try {
      for (const rule of sheet.cssRules) if (rule instanceof CSSStyleRule) rules.push(rule.cssText);
    } catch {
      // another origin's sheet (none on this site) cannot be read, and does not draw the sheet
    }
  }
  return rules.join("\n");
}

/**
 * The figure shown as its picture, measured and copied: where its frames' canvas lies in it, and a copy
 * with an empty box of the canvas's size in its place (the frames are drawn beneath the copy).
 */
function pictureOf(figure: HTMLElement, canvas: HTMLCanvasElement) {
  const box = figure.getBoundingClientRect();
  const frames = canvas.getBoundingClientRect();
  const copy = figure.cloneNode(true) as HTMLElement;
  const space = document.createElement("div");
  space.className = canvas.className;
  space.style.cssText = canvas.style.cssText;
  copy.querySelector("canvas")?.replaceWith(space);
  return {
    copy,
    width: Math.ceil(box.width),
    height: Math.ceil(box.height),
    frames: { x: Math.round(frames.x - box.x), y: Math.round(frames.y - box.y) },
  };
}

/**
 * The PNG of the sheet's page in `dialog`: its figure inside a copy of the dialog (so every rule that
 * draws it applies), without the dialog's own frame, on the dialog's background.
 */
async function sheetPng(dialog: HTMLElement, canvas: HTMLCanvasElement) {
  const figure = dialog.querySelector("figure");
  if (!figure) throw new Error("the sheet has no figure");
  const { copy, width, height, frames } = pictureOf(figure, canvas);
  const frame = document.createElementNS(XHTML, "div") as HTMLElement;
  frame.className = dialog.className;
  frame.style.cssText = `position: static; inset: auto; width: ${width}px; height: ${height}px;
    max-width: none; max-height: none; overflow: hidden; padding: 0; border: 0; border-radius: 0; box-shadow: none;
    background: transparent;`;
  const style = document.createElementNS(XHTML, "style");
  style.textContent = styleRules();
  frame.append(style, copy);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><foreignObject width="100%" height="100%">${new XMLSerializer().serializeToString(frame)}</foreignObject></svg>`;
  const picture = new Image();
  picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await picture.decode();
  const out = document.createElement("canvas");
  out.width = width;
  out.height = height;
  const context = out.getContext("2d");
  if (!context) throw new Error("no 2D canvas to draw the picture on");
  // The dialog's background, the frames as the sheet drew them, then the legend, names and marks over them.
  context.fillStyle = getComputedStyle(dialog).backgroundColor;
  context.fillRect(0, 0, width, height);
  context.drawImage(canvas, frames.x, frames.y);
  context.drawImage(picture, 0, 0);
  const png = await new Promise<Blob | null>((resolve) => out.toBlob(resolve, "image/png"));
  if (!png) throw new Error("the PNG could not be encoded");
  return { png, width, height };
}

type SheetParts = { dialog: HTMLElement; canvas: HTMLCanvasElement; title: HTMLElement };

/**
 * The sheet's Download sheet: the page on screen, once drawn, downloaded as its PNG named after it; the
 * panel says what it downloaded, or why it could not.
 */
export async function downloadSheetPage(ctx: PanelContext, { dialog, canvas, title }: SheetParts) {
  const shows = title.textContent ?? "";
  const name = sheetFileName(shows);
  try {
    const { png, width, height } = await sheetPng(dialog, canvas);
    const link = document.createElement("a");
    link.href = URL.createObjectURL(png);
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
    ctx.note(`Sheet downloaded: ${name}, ${shows.toLowerCase()} with its legend, ${width}×${height} px`);
  } catch (error) {
    ctx.alert(`The sheet could not be downloaded: ${(error as Error).message}`);
  }
}

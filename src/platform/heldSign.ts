/**
 * The sign that a press made before its widget woke was taken and is coming: the control gets
 * `data-held` (a gold ring that breathes, base.css), drawn in the next frame on touch screens too, which
 * never show a cursor. A press still waiting after ANNOUNCE_AFTER_MS is also said, politely, to a
 * screen reader; the words go once nothing waits.
 */
export const HELD = "data-held";
const ANNOUNCE_AFTER_MS = 1000;
export const HELD_MESSAGE = "One moment, please: the page is getting ready for your press.";

let status: HTMLElement | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
const waiting = new Set<HTMLElement>();

/** A live region made with the first held press, so that words put in it later are announced. */
function liveRegion(): HTMLElement {
  if (status?.isConnected) return status;
  status = document.createElement("p");
  status.className = "visually-hidden";
  status.setAttribute("role", "status");
  document.body.append(status);
  return status;
}

export function showHeld(control: HTMLElement): void {
  control.setAttribute(HELD, "");
  waiting.add(control);
  const region = liveRegion();
  timer ??= setTimeout(() => {
    timer = undefined;
    if (waiting.size > 0) region.textContent = HELD_MESSAGE;
  }, ANNOUNCE_AFTER_MS);
}

export function unshowHeld(control: HTMLElement): void {
  control.removeAttribute(HELD);
  waiting.delete(control);
  if (waiting.size > 0) return;
  clearTimeout(timer);
  timer = undefined;
  if (status) status.textContent = "";
}

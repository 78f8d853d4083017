/** Inputs that take no text: a press on them is a press, not typing. */
const PRESSED_INPUTS = new Set(["checkbox", "radio", "button", "submit", "reset", "range", "color", "file"]);

/** The keys a focused control may use itself: a button or switch presses, a slider or list moves. */
const CONTROL_KEYS = new Set([
  " ",
  "Enter",
  "ArrowLeft",
  "ArrowRight",
  "ArrowUp",
  "ArrowDown",
  "Home",
  "End",
]);

/**
 * The one rule for the panel's shortcuts (Ctrl+Z's undo, history.ts; the playback keys, playbackKeys.ts):
 * whether a key press belongs to the element it is pressed on, which then keeps it. A text field, textarea
 * or contenteditable keeps every key (Ctrl+Z is its own undo of what is typed); a select every key
 * without Ctrl, ⌘ or Alt (letters pick an option); any other focused control (a button, a switch,
 * Tweakpane's slider) Space, Enter, the arrows, Home and End. The page itself (the body) keeps none.
 */
export function keyBelongsToTarget(event: KeyboardEvent): boolean {
  const target = event.target;
  if (!(target instanceof HTMLElement) || target === document.body) return false;
  const typing =
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement && !PRESSED_INPUTS.has(target.type));
  if (typing) return true;
  const plain = !(event.ctrlKey || event.metaKey || event.altKey);
  return plain && (target instanceof HTMLSelectElement || CONTROL_KEYS.has(event.key));
}

import { type FieldChange, NO_CHANGE, shownValue } from "../content/tuningDiff.ts";
import { fieldName } from "./fieldNames.ts";

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text = "") =>
  Object.assign(document.createElement(tag), { textContent: text });

/** The path with a line break allowed before each dot: it wraps between its parts, never inside one. */
const breakable = (path: string) =>
  path.split(".").flatMap((part, i) => (i ? [document.createElement("wbr"), `.${part}`] : [part]));

/** One changed field: its name as the panel labels it, old → new, and its content path beneath it. */
function changeItem(change: FieldChange): HTMLLIElement {
  const item = element("li");
  const path = element("code");
  path.className = "debug-panel__diff-path";
  path.append(...breakable(change.path));
  const values = `${shownValue(change.old)} → ${shownValue(change.new)}`;
  const name = fieldName(change);
  if (name) item.append(element("span", name), `: ${values} `, path);
  else item.append(path, `: ${values}`); // no control tunes it: its path is its name
  return item;
}

/**
 * The save box's diff in the panel's words, in `into`: per file, each field that changes named as its
 * control is, with its content path beneath it (`settings.duration`, as `npm run motion:apply` says it).
 * Confirm still sends back the server's diff text, which this shows in other words.
 */
export function showChanges(into: HTMLElement, changes: readonly FieldChange[]) {
  into.replaceChildren();
  if (!changes.length) return into.append(element("p", NO_CHANGE));
  for (const file of new Set(changes.map((c) => c.file))) {
    const list = element("ul");
    list.setAttribute("aria-label", file);
    list.append(...changes.filter((c) => c.file === file).map(changeItem));
    into.append(element("p", file), list);
  }
}

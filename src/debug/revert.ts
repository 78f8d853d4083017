import "./revert.css";
import { shownValue } from "../content/tuningDiff.ts";
import { checkMotionSettings, type MotionSettings } from "../motion/settings.ts";
import type { PanelContext } from "./context.ts";
import { tunedField } from "./fieldNames.ts";

/** A field a revert button can take back: where it is stored, its name, its value in force and content's. */
export type RevertField = { path: readonly string[]; name: string; inForce: unknown; content: unknown };

type Tree = { [key: string]: unknown };

/** `tree` without the field at `path`, nor the objects that field alone filled (a tuning keeps no `{}`). */
export function withoutField<T extends Tree>(tree: T, path: readonly string[]): T {
  const [key, ...rest] = path;
  if (key === undefined || !Object.hasOwn(tree, key)) return tree;
  const inner = rest.length ? withoutField(tree[key] as Tree, rest) : {};
  if (inner === tree[key]) return tree; // nothing there to take out
  const next: Tree = { ...tree };
  if (Object.keys(inner).length) next[key] = inner;
  else delete next[key];
  return next as T;
}

/** The settings without one tuned field, checked as an edit's are (what is left was valid, but one parse says so). */
function reverted(settings: MotionSettings, path: readonly string[]): MotionSettings {
  const result = checkMotionSettings(withoutField(settings, path));
  if (result instanceof Error) throw result;
  return result;
}

/**
 * A revert button beside a control (in its label's cell of `row`): shown while the field's value in force
 * differs from content's, named "Revert <field> to <content's value>". A press takes the field out of the
 * tuning through the panel's commit, so it is one edit like any other (one step of the history, every
 * tool rebuilt, `then` run as the control's own edit would), and the panel says it. Returns what shows
 * the field as it now is.
 */
export function addRevert(row: HTMLElement, ctx: PanelContext, then?: () => void) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "debug-panel__revert";
  button.hidden = true;
  // Named by its text, not an aria-label: a field is found by its label, and this button is not it.
  const mark = Object.assign(document.createElement("span"), { textContent: "↺" });
  mark.setAttribute("aria-hidden", "true");
  const name = Object.assign(document.createElement("span"), { className: "debug-panel__revert-name" });
  button.append(mark, name);
  let field: RevertField | undefined;
  button.addEventListener("click", () => {
    if (!field) return;
    const { path, name, content } = field;
    // From the keyboard, focus goes on to the field rather than to the page as the button hides.
    const fromKeys = button.matches(":focus-visible");
    if (!ctx.commit((s) => reverted(s, path))) return;
    if (fromKeys) row.querySelector<HTMLElement>("input, select")?.focus();
    ctx.note(`${name} reverted to content's ${shownValue(content)}`);
    then?.();
  });
  (row.querySelector(".tp-lblv_l") ?? row).append(button);
  return (next: RevertField) => {
    field = next;
    button.hidden = JSON.stringify(next.inForce) === JSON.stringify(next.content);
    const label = `Revert ${next.name} to ${shownValue(next.content)}`;
    name.textContent = label;
    button.title = label;
  };
}

/**
 * A folder's revert buttons, one per control of a stored field (`tunedField`): `wrap` a folder's bind so
 * each control it binds gets one, and `show` them for the controls' values in force and content's.
 */
export function folderReverts<D extends object>(ctx: PanelContext, widget: "slideshow" | "strip") {
  const shows = new Map<keyof D & string, ReturnType<typeof addRevert>>();
  return {
    wrap<A extends unknown[], B extends { element: HTMLElement }>(bind: (key: keyof D, ...rest: A) => B) {
      return (key: keyof D & string, ...rest: A): B => {
        const binding = bind(key, ...rest);
        if (tunedField(widget, key, "")) shows.set(key, addRevert(binding.element, ctx));
        return binding;
      };
    },
    /** Shows each button for `inForce` against `content` (drafts of the same transition or animation `of`). */
    show(inForce: D, content: D, of: string) {
      for (const [key, show] of shows) {
        const field = tunedField(widget, key, of);
        if (field) show({ ...field, inForce: inForce[key], content: content[key] });
      }
    },
  };
}

import type { FolderApi } from "tweakpane";
import { type Change, named, type PanelContext } from "./context.ts";

/** The names that `words` finds: the one it spells (any case), else those that contain it. */
export function findNames(names: readonly string[], words: string): string[] {
  const wanted = words.trim().toLowerCase();
  if (!wanted) return [];
  const exact = names.find((n) => n.toLowerCase() === wanted);
  return exact ? [exact] : names.filter((n) => n.toLowerCase().includes(wanted));
}

/** The names a find field offers as the designer types (`<input list>`): the panel's and the sheet's. */
export function nameList(id: string, names: readonly string[]): HTMLDataListElement {
  const list = document.createElement("datalist");
  list.id = id;
  list.append(...names.map((n) => Object.assign(document.createElement("option"), { value: n })));
  return list;
}

/** How many names a note lists when the words find several. */
const LISTED = 5;

/** The one name `words` finds, or the note that says why not: none, or several (the first few named). */
export function findOne(names: readonly string[], words: string): { name: string } | { note: string } {
  const found = findNames(names, words);
  if (found.length === 1 && found[0]) return { name: found[0] };
  const first = found.slice(0, LISTED).join(", ") + (found.length > LISTED ? ", …" : "");
  return {
    note: found.length
      ? `${found.length} animations match "${words}": ${first}`
      : `No animation matches "${words}"`,
  };
}

/**
 * A search field beside the slideshow's animation list (the 18, random and the whole catalogue: 144
 * names): as the designer types, the browser offers the names that match (a datalist); Enter on a
 * name, or on words only one name contains, chooses it as the list would (`choose`). Words that find
 * none or several say so in the panel's note, naming the first few.
 */
export function addAnimationSearch(
  folder: FolderApi,
  ctx: PanelContext,
  names: readonly string[],
  choose: (name: string) => void,
) {
  const state = { find: "" };
  const field = named(folder.addBinding(state, "find", { label: "find" }), "Find animation");
  const list = nameList("debug-animation-names", names);
  field.element.append(list);
  const input = field.element.querySelector("input");
  input?.setAttribute("list", list.id);
  input?.setAttribute("type", "search");
  field.on("change", ({ value }: Change<string>) => {
    if (!value.trim()) return;
    const found = findOne(names, value);
    if ("note" in found) return ctx.note(found.note);
    choose(found.name);
    state.find = "";
    field.refresh();
  });
}

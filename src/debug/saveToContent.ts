import type { FolderApi } from "tweakpane";
import { motionStore } from "../motion/motionStore.ts";
import { NEEDS_DEV_SERVER_MESSAGE, type SaveResult, TOKEN_META } from "../protocol/motionSave.ts";
import type { ContentMotion } from "./fields.ts";
import { element, fillSaveBox, type SaveBox } from "./saveBox.ts";
import { ask, type Refused } from "./saveRequest.ts";
import { splitTryOuts } from "./tryOuts.ts";

// "Save to content" under `npm run dev`: the dev server (scripts/motion/saveRoute.ts) merges the tuned
// settings into content/*.json, by the contract in protocol/motionSave.ts. The page has the dev server's
// token only when that server rendered it: the built site's panel says Save needs `npm run dev`.

/** What was written, kept over the reload a save makes (this tab only) and shown once after it. */
const SAVED_KEY = "grandtour:motion-saved";

const devToken = () =>
  document.querySelector<HTMLMetaElement>(`meta[name="${TOKEN_META}"]`)?.content || undefined;

/** What the save before this reload wrote, once: undefined if none (or storage is blocked). */
function takeSaved(): SaveResult | undefined {
  try {
    const saved = sessionStorage.getItem(SAVED_KEY);
    sessionStorage.removeItem(SAVED_KEY);
    return saved ? (JSON.parse(saved) as SaveResult) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The "Save to content" box, for the panel to place. Under the dev server it adds "Save to content" to
 * `folder`: pressing it shows what would change in content (field: old → new) with Confirm and Cancel;
 * Confirm writes it, clears the tuned settings and reloads, and the reloaded panel says what was written.
 * Only what is in force is written: the parameters of catalogue shaders only tried stay in this browser
 * (tryOuts.ts). Refusals show in the box, naming the file and the reason. On the built site the box says
 * Save needs `npm run dev`.
 */
export function addSaveToContent(folder: FolderApi, content: ContentMotion): HTMLElement {
  const box = element("section");
  box.className = "debug-panel__save";
  box.setAttribute("aria-label", "Save to content");
  const token = devToken();
  if (!token) {
    box.append(element("p", NEEDS_DEV_SERVER_MESSAGE)); // static: not a status the panel announces
    return box;
  }
  const ui = fillSaveBox(box);
  const saved = takeSaved();
  if (saved) {
    ui.show({}, saved, false);
    ui.say(`Saved to ${saved.written?.join(" and ")}: the panel shows the content's values.`);
    // Once the panel is on the page: its end may be scrolled out of the panel's view.
    requestAnimationFrame(() => box.scrollIntoView({ block: "nearest" }));
  } else {
    ui.empty();
  }
  folder.addButton({ title: "Save to content" }).on("click", () => showDiff(ui, token, content));
  ui.cancel.addEventListener("click", () => ui.close());
  ui.confirm.addEventListener("click", () => confirmSave(ui, token, content));
  return box;
}

/** "Save to content": what would change in content, asked of the dev server without writing it. */
async function showDiff(ui: SaveBox, token: string, content: ContentMotion) {
  const { saved: tuning, tried } = splitTryOuts(motionStore.get(), content);
  try {
    ui.show(tuning, await ask({ token, tuning, dryRun: true }));
    const names = tried.map((name) => `gl:${name}`).join(", ");
    ui.say(
      tried.length
        ? `Not written, kept in this browser: the parameters of ${names}, tried but not in force.`
        : "",
    );
    (ui.confirm.hidden ? ui.cancel : ui.confirm).focus();
  } catch (error) {
    ui.close();
    ui.say("", (error as Error).message);
    ui.box.scrollIntoView({ block: "nearest" });
  }
}

/** Confirm: writes the diff shown, then clears the tuning and reloads; a refusal is said in the box. */
async function confirmSave(ui: SaveBox, token: string, content: ContentMotion) {
  // Held here: Cancel meanwhile closes the box, and a refusal then still has the tuning it was about.
  const shown = ui.shown;
  if (!shown) return;
  ui.confirm.disabled = true;
  try {
    const reply = await ask({ token, tuning: shown.tuning, expected: shown.diff });
    try {
      sessionStorage.setItem(SAVED_KEY, JSON.stringify(reply));
    } catch {} // storage blocked: the reloaded page cannot say it
    // What was written is content now; the shaders only tried stay tuned in this browser.
    motionStore.restore(splitTryOuts(motionStore.get(), content).kept);
    location.reload();
  } catch (error) {
    // Content changed since the diff was shown: show the diff as it is now, to confirm or cancel.
    const { reply } = error as Partial<Refused>;
    if (reply?.diff !== undefined) ui.show(shown.tuning, { changes: reply.changes ?? [], diff: reply.diff });
    ui.say("", (error as Error).message);
    if (ui.confirm.hidden) ui.cancel.focus();
  } finally {
    ui.confirm.disabled = false;
  }
}

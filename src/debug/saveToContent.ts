import type { FolderApi } from "tweakpane";
import { motionStore } from "../motion/motionStore.ts";
import type { MotionSettings } from "../motion/settings.ts";
import { NEEDS_DEV_SERVER_MESSAGE, type SaveResult, TOKEN_META } from "../protocol/motionSave.ts";
import { ask, type Refused } from "./saveRequest.ts";

// "Save to content" under `npm run dev`: the dev server (scripts/motion/saveRoute.ts) merges the tuned
// settings into content/*.json, by the contract in protocol/motionSave.ts. The page has the dev server's
// token only when that server rendered it: the built site's panel says Save needs `npm run dev`.

/** What was written, kept over the reload a save makes (this tab only) and shown once after it. */
const SAVED_KEY = "grandtour:motion-saved";

const devToken = () =>
  document.querySelector<HTMLMetaElement>(`meta[name="${TOKEN_META}"]`)?.content || undefined;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text = "", role?: string) {
  const el = document.createElement(tag);
  el.textContent = text;
  if (role) el.setAttribute("role", role);
  if (el instanceof HTMLButtonElement) el.type = "button";
  return el;
}

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
 * Refusals show in the box, naming the file and the reason. On the built site the box says Save needs
 * `npm run dev`.
 */
export function addSaveToContent(folder: FolderApi): HTMLElement {
  const box = element("section");
  box.className = "debug-panel__save";
  box.setAttribute("aria-label", "Save to content");
  const token = devToken();
  if (!token) {
    box.append(element("p", NEEDS_DEV_SERVER_MESSAGE)); // static: not a status the panel announces
    return box;
  }
  const status = element("p", "", "status");
  const problem = element("p", "", "alert");
  problem.className = "debug-panel__save-problem";
  const diff = element("pre");
  const confirm = element("button", "Confirm");
  const cancel = element("button", "Cancel");
  const actions = element("div");
  actions.append(diff, confirm, cancel);
  box.append(status, problem, actions);
  // The box shows while it has something to say: a message, or a diff.
  const update = () => {
    problem.hidden = !problem.textContent;
    box.hidden = actions.hidden && !status.textContent && problem.hidden;
  };
  const say = (note: string, error = "") => {
    status.textContent = note;
    problem.textContent = error;
    update();
  };
  // What the diff was made from: Confirm writes exactly that, and the server refuses if it would differ.
  let shown: { tuning: MotionSettings; diff: string } | undefined;
  const show = (tuning: MotionSettings, reply: Pick<SaveResult, "changes" | "diff">, writable = true) => {
    shown = { tuning, diff: reply.diff };
    diff.textContent = reply.diff;
    confirm.hidden = !writable || !reply.changes?.length;
    cancel.textContent = confirm.hidden ? "Close" : "Cancel";
    actions.hidden = false;
    update();
  };
  const close = () => {
    actions.hidden = true;
    shown = undefined;
    say("");
  };

  const saved = takeSaved();
  if (saved) {
    show({}, saved, false);
    say(`Saved to ${saved.written?.join(" and ")}: the panel shows the content's values.`);
    // Once the panel is on the page: its end may be scrolled out of the panel's view.
    requestAnimationFrame(() => box.scrollIntoView({ block: "nearest" }));
  } else {
    actions.hidden = true;
    update();
  }

  folder.addButton({ title: "Save to content" }).on("click", async () => {
    const tuning = motionStore.get();
    try {
      show(tuning, await ask({ token, tuning, dryRun: true }));
      say("");
      (confirm.hidden ? cancel : confirm).focus();
    } catch (error) {
      close();
      say("", (error as Error).message);
      box.scrollIntoView({ block: "nearest" });
    }
  });
  cancel.addEventListener("click", close);
  confirm.addEventListener("click", async () => {
    if (!shown) return;
    confirm.disabled = true;
    try {
      const reply = await ask({ token, tuning: shown.tuning, expected: shown.diff });
      try {
        sessionStorage.setItem(SAVED_KEY, JSON.stringify(reply));
      } catch {} // storage blocked: the reloaded page cannot say it
      motionStore.clear();
      location.reload();
    } catch (error) {
      // Content changed since the diff was shown: show the diff as it is now, to confirm or cancel.
      const { reply } = error as Partial<Refused>;
      if (reply?.diff !== undefined) show(shown.tuning, { changes: reply.changes ?? [], diff: reply.diff });
      say("", (error as Error).message);
      if (confirm.hidden) cancel.focus();
    } finally {
      confirm.disabled = false;
    }
  });
  return box;
}

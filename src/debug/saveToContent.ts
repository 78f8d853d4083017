import type { FolderApi } from "tweakpane";
import { motionStore } from "../motion/motionStore.ts";
import type { MotionSettings } from "../motion/settings.ts";
import type { PanelContext } from "./context.ts";

// "Save to content" under `npm run dev`: the dev server (scripts/motion/saveRoute.ts) merges the tuned
// settings into content/*.json. The page has the dev server's token only when that server rendered it,
// so the built site's panel never shows the action.

/** The dev server's route and the meta element it puts its token in (scripts/motion/saveRoute.ts). */
const SAVE_PATH = "/__grandtour/motion/save";
const TOKEN_META = "grandtour-dev-token";

type SaveReply = { diff?: string; changes?: unknown[]; written?: string[]; error?: string };

const devToken = () =>
  document.querySelector<HTMLMetaElement>(`meta[name="${TOKEN_META}"]`)?.content || undefined;

async function ask(body: Record<string, unknown>): Promise<SaveReply> {
  const response = await fetch(SAVE_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const reply = (await response.json().catch(() => ({}))) as SaveReply;
  if (!response.ok) throw new Error(reply.error ?? `The dev server answered ${response.status}`);
  return reply;
}

function button(text: string) {
  const el = document.createElement("button");
  el.type = "button";
  el.textContent = text;
  return el;
}

/**
 * Adds "Save to content" to `folder` when the dev server served this page: pressing it shows what
 * would change in content (field: old → new) with Confirm and Cancel; Confirm writes it, clears the
 * tuned settings and reloads, so the page shows the content's values. Returns the box that shows the
 * diff, for the panel to place; undefined (and no button) on a page the dev server did not render.
 */
export function addSaveToContent(folder: FolderApi, ctx: PanelContext): HTMLElement | undefined {
  const token = devToken();
  if (!token) return undefined;
  const box = document.createElement("section");
  box.className = "debug-panel__save";
  box.setAttribute("aria-label", "Save to content");
  box.hidden = true;
  const diff = document.createElement("pre");
  const confirm = button("Confirm");
  const cancel = button("Cancel");
  box.append(diff, confirm, cancel);
  // What the diff was made from: Confirm writes exactly that, and the server refuses if it would differ.
  let shown: { tuning: MotionSettings; diff: string } | undefined;
  const close = () => {
    box.hidden = true;
    shown = undefined;
  };

  folder.addButton({ title: "Save to content" }).on("click", async () => {
    const tuning = motionStore.get();
    try {
      const reply = await ask({ token, tuning, dryRun: true });
      shown = { tuning, diff: reply.diff ?? "" };
      diff.textContent = shown.diff;
      confirm.hidden = !reply.changes?.length;
      cancel.textContent = confirm.hidden ? "Close" : "Cancel";
      box.hidden = false;
      ctx.alert("");
      (confirm.hidden ? cancel : confirm).focus();
    } catch (error) {
      ctx.alert((error as Error).message);
    }
  });
  cancel.addEventListener("click", close);
  confirm.addEventListener("click", async () => {
    if (!shown) return;
    confirm.disabled = true;
    try {
      const reply = await ask({ token, tuning: shown.tuning, expected: shown.diff });
      ctx.note(`Saved to ${reply.written?.join(" and ")}: the page reloads with the content's values`);
      motionStore.clear();
      location.reload();
    } catch (error) {
      ctx.alert((error as Error).message);
      close();
    } finally {
      confirm.disabled = false;
    }
  });
  return box;
}

import { type MotionStore, motionStorage, motionStore, TUNING_PARAM } from "../motion/motionStore.ts";
import { type MotionSettings, storeMotionSettings } from "../motion/settings.ts";
import type { ContentMotion } from "./fields.ts";
import { checkImport } from "./importCheck.ts";

/**
 * A link that opens the site with a designer's tuning, for a client: the panel's Copy link makes it,
 * and the page (app/entry-client.tsx, which loads this chunk only when the address has the parameter)
 * checks it as an Import and keeps it as this browser's tuned motion.
 *
 * The tuning travels as base64url of its compact JSON: every character of it is URL-safe (A-Z, a-z,
 * 0-9, - and _), so nothing is percent-escaped (which would triple each brace, quote and colon of raw
 * JSON) and mail or chat clients do not cut the link at punctuation; an export of a few fields is a
 * few dozen characters, and no library is needed either way.
 */

/** The tuning as the parameter's value. */
export function encodeTuning(settings: MotionSettings): string {
  const bytes = new TextEncoder().encode(JSON.stringify(settings));
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join("");
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The JSON text a parameter's value carries, or an Error when it is not base64url of UTF-8 text. */
export function decodeTuning(value: string): string | Error {
  const malformed = new Error(
    `The link's tuning is not base64url text (A-Z, a-z, 0-9, - and _) as the panel's Copy link writes it`,
  );
  if (!/^[A-Za-z0-9_-]*$/.test(value)) return malformed;
  try {
    const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return malformed;
  }
}

/**
 * The address `href` with `settings` in its parameter, and without `?debug`: the client sees the site,
 * not the panel.
 */
export function tuningLink(href: string, settings: MotionSettings): string {
  const url = new URL(href);
  url.searchParams.delete("debug");
  url.searchParams.set(TUNING_PARAM, encodeTuning(settings));
  return url.href;
}

/** The settings a parameter's value carries, checked as an Import checks them, or an Error naming what is wrong. */
export async function checkTuningLink(
  content: ContentMotion,
  value: string,
): Promise<MotionSettings | Error> {
  const json = decodeTuning(value);
  return json instanceof Error ? json : checkImport(content, json);
}

type Page = {
  store: MotionStore;
  storage: Parameters<typeof storeMotionSettings>[1];
  location: Pick<Location, "href">;
  history: Pick<History, "replaceState" | "state">;
};

/**
 * Applies the tuning in the address, if valid, as this browser's tuned motion (stored as the panel
 * stores an import, so the motion notice shows it with its Clear); an invalid one is ignored with a
 * console warning naming what is wrong. Either way the parameter leaves the address bar first, so a
 * reload after Clear does not apply it again.
 */
export async function openTuningLink(
  content: ContentMotion,
  page: Page = { store: motionStore, storage: motionStorage, location, history },
): Promise<void> {
  const url = new URL(page.location.href);
  const value = url.searchParams.get(TUNING_PARAM);
  if (value === null) return;
  url.searchParams.delete(TUNING_PARAM);
  page.history.replaceState(page.history.state, "", url.href);
  const checked = await checkTuningLink(content, value);
  if (checked instanceof Error) {
    console.warn(`Ignoring the tuned motion in the link's "${TUNING_PARAM}" parameter: ${checked.message}`);
    return;
  }
  storeMotionSettings(page.store, page.storage, checked);
}

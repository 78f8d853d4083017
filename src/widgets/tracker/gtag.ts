import { reportError } from "../../platform/reportError.ts";
import { trustedScriptUrl } from "../../platform/trustedTypes.ts";
import {
  CONSENT_KEY,
  type ConsentChoice,
  consentUpdate,
  gtagUrl,
  parseChoice,
  startCommands,
} from "./commands.ts";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Module state, not component state: one page view per page load, however often effects run. */
let started = false;

function gtag(..._command: unknown[]): void {
  window.dataLayer ??= [];
  // biome-ignore lint/complexity/noArguments: gtag.js only reads commands pushed as Arguments objects
  window.dataLayer.push(arguments);
}

export function storedChoice(): ConsentChoice | null {
  try {
    return parseChoice(localStorage.getItem(CONSENT_KEY));
  } catch {
    return null; // storage blocked: ask again, hold analytics denied
  }
}

/** Remembers the visitor's answer; once the tag runs, it is told at once. */
export function chooseConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // storage blocked: the choice holds for this page
  }
  if (started) gtag(...consentUpdate(choice));
}

/** Queues the tag's commands and loads gtag.js asynchronously; a second call does nothing. */
export function startTracking(id: string, consentMode: boolean): void {
  if (started) return;
  started = true;
  const page = { location: location.href, title: document.title };
  for (const command of startCommands(id, { consentMode, choice: storedChoice(), now: new Date(), page })) {
    gtag(...command);
  }
  const script = document.createElement("script");
  script.async = true;
  // lib.dom types src as a string; under the CSP it must be (and is) a TrustedScriptURL.
  script.src = trustedScriptUrl(gtagUrl(id)) as string;
  script.onerror = () => reportError(script.src, new Error("the analytics script could not be loaded"));
  document.head.append(script);
}

/** Core Web Vitals as analytics events, in the shape Google's web-vitals guide gives. */
export function sendMetric(name: string, params: Record<string, unknown>): void {
  gtag("event", name, params);
}

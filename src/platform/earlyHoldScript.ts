import { EARLY_CONTROL } from "./earlyControl.ts";
import { HELD } from "./heldSign.ts";

/**
 * The hold on early presses before the page's first script has run. That script is a module, fetched
 * while the page parses and run after; a phone can paint first (95-397 ms before, in 7 of 86 throttled
 * loads), and a press then went where the server's HTML points (the help link to WhatsApp). This inline
 * script in the head runs before the first paint: it holds a click on a control inside an island's root
 * (its default action and every handler miss it) and marks it held, until `adoptPreBootPresses` hands
 * those presses to the real hold (earlyPresses.ts) and stops it. The server allows it by its hash.
 */
const GLOBAL = "__earlyPresses";

/** The script's text, for the page's head: holds clicks on controls inside `roots`. */
export function earlyHoldScript(roots: readonly string[]): string {
  const control = JSON.stringify(EARLY_CONTROL);
  const root = JSON.stringify(roots.join(","));
  return `(()=>{const h=[],f=e=>{const c=e.target instanceof Element&&e.target.closest(${control});if(!c||!c.closest(${root}))return;e.preventDefault();e.stopImmediatePropagation();if(e.detail>1&&h.at(-1)===c)return;c.setAttribute("${HELD}","");h.push(c)};addEventListener("click",f,true);window.${GLOBAL}={held:h,stop:()=>removeEventListener("click",f,true)}})()`;
}

type PreBoot = { held: HTMLElement[]; stop: () => void };

/** Stops the inline hold and returns the controls it held, in order (none if it never ran). */
export function adoptPreBootPresses(): HTMLElement[] {
  const preBoot = (window as unknown as Record<string, PreBoot | undefined>)[GLOBAL];
  if (!preBoot) return [];
  preBoot.stop();
  return preBoot.held;
}

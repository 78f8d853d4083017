import { inBackgroundAfterFirstPaint } from "./background.ts";

/**
 * Marks <html> `data-landed` once the page has loaded and shown its first frame: from then on base.css
 * lets a jump to a section glide (behaviour.md 10). A page opened at a section (a shared link) is there
 * at once, since Chromium glides a load's own jump too, from the top, for a second and more. Without a
 * script every jump is made at once.
 */
export function glideJumpsOnceLanded(): void {
  inBackgroundAfterFirstPaint(() => document.documentElement.setAttribute("data-landed", ""));
}

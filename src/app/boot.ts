import "./styles.ts";
import { inBackgroundAfterFirstPaint } from "../platform/background.ts";
import { adoptPreBootPresses } from "../platform/earlyHoldScript.ts";
import { createEarlyPresses } from "../platform/earlyPresses.ts";
import { watchHeaderClearance } from "../platform/headerClearance.ts";
import { glideJumpsOnceLanded } from "../platform/landed.ts";
import { loadGuarded, reportError } from "../platform/reportError.ts";
import { onVisitor } from "../platform/visitor.ts";
import { EARLY_ISLANDS } from "./earlyIslands.ts";
import { fetchIslandChunk } from "./islandChunks.ts";

/**
 * The page's first script, and all of it that comes before the first paint: the stylesheet, the hold on
 * early presses, the watch for a visitor (platform/visitor.ts), the header's clearance
 * (platform/headerClearance.ts), jumps that glide once the page has landed (platform/landed.ts) and the
 * error report. The page's code (React, the shell, the islands) is fetched in an idle slice once the
 * page has loaded and shown its first frame, or at once when a visitor is here or presses: on a phone its
 * bytes would share the network with the LCP picture, and its evaluation would come before the first frame.
 */
const ENTRY_FILE = "src/app/entry-client.tsx";

// A script error outside React (a handler, a timer, a lazy file) is logged in behaviour.md 8's words;
// the page goes on.
window.addEventListener("error", (event) => {
  if (event.error === undefined) return;
  event.preventDefault(); // one line per failure: ours, not the browser's "Uncaught …" as well
  reportError(event.filename || location.pathname, event.error);
});

watchHeaderClearance();
glideJumpsOnceLanded();

/** The page's one hold on early presses: the shell and its islands are handed it. */
const presses = createEarlyPresses(EARLY_ISLANDS);

let started = false;
async function start() {
  if (started) return;
  started = true;
  // Fetched once more if it fails; if it never comes, the page is what it is without JavaScript, and the
  // presses that waited for it do what they do there (a link goes where it points).
  const shell = await loadGuarded(ENTRY_FILE, () => import("./entry-client.tsx"), 2);
  if (shell) shell.hydratePage(presses);
  else presses.releaseEvery();
}

// From here on no press on a widget is lost: it waits for the widget to wake (docs/architecture.md); a
// press the head's inline hold took before this script ran starts the page's code at once too.
presses.onPress(start);
// The pressed island's chunk comes beside the shell's, not after it has run (islandChunks.ts).
presses.onPress(fetchIslandChunk);
presses.start(adoptPreBootPresses());
onVisitor(start);
inBackgroundAfterFirstPaint(start);

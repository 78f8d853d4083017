import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { motionStorage, motionStore, TUNING_PARAM } from "../motion/motionStore.ts";
import type { EarlyPresses } from "../platform/earlyPresses.ts";
import { loadGuarded } from "../platform/reportError.ts";
import { App } from "./App.tsx";
import { hydrateIslands } from "./hydrateIslands.ts";
import { EarlyPressesContext } from "./island.tsx";
import type { PageData } from "./pageData.ts";

/** The designers' panel: a lazy chunk, downloaded only when the address has ?debug. */
const DEBUG_FILE = "src/debug/panel.ts";
/** The check of tuned motion: a lazy chunk, downloaded only when this browser has some stored. */
const SETTINGS_FILE = "src/motion/settings.ts";
/** A client's link to a tuning: a lazy chunk, downloaded only when the address carries one. */
const LINK_FILE = "src/debug/tuningLink.ts";

/**
 * The shell: hydrates the page, hands it the presses held since the first script (app/boot.ts, which
 * calls this once the chunk has come) and starts the islands in their turn.
 */
export function hydratePage(presses: EarlyPresses): void {
  if (motionStore.hasStored()) {
    void loadGuarded(SETTINGS_FILE, () => import("../motion/settings.ts")).then((settings) =>
      settings?.loadMotionSettings(motionStore, motionStorage),
    );
  }
  const root = document.getElementById("root");
  const json = document.getElementById("page-data")?.textContent;
  if (!root || !json) return;
  const data = JSON.parse(json) as PageData;
  hydrateRoot(
    root,
    <StrictMode>
      <EarlyPressesContext value={presses}>
        <App data={data} />
      </EarlyPressesContext>
    </StrictMode>,
    // Widget boundaries log what they catch in behaviour.md 8's words; React's own report would repeat it.
    { onCaughtError: () => {} },
  );
  hydrateIslands(presses);
  const params = new URLSearchParams(location.search);
  const content = { gallery: data.gallery.settings, strip: data.strip };
  if (params.has(TUNING_PARAM)) {
    void loadGuarded(LINK_FILE, () => import("../debug/tuningLink.ts")).then((link) =>
      link?.openTuningLink(content),
    );
  }
  if (params.has("debug")) {
    void loadGuarded(DEBUG_FILE, () => import("../debug/panel.ts")).then((panel) =>
      panel?.mountDebugPanel(content),
    );
  }
}

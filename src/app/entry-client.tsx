import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { motionStorage, motionStore } from "../motion/motionStore.ts";
import { loadGuarded } from "../platform/reportError.ts";
import { App } from "./App.tsx";
import { hydrateIslands } from "./hydrateIslands.ts";
import type { PageData } from "./pageData.ts";

/** The designers' panel: a lazy chunk, downloaded only when the address has ?debug. */
const DEBUG_FILE = "src/debug/panel.ts";
/** The check of tuned motion: a lazy chunk, downloaded only when this browser has some stored. */
const SETTINGS_FILE = "src/motion/settings.ts";

if (motionStore.hasStored()) {
  void loadGuarded(SETTINGS_FILE, () => import("../motion/settings.ts")).then((settings) =>
    settings?.loadMotionSettings(motionStore, motionStorage),
  );
}

const root = document.getElementById("root");
const json = document.getElementById("page-data")?.textContent;
if (root && json) {
  const data = JSON.parse(json) as PageData;
  hydrateRoot(
    root,
    <StrictMode>
      <App data={data} />
    </StrictMode>,
    // Widget boundaries log what they catch in behaviour.md 8's words; React's own report would repeat it.
    { onCaughtError: () => {} },
  );
  hydrateIslands();
  if (new URLSearchParams(location.search).has("debug")) {
    void loadGuarded(DEBUG_FILE, () => import("../debug/panel.ts")).then((panel) =>
      panel?.mountDebugPanel({ gallery: data.gallery.settings, strip: data.strip }),
    );
  }
}

import { useEffect, useState } from "react";
import type { Site } from "../../content/schema.ts";
import { afterLoadAndIdle } from "../../platform/idle.ts";
import { loadGuarded } from "../../platform/reportError.ts";
import type { ConsentChoice } from "./commands.ts";
import { chooseConsent, startTracking, storedChoice } from "./gtag.ts";

const VITALS_FILE = "src/widgets/tracker/vitals.ts";

/**
 * The tracker's adapter: starts gtag.js (and the web-vitals report) once the page has loaded and is
 * idle, and says whether the consent banner asks, with the choice the banner's buttons make.
 */
export function useTracker({ id, consent }: Site["analytics"]) {
  // Undefined until read in the browser: the prerendered page never shows the banner.
  const [choice, setChoice] = useState<ConsentChoice | null>();

  useEffect(() => {
    if (!id) return;
    setChoice(storedChoice());
    return afterLoadAndIdle(() => {
      startTracking(id, consent);
      void loadGuarded(VITALS_FILE, () => import("./vitals.ts")).then((vitals) => vitals?.reportVitals());
    }, 2000);
  }, [id, consent]);

  return {
    asks: !!id && consent && choice === null,
    choose(c: ConsentChoice) {
      chooseConsent(c);
      setChoice(c);
    },
  };
}

import "./tracker.css";
import { useEffect, useState } from "react";
import type { Site } from "../../content/schema.ts";
import { afterLoadAndIdle } from "../../platform/idle.ts";
import { loadGuarded } from "../../platform/reportError.ts";
import type { ConsentChoice } from "./commands.ts";
import { chooseConsent, startTracking, storedChoice } from "./gtag.ts";

const VITALS_FILE = "src/widgets/tracker/vitals.ts";

/**
 * The page-view tracker: gtag.js with the content's property id, loaded once the page is interactive.
 * With consent mode on, a small banner asks first and analytics stays denied until the visitor accepts.
 * Without an id nothing loads at all.
 */
export function Tracker({ analytics }: { analytics: Site["analytics"] }) {
  const { id, consent } = analytics;
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

  if (!id || !consent || choice !== null) return null;
  const choose = (c: ConsentChoice) => {
    chooseConsent(c);
    setChoice(c);
  };
  return (
    <section className="consent" aria-label="Analytics consent">
      <p className="consent__text">
        May we count visits with Google Analytics? It shows us how the site is used; nothing is shared for
        advertising.
      </p>
      <div className="consent__actions">
        <button type="button" className="consent__decline" onClick={() => choose("denied")}>
          Decline
        </button>
        <button type="button" className="button button--primary" onClick={() => choose("granted")}>
          Accept
        </button>
      </div>
    </section>
  );
}

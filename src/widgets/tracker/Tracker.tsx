import "./tracker.css";
import type { Site } from "../../content/schema.ts";
import { useTracker } from "./useTracker.ts";

/**
 * The page-view tracker: gtag.js with the content's property id, loaded once the page is interactive.
 * With consent mode on, a small banner asks first and analytics stays denied until the visitor accepts.
 * Without an id nothing loads at all.
 */
export function Tracker({ analytics }: { analytics: Site["analytics"] }) {
  const { asks, choose } = useTracker(analytics);
  if (!asks) return null;
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

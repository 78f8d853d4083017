import "./styles/motionNotice.css";
import { useState } from "react";
import { isEmpty, motionStore } from "../motion/motionStore.ts";
import type { MotionSettings } from "../motion/optionSchemas.ts";
import { useMotionSettings } from "../motion/useMotionSettings.ts";

/**
 * Says when this browser plays a designer's tuned motion instead of the content's (settings kept in
 * localStorage by the debug panel), with a way back; after Clear, an Undo puts the exact tuning back,
 * offered until the settings change again or the designer closes it. Nothing in the server's HTML.
 */
export function MotionNotice() {
  const settings = useMotionSettings();
  // What Clear threw away, and the (empty) settings it left: the Undo holds while those stand.
  const [cleared, setCleared] = useState<{ before: MotionSettings; after: MotionSettings }>();
  if (!isEmpty(settings)) {
    const clear = () => {
      motionStore.clear();
      setCleared({ before: settings, after: motionStore.get() });
    };
    return (
      <div className="motion-notice" role="status">
        <span>Tuned motion is active in this browser.</span>
        <button type="button" className="motion-notice__clear" onClick={clear}>
          Clear tuned motion
        </button>
      </div>
    );
  }
  if (!cleared || cleared.after !== settings) return null;
  return (
    <div className="motion-notice" role="status">
      <span>Tuned motion cleared: the content's motion plays.</span>
      <button
        type="button"
        className="motion-notice__clear"
        onClick={() => motionStore.restore(cleared.before)}
      >
        Undo
      </button>
      <button type="button" className="motion-notice__clear" onClick={() => setCleared(undefined)}>
        Close
      </button>
    </div>
  );
}

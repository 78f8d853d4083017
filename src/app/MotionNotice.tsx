import "./styles/motionNotice.css";
import { isEmpty, motionStore } from "../motion/motionStore.ts";
import { useMotionSettings } from "../motion/useMotionSettings.ts";

/**
 * Says when this browser plays a designer's tuned motion instead of the content's (settings kept in
 * localStorage by the debug panel), with a way back. Nothing in the server's HTML.
 */
export function MotionNotice() {
  const settings = useMotionSettings();
  if (isEmpty(settings)) return null;
  return (
    <div className="motion-notice" role="status">
      <span>Tuned motion is active in this browser.</span>
      <button type="button" className="motion-notice__clear" onClick={() => motionStore.clear()}>
        Clear tuned motion
      </button>
    </div>
  );
}

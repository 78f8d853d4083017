import { gsap } from "gsap";
import { GSDevTools } from "gsap/GSDevTools";
import { motionStore } from "../motion/motionStore.ts";
import { onNamedTimeline } from "../motion/timeline.ts";

/** GSDevTools' speed menu and the label it draws over it (GSDevTools has no API for either). */
function speedControl(): { select: HTMLSelectElement; label: HTMLElement } | undefined {
  const select = document.querySelector<HTMLSelectElement>(".gs-dev-tools .time-scale select");
  const label = document.querySelector<HTMLElement>(".gs-dev-tools .time-scale-label");
  return select && label ? { select, label } : undefined;
}

/**
 * GSAP's GSDevTools scrubber, attached to the timeline that ran last: each new named "slideshow:…"
 * transition or "strip:…" page-change half is looked up by its id once built, and the scrubber moves to it.
 * On a slideshow transition its speed menu is the panel's playback speed: it opens on the speed the
 * timeline plays at (GSDevTools would otherwise set it to its menu's 1x as it attaches, and a slowed
 * change would draw at full speed), a speed picked there is the speed of every change from then on (the
 * panel's "slow ¼×" follows), and ticking "slow ¼×" sets the menu and the scrubbed timeline. (A strip
 * page change is slowed in its timeline's durations, which play at its own 1x.) Returns the cleanup.
 */
export function attachDevTools(): () => void {
  gsap.registerPlugin(GSDevTools);
  let tools: GSDevTools | undefined;
  /** The slideshow transition the bar is on: its timeScale is the playback speed. */
  let timeline: gsap.core.Timeline | undefined;
  let alive = true;
  const picked = (event: Event) => {
    const speed = Number((event.target as HTMLSelectElement).value);
    if (speed > 0) motionStore.setPlayback({ timeScale: speed });
  };
  const stop = onNamedTimeline((id, found) => {
    if (!id.startsWith("slideshow:") && !id.startsWith("strip:")) return;
    // The builder adds its tweens and sets its speed after naming the timeline: attached once they are
    // in. (Not looked up by id then: a change drawn at its end at once, a retune, has left GSAP's global
    // timeline by then.)
    queueMicrotask(() => {
      if (!alive) return;
      tools?.kill();
      timeline = id.startsWith("slideshow:") ? found : undefined;
      const timeScale = found.timeScale();
      tools = GSDevTools.create({
        animation: found,
        id: "motion",
        persist: false,
        keyboard: false,
        timeScale,
      });
      const control = speedControl();
      control?.select.setAttribute("aria-label", "Playback speed");
      if (timeline) control?.select.addEventListener("change", picked);
    });
  });
  const stopPlayback = motionStore.onPlayback(({ timeScale }) => {
    const control = speedControl();
    if (!timeline || !control || Number(control.select.value) === timeScale) return;
    control.select.value = String(timeScale);
    control.label.textContent = `${timeScale}x`;
    timeline.timeScale(timeScale);
  });
  return () => {
    alive = false;
    stop();
    stopPlayback();
    tools?.kill();
  };
}

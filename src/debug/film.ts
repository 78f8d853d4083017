import type { gsap } from "gsap";
import { BufferTarget, CanvasSource, Output, QUALITY_HIGH, WebMOutputFormat } from "mediabunny";
import type { PanelContext } from "./context.ts";

/** The frame rates a film is made at. */
export const FILM_FPS = [30, 60] as const;
export type FilmFps = (typeof FILM_FPS)[number];

/** What Film says with no slideshow transition to film (the bar's last one is what it films). */
export const FILM_NEEDS = "Nothing to film yet: change slide once, then press Film";
/** What it says where no canvas draws the slideshow (no WebGL): a film is made of the canvas's frames. */
export const FILM_NO_CANVAS = "Nothing to film: the slideshow's canvas is not drawing here (no WebGL)";

export type Film = { blob: Blob; frames: number; width: number; height: number; fps: FilmFps };

/**
 * The timeline times (its own seconds) of a film's frames: from its start to its end, one each 1/fps s
 * of the time it plays in (its `duration` over its `timeScale`, so slow ¼× films four times as many), the
 * last frame its end.
 */
export function filmTimes(duration: number, timeScale: number, fps: number): number[] {
  const played = duration / timeScale;
  const count = Math.ceil(played * fps - 1e-9) + 1;
  return Array.from({ length: count }, (_, i) => Math.min(duration, (i / fps) * timeScale));
}

/**
 * Films `timeline` (a slideshow transition the canvas player keeps for the bar) frame by frame: each
 * frame's time is set on it, which draws the canvas (its onUpdate), and the canvas is copied and encoded
 * at once, so every frame is in the film whatever the machine's speed. VP9 in WebM, at the canvas's
 * size (rounded down to even, as the codec wants). The timeline is left paused where it was.
 */
export async function filmTimeline(
  timeline: gsap.core.Timeline,
  canvas: HTMLCanvasElement,
  fps: FilmFps,
): Promise<Film> {
  const width = canvas.width - (canvas.width % 2);
  const height = canvas.height - (canvas.height % 2);
  const copy = new OffscreenCanvas(width, height);
  const context = copy.getContext("2d");
  if (!context) throw new Error("No 2D context to copy the canvas's frames");
  const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() });
  const source = new CanvasSource(copy, { codec: "vp9", quality: QUALITY_HIGH });
  output.addVideoTrack(source, { frameRate: fps });
  await output.start();
  const was = timeline.time();
  timeline.pause();
  const times = filmTimes(timeline.duration(), timeline.timeScale(), fps);
  timeline.time(timeline.duration()); // from its end, so that setting the first frame's time draws it
  try {
    for (const [i, t] of times.entries()) {
      timeline.time(t); // draws the canvas, in this task: its drawing buffer still holds the frame
      context.drawImage(canvas, 0, 0, width, height, 0, 0, width, height);
      await source.add(i / fps, 1 / fps);
    }
    await output.finalize();
  } finally {
    timeline.time(was);
  }
  const buffer = output.target.buffer;
  if (!buffer) throw new Error("The film's encoder wrote nothing");
  return { blob: new Blob([buffer], { type: "video/webm" }), frames: times.length, width, height, fps };
}

/** The file name a film is downloaded as: its transition and frame rate. */
export const filmName = (timeline: gsap.core.Timeline, fps: FilmFps) =>
  `${String(timeline.vars.id ?? "transition").replace(/[^\w-]+/g, "-")}-${fps}fps.webm`;

/**
 * The panel's Film (behaviour.md 13): the slideshow's last transition, as the bar holds it with the
 * tuning in force, filmed and downloaded as a WebM; the panel says what it made, or why it made none.
 */
export async function downloadFilm(
  ctx: PanelContext,
  timeline: gsap.core.Timeline | undefined,
  fps: FilmFps,
): Promise<void> {
  if (!timeline) return ctx.note(FILM_NEEDS);
  const canvas = document.querySelector<HTMLCanvasElement>(
    ".slideshow[data-renderer='gpu'] .slideshow__canvas canvas",
  );
  if (!canvas) return ctx.note(FILM_NO_CANVAS);
  ctx.note("Filming…");
  try {
    const film = await filmTimeline(timeline, canvas, fps);
    const link = document.createElement("a");
    link.href = URL.createObjectURL(film.blob);
    link.download = filmName(timeline, fps);
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
    ctx.note(`Film downloaded: ${film.frames} frames at ${fps} fps, ${film.width}×${film.height} px`);
  } catch (error) {
    ctx.alert(`The film could not be made: ${(error as Error).message}`);
  }
}

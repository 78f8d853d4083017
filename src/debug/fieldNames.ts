import type { FieldChange } from "../content/tuningDiff.ts";
import type { SlideshowDraft, StripDraft } from "./fields.ts";

/** Each slideshow control's name: its accessible name in the panel, and the save diff's for its field. */
export const SLIDESHOW_NAMES = {
  animation: "Slideshow animation",
  duration: "Slideshow duration (ms)",
  ease: "Slideshow ease",
  staggerOf: "Stagger of transition",
  stagger: "Slideshow stagger (ms)",
  blinds: "Blinds",
  rows: "Boxes rows",
  cols: "Boxes columns",
  autoplay: "Slideshow autoplay",
  delay: "Slideshow autoplay delay (ms)",
} as const satisfies Record<keyof SlideshowDraft, string>;

/** The same for the strip's controls. */
export const STRIP_NAMES = {
  animation: "Strip animation",
  tuneOf: "Strip timing of animation",
  duration: "Strip duration (ms)",
  stagger: "Strip stagger (ms)",
  extraDistance: "Strip extra distance (px)",
  ease: "Strip ease",
  autoplay: "Strip autoplay",
  delay: "Strip autoplay delay (s)",
} as const satisfies Record<keyof StripDraft, string>;

/** A catalogue parameter's name, as its control is labelled (glParamsFolder.ts). */
export const glParamName = (transition: string, param: string) => `gl:${transition} ${param}`;

/**
 * Where each control's field lies in its content file (mergeTuning.ts's paths, after the widget's
 * settings): `*` is the transition or animation the control is "of".
 */
const PLACES = {
  "content/gallery.json": {
    at: /^settings\./,
    names: SLIDESHOW_NAMES,
    paths: {
      animation: "animation",
      duration: "duration",
      ease: "ease",
      "stagger.*": "stagger",
      blinds: "blinds",
      "boxes.rows": "rows",
      "boxes.cols": "cols",
      "autoplay.enabled": "autoplay",
      "autoplay.delay": "delay",
    },
  },
  "content/strips.json": {
    at: /^modules\[id=\d+\]\./,
    names: STRIP_NAMES,
    paths: {
      animation: "animation",
      "motion.*.duration": "duration",
      "motion.*.stagger": "stagger",
      "motion.*.extraDistance": "extraDistance",
      ease: "ease",
      autoplay: "autoplay",
      delay: "delay",
    },
  },
} as const;

/** Where a tuned field lies in the stored settings: its content path, after the widget's part. */
const TUNED = { slideshow: "content/gallery.json", strip: "content/strips.json" } as const;

/**
 * A control's field in the stored settings (`*` filled with the transition or animation it is `of`) and
 * its name as the Save diff gives it: what a revert takes out and says. Undefined for a control that
 * only chooses what others show (stagger of, timing of).
 */
export function tunedField(widget: keyof typeof TUNED, key: string, of: string) {
  const entry = Object.entries(PLACES[TUNED[widget]].paths).find(([, k]) => k === key);
  if (!entry) return undefined;
  const name = (PLACES[TUNED[widget]].names as Record<string, string>)[key] as string;
  const parts = entry[0].split(".");
  return {
    path: [widget, ...parts.map((part) => (part === "*" ? of : part))],
    name: parts.includes("*") ? `${name} of ${of}` : name,
  };
}

/** The same for a catalogue parameter. */
export const tunedGlParam = (transition: string, param: string) => ({
  path: ["slideshow", "glParams", transition, param],
  name: glParamName(transition, param),
});

/**
 * The changed field's name as the panel labels its control, with the transition or animation it is of
 * ("Strip stagger (ms) of flyIn"); undefined for a field no control tunes (it has only its path).
 */
export function fieldName({ file, path }: FieldChange): string | undefined {
  const place = PLACES[file];
  if (!place.at.test(path)) return undefined;
  const parts = path.replace(place.at, "").split(".");
  if (file === "content/gallery.json" && parts[0] === "glParams" && parts.length === 3)
    return glParamName(parts[1] as string, parts[2] as string);
  for (const [pattern, key] of Object.entries(place.paths)) {
    const want = pattern.split(".");
    if (want.length !== parts.length || want.some((w, i) => w !== "*" && w !== parts[i])) continue;
    const name = (place.names as Record<string, string>)[key];
    const star = want.indexOf("*");
    return star < 0 ? name : `${name} of ${parts[star]}`;
  }
  return undefined;
}

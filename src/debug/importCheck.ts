import { type MotionSettings, parseMotionSettings } from "../motion/settings.ts";
import { catalogueNamesIn, catalogueProblems } from "../widgets/slideshow/catalogueProblems.ts";
import { type GlParam, loadGlTransition } from "../widgets/slideshow/glCatalogue.ts";
import { type ContentMotion, slideshowOptions, stripOptions } from "./fields.ts";

/**
 * Settings given as JSON text to Import, checked as Save, the CLI and the build check them: the one
 * schema (an object, each number in its range, an unknown key named), the catalogue transitions it
 * names with their parameters (catalogueProblems.ts, the catalogue read from its chunks), and the two
 * widgets' own resolution. The settings, or an Error naming every problem: nothing is applied then.
 */
export async function checkImport(content: ContentMotion, text: string): Promise<MotionSettings | Error> {
  const settings = parseMotionSettings(text);
  if (settings instanceof Error) return settings;
  const known = new Map<string, Record<string, GlParam>>();
  for (const name of catalogueNamesIn(settings.slideshow)) {
    const transition = await loadGlTransition(name);
    if (transition) known.set(name, transition.params);
  }
  const problems = catalogueProblems(settings.slideshow, "slideshow", (name) => known.get(name));
  if (problems.length) return new Error(`Invalid motion settings: ${problems.join("; ")}`);
  try {
    slideshowOptions(content.gallery, settings.slideshow);
    stripOptions(content.strip, settings.strip);
  } catch (error) {
    return error as Error;
  }
  return settings;
}

import { z } from "zod";
import { slideshowOptionsSchema } from "../motion/optionSchemas.ts";
import type { Features } from "./featuresSchema.ts";
import { imageName, text } from "./fields.ts";
import type { Menu } from "./menuSchema.ts";
import type { Sections } from "./sectionsSchema.ts";
import type { Site } from "./siteSchema.ts";
import type { stripsSchema } from "./stripsSchema.ts";

// The schema of each file in content/, one source file each, gathered here. The widgets' options reuse
// the widgets' own schemas and get no defaults here: each widget's options.ts holds behaviour.md 3 and 9's defaults,
// and the values behaviour.md 2 gives for this site are written in the content files.

export { type Features, featuresSchema } from "./featuresSchema.ts";
export { type Menu, type MenuItem, menuSchema } from "./menuSchema.ts";
export { type Figure, type Sections, sectionsSchema } from "./sectionsSchema.ts";
export { type Site, siteSchema } from "./siteSchema.ts";
export { type StripItem, type StripModule, stripModuleSchema, stripsSchema } from "./stripsSchema.ts";

/** content/gallery.json: the slideshow's slides and its options. */
export const gallerySchema = z.strictObject({
  label: text,
  settings: z.optional(slideshowOptionsSchema),
  slides: z
    .array(z.strictObject({ image: imageName, title: text, caption: text, alt: text.optional() }))
    .min(1),
});

export type Gallery = z.infer<typeof gallerySchema>;
export type Content = {
  site: Site;
  menu: Menu;
  strips: z.infer<typeof stripsSchema>;
  gallery: Gallery;
  features: Features;
  sections: Sections;
};

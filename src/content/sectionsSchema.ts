import { z } from "zod";
import { imageName, link, text } from "./fields.ts";

/** content/sections.json: the words and pictures of the page's sections. */
const figure = z.strictObject({
  image: imageName,
  alt: text,
  /** Shown as the visible caption under the image (the image's title attribute). */
  title: z.string().optional(),
  align: z.enum(["left", "right", "center", "none"]).default("none"),
});

export const sectionsSchema = z.strictObject({
  hero: z.strictObject({ eyebrow: text, heading: text, lead: text, actions: z.array(link).min(1).max(2) }),
  services: z.strictObject({ heading: text, intro: text, stripModule: z.number().int().positive() }),
  tiers: z.strictObject({ heading: text, intro: text, note: text }),
  fleet: z.strictObject({
    heading: text,
    intro: text,
    vehicles: z
      .array(
        z.strictObject({
          id: z.string().regex(/^[a-z][\w-]*$/, "must be a lower-case anchor id"),
          name: text,
          model: text,
          description: text,
          passengers: z.number().int().positive(),
          luggage: z.number().int().nonnegative(),
          figure,
        }),
      )
      .min(1),
  }),
  about: z.strictObject({ heading: text, paragraphs: z.array(text).min(1), figures: z.array(figure) }),
  contact: z.strictObject({ heading: text, intro: text }),
  footer: z.strictObject({ text, links: z.array(link) }),
});

export type Sections = z.infer<typeof sectionsSchema>;
export type Figure = z.infer<typeof figure>;

import { z } from "zod";
import { stripOptionsSchema } from "../motion/optionSchemas.ts";
import { imageName, link, text } from "./fields.ts";

/** content/strips.json: the strip modules, each with the strip widget's options and its cards. */
const stripItemSchema = z.strictObject({
  /** The card's id on the page: `#anchor` links (a sub-menu's) open the strip at its page. */
  anchor: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, "lower-case letters, digits and hyphens, starting with a letter")
    .optional(),
  title: text,
  text: text,
  image: imageName,
  alt: z.string().optional(),
  link: link.optional(),
});

export const stripModuleSchema = z.strictObject({
  id: z.number().int().positive(),
  title: text,
  itemsPerPage: z.number().int().min(1).max(24).default(4),
  items: z.array(stripItemSchema).min(1),
  ...stripOptionsSchema.shape,
});

export const stripsSchema = z.strictObject({
  modules: z.array(stripModuleSchema).min(1),
});

export type StripModule = z.infer<typeof stripModuleSchema>;
export type StripItem = z.infer<typeof stripItemSchema>;

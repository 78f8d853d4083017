import { z } from "zod";
import { text } from "./fields.ts";

/** content/site.json: the business, the page's own words and where it is published. */
export const siteSchema = z.strictObject({
  lang: z.string().default("en-GB"),
  title: text,
  description: text,
  /** Where the site is published: link previews and structured data need absolute addresses. */
  url: z.url({ protocol: /^https?$/ }),
  business: z.strictObject({
    name: text,
    tagline: text,
    phone: z.string().regex(/^\+[1-9]\d{6,14}$/, "must be a phone number in E.164 form, e.g. +442071234567"),
    /** How the number is written on the page, e.g. "+44 20 7946 0321"; the E.164 form when absent. */
    phoneDisplay: text.optional(),
    email: z.email(),
    address: z.strictObject({
      street: text,
      city: text,
      postcode: text,
      country: text,
    }),
    hours: text,
  }),
  analytics: z
    .strictObject({
      /** A Google Analytics 4 measurement id; empty means no tracker loads. */
      id: z.union([
        z.literal(""),
        z.string().regex(/^G-[A-Z0-9]{4,12}$/, "must be a GA4 id like G-AB12CD34EF"),
      ]),
      /** Hold analytics in Consent Mode "denied" until the visitor accepts. */
      consent: z.boolean().default(false),
    })
    .default({ id: "", consent: false }),
  /** The Joomla-style menu item id the strip endpoint is addressed with (ItemId=...). */
  itemId: z.number().int().positive().default(101),
});

export type Site = z.infer<typeof siteSchema>;

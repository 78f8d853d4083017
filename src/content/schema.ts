import { z } from "zod";
import { durationField, slideshowOptionsSchema, stripOptionsSchema } from "../motion/optionSchemas.ts";

// One schema per file in content/. The widgets' options reuse the widgets' own schemas and get no
// defaults here: each widget's options.ts holds SPEC.md's defaults, and the values SPEC.md says are
// "configured here" are written in the content files.

const text = z.string().trim().min(1);
/** A file name in assets/images, e.g. "slide-coastal-road.svg". */
const imageName = z
  .string()
  .regex(/^[\w.-]+\.(svg|png|jpe?g|webp|avif|tiff?|gif)$/i, "must be an image file name in assets/images");
/** In-page anchors ("#fleet"), site-relative paths, or tel:, mailto: and https: links. */
const href = z
  .string()
  .regex(/^(#[\w-]+|\/[\w\-./?=&#%]*|tel:\+\d+|mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, "must be a link");
const link = z.object({ label: text, href });

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

type MenuItemInput = {
  label: string;
  href?: string | undefined;
  description?: string | undefined;
  image?: string | undefined;
  rollover?: boolean | undefined;
  rolloverImage?: string | undefined;
  clickToggle?: boolean | undefined;
  children?: MenuItemInput[] | undefined;
};

export const menuItemSchema: z.ZodType<MenuItemInput> = z.lazy(() =>
  z.strictObject({
    label: text,
    href: href.optional(),
    description: text.optional(),
    image: imageName.optional(),
    /** A rollover item swaps image for rolloverImage on hover. */
    rollover: z.boolean().optional(),
    rolloverImage: imageName.optional(),
    /** Opens its sub-menu on click instead of hover. */
    clickToggle: z.boolean().optional(),
    children: z.array(menuItemSchema).min(1).optional(),
  }),
);

export const menuSchema = z.strictObject({
  items: z.array(menuItemSchema).min(1),
  /** The menu's options (widgets/menu/options.ts holds SPEC.md 9's defaults). */
  desktop: z
    .strictObject({
      transition: z.string(),
      duration: durationField,
      closeDelay: z.number().nonnegative(),
      openDelay: z.number().nonnegative(),
      /** The side panel's width, and how far the page moves aside for it (SPEC.md's mobile width). */
      offCanvasWidth: z.number().positive(),
      directionOffset: z.number(),
      viewportMargin: z.number().nonnegative(),
      topFixed: z.boolean(),
    })
    .partial()
    .optional(),
  mobile: z
    .strictObject({
      title: text,
      backText: text,
      type: z.enum(["flat", "accordion", "fade", "push"]),
      effect: z.enum([
        "normal",
        "slideleft",
        "slideleftover",
        "slideright",
        "sliderightover",
        "open",
        "topfixed",
      ]),
      zIndex: z.number().int(),
      menuId: z.string(),
      container: z.string(),
      showLogo: z.boolean(),
      showImages: z.boolean(),
      showDescriptions: z.boolean(),
      titleTag: z.enum(["h2", "h3", "h4", "p", "span"]),
      direction: z.enum(["ltr", "rtl"]),
      openActiveBranch: z.boolean(),
    })
    .partial()
    .optional(),
});

export const stripItemSchema = z.strictObject({
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

export const gallerySchema = z.strictObject({
  label: text,
  settings: z.optional(slideshowOptionsSchema),
  slides: z
    .array(z.strictObject({ image: imageName, title: text, caption: text, alt: text.optional() }))
    .min(1),
});

const cellValue = z.union([z.boolean(), text]);

export const featuresSchema = z
  .strictObject({
    caption: text,
    columns: z
      .array(
        z.strictObject({
          name: text,
          price: text,
          highlighted: z.boolean().default(false),
          /** A call to action under the column, e.g. "Book Executive". */
          action: link.optional(),
        }),
      )
      .min(1),
    rows: z.array(z.strictObject({ feature: text, values: z.array(cellValue) })).min(1),
  })
  .superRefine((table, ctx) => {
    table.rows.forEach((row, i) => {
      if (row.values.length !== table.columns.length) {
        ctx.addIssue({
          code: "custom",
          path: ["rows", i, "values"],
          message: `has ${row.values.length} values but the table has ${table.columns.length} columns`,
        });
      }
    });
    if (table.columns.filter((c) => c.highlighted).length > 1) {
      ctx.addIssue({ code: "custom", path: ["columns"], message: "at most one column may be highlighted" });
    }
  });

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

export type Site = z.infer<typeof siteSchema>;
export type Menu = z.infer<typeof menuSchema>;
export type MenuItem = MenuItemInput;
export type StripModule = z.infer<typeof stripModuleSchema>;
export type StripItem = z.infer<typeof stripItemSchema>;
export type Gallery = z.infer<typeof gallerySchema>;
export type Features = z.infer<typeof featuresSchema>;
export type Sections = z.infer<typeof sectionsSchema>;
export type Figure = z.infer<typeof figure>;
export type Content = {
  site: Site;
  menu: Menu;
  strips: z.infer<typeof stripsSchema>;
  gallery: Gallery;
  features: Features;
  sections: Sections;
};

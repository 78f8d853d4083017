import { z } from "zod";
import { isEaseText } from "../motion/easeNames.ts";
import { slideshowAnimations, slideshowTransitions, stripAnimations, stripMotions } from "./motionNames.ts";

export { slideshowAnimations, stripAnimations };

// One schema per file in content/. Defaults are the values SPEC.md says are "configured here",
// so a business only writes what differs from the product as specified.

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

/** A duration in ms, or one of the named speeds of SPEC.md 9. */
export const duration = z.union([z.number().finite().nonnegative(), z.enum(["slow", "fast", "default"])]);
/** A GSAP ease name (power1.inOut, expo.out, ...) or a CSS cubic-bezier(...) curve. */
const ease = z.string().refine(isEaseText, "must be a GSAP ease such as power1.inOut, or cubic-bezier(...)");
/** Milliseconds between one piece's start and the next's. */
const stagger = z.number().finite().nonnegative();

export const siteSchema = z.strictObject({
  lang: z.string().default("en-GB"),
  title: text,
  description: text,
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
  desktop: z
    .strictObject({
      transition: z.string().default("linear"),
      duration: duration.default(500),
      closeDelay: z.number().nonnegative().default(500),
      openDelay: z.number().nonnegative().default(0),
      /** The side panel's width, and how far the page moves aside for it (SPEC.md's mobile width). */
      offCanvasWidth: z.number().positive().default(300),
      directionOffset: z.number().default(30),
      viewportMargin: z.number().nonnegative().default(10),
      topFixed: z.boolean().default(false),
    })
    .prefault({}),
  mobile: z
    .strictObject({
      title: text.default("Menu"),
      backText: text.default("Back"),
      type: z.enum(["flat", "accordion", "fade", "push"]).default("flat"),
      effect: z
        .enum(["normal", "slideleft", "slideleftover", "slideright", "sliderightover", "open", "topfixed"])
        .default("normal"),
      zIndex: z.number().int().default(100000),
      menuId: z.string().default("main-menu"),
      container: z.string().default("body"),
      showLogo: z.boolean().default(true),
      showImages: z.boolean().default(false),
      showDescriptions: z.boolean().default(false),
      titleTag: z.enum(["h2", "h3", "h4", "p", "span"]).default("h2"),
      direction: z.enum(["ltr", "rtl"]).default("ltr"),
      openActiveBranch: z.boolean().default(false),
    })
    .prefault({}),
});

export const stripItemSchema = z.strictObject({
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
  animation: z.enum(stripAnimations).default("fadeDelay"),
  /** On when non-zero (SPEC.md 3). */
  autoplay: z.number().nonnegative().default(0),
  /** Seconds between autoplay page changes. */
  delay: z.number().positive().default(5),
  /** Fetches the other pages while the browser is idle, so a press shows its page at once. */
  prefetch: z.boolean().default(true),
  /** Overrides DESIGN.md's strip curve (usually tuned in the debug panel). */
  ease: ease.optional(),
  /** Per animation, overrides of DESIGN.md's timing: ms per item, ms between items, extra px. */
  motion: z
    .partialRecord(
      z.enum(stripMotions),
      z.strictObject({
        duration: duration.optional(),
        stagger: stagger.optional(),
        extraDistance: z.number().finite().optional(),
      }),
    )
    .optional(),
  items: z.array(stripItemSchema).min(1),
});

export const stripsSchema = z.strictObject({
  modules: z.array(stripModuleSchema).min(1),
});

export const gallerySchema = z.strictObject({
  label: text,
  settings: z
    .strictObject({
      animation: z.enum(slideshowAnimations).default("slideLeft"),
      duration: duration.default(500),
      autoplay: z
        .strictObject({ enabled: z.boolean().default(false), delay: z.number().positive().default(7000) })
        .prefault({}),
      blinds: z.number().int().min(1).max(64).default(24),
      boxes: z
        .strictObject({
          rows: z.number().int().min(1).max(20).default(5),
          cols: z.number().int().min(1).max(20).default(10),
        })
        .prefault({}),
      thumbnailScroll: duration.default(300),
      /** Overrides the slideshow's quadratic in-out ease (usually tuned in the debug panel). */
      ease: ease.optional(),
      /** Per transition, overrides of DESIGN.md's stagger in ms. */
      stagger: z.partialRecord(z.enum(slideshowTransitions), stagger).optional(),
    })
    .prefault({}),
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

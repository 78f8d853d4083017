import { z } from "zod";
import { durationField } from "../motion/optionSchemas.ts";
import { href, imageName, text } from "./fields.ts";

/** A menu item as content writes it; a type of its own because the tree is recursive. */
export type MenuItem = {
  label: string;
  href?: string | undefined;
  description?: string | undefined;
  image?: string | undefined;
  rollover?: boolean | undefined;
  rolloverImage?: string | undefined;
  clickToggle?: boolean | undefined;
  children?: MenuItem[] | undefined;
};

const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
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
  /** The menu's options (widgets/menu/options.ts holds behaviour.md 9's defaults). */
  desktop: z
    .strictObject({
      transition: z.string(),
      duration: durationField,
      closeDelay: z.number().nonnegative(),
      openDelay: z.number().nonnegative(),
      /** The side panel's width, and how far the page moves aside for it (behaviour.md 9's side panel width). */
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

export type Menu = z.infer<typeof menuSchema>;

import type { Content, MenuItem } from "./schema.ts";

type ImageRef = { file: string; field: string; image: string };

function menuImages(items: MenuItem[], at: string): ImageRef[] {
  return items.flatMap((item, i) => [
    ...(item.image ? [{ file: "content/menu.json", field: `${at}[${i}].image`, image: item.image }] : []),
    ...(item.rolloverImage
      ? [{ file: "content/menu.json", field: `${at}[${i}].rolloverImage`, image: item.rolloverImage }]
      : []),
    ...(item.children ? menuImages(item.children, `${at}[${i}].children`) : []),
  ]);
}

/** Every image the content refers to, with where it is referred to, for error messages. */
export function collectImages(content: Content): ImageRef[] {
  const { sections } = content;
  return [
    ...menuImages(content.menu.items, "items"),
    ...content.strips.modules.flatMap((m) =>
      m.items.map((item, i) => ({
        file: "content/strips.json",
        field: `modules[id=${m.id}].items[${i}].image`,
        image: item.image,
      })),
    ),
    ...content.gallery.slides.map((s, i) => ({
      file: "content/gallery.json",
      field: `slides[${i}].image`,
      image: s.image,
    })),
    ...sections.fleet.vehicles.map((v, i) => ({
      file: "content/sections.json",
      field: `fleet.vehicles[${i}].figure.image`,
      image: v.figure.image,
    })),
    ...sections.about.figures.map((f, i) => ({
      file: "content/sections.json",
      field: `about.figures[${i}].image`,
      image: f.image,
    })),
  ];
}

/**
 * The ids on the home page that in-page links may point to: one per section, each vehicle, and each
 * anchored strip card (on whichever of its strip's pages it stands).
 */
export function pageAnchors(content: Content): string[] {
  return [
    "main",
    ...Object.keys(content.sections),
    ...content.sections.fleet.vehicles.map((v) => v.id),
    ...content.strips.modules.flatMap((m) => m.items.flatMap((item) => (item.anchor ? [item.anchor] : []))),
  ];
}

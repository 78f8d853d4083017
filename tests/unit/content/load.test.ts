import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ContentError, loadContent } from "../../../src/content/load.ts";
import { copyOfDemo, editContent, ROOT } from "../../support/content.ts";

/** The problems a broken copy of the demo content reports. */
function problemsAfter(name: string, edit: (json: Record<string, any>) => void): string[] {
  const root = copyOfDemo();
  editContent(root, name, edit);
  try {
    loadContent(root);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).problems;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  throw new Error("the broken content loaded without an error");
}

describe("the demo content", () => {
  const content = loadContent(ROOT);

  it("is complete enough to show a real business", () => {
    expect(content.menu.items.length).toBeGreaterThanOrEqual(6);
    expect(content.menu.items.filter((i) => i.children).length).toBeGreaterThanOrEqual(2);
    expect(content.menu.items.some((i) => i.rollover && i.rolloverImage)).toBe(true);
    const [strip] = content.strips.modules;
    expect(strip?.items.length).toBeGreaterThanOrEqual(12);
    expect(strip?.itemsPerPage).toBe(4);
    expect(content.gallery.slides.length).toBeGreaterThanOrEqual(8);
    expect(content.gallery.slides.every((s) => s.caption.length > 20)).toBe(true);
    expect(content.features.columns.length).toBeGreaterThanOrEqual(3);
    expect(content.features.rows.length).toBeGreaterThanOrEqual(8);
    expect(content.sections.about.figures.every((f) => f.title)).toBe(true);
  });

  it("writes the values behaviour.md 2 gives for this site, and the schema fills no default the widgets own", () => {
    expect(content.gallery.settings).toEqual({
      animation: "slideLeft",
      duration: 500,
      autoplay: { enabled: false, delay: 7000 },
    });
    expect(content.strips.modules[0]).toMatchObject({ animation: "fadeDelay", autoplay: 0, delay: 5 });
    expect(content.strips.modules[0]?.prefetch).toBeUndefined();
    // behaviour.md 2's mobile variant and 9's menu constants, as this site is configured.
    expect(content.menu.mobile).toMatchObject({ title: "Menu", backText: "Back", type: "flat" });
    expect(content.menu.desktop).toMatchObject({ offCanvasWidth: 300, duration: 500, closeDelay: 500 });
    expect(content.site.analytics).toEqual({ id: "", consent: false });
  });
});

describe("broken content", () => {
  it("names the file and field of a value of the wrong type", () => {
    const problems = problemsAfter("site", (s) => {
      s.business.phone = "020 7946 0321";
    });
    expect(problems).toEqual([
      "content/site.json: business.phone: must be a phone number in E.164 form, e.g. +442071234567",
    ]);
  });

  it("names a missing field", () => {
    const problems = problemsAfter("gallery", (g) => {
      delete g.slides[2].caption;
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/gallery\.json: slides\[2\]\.caption: /);
  });

  it("refuses an unknown animation name and an unknown field", () => {
    const problems = problemsAfter("strips", (s) => {
      s.modules[0].animation = "spin";
      s.modules[0].colour = "red";
    });
    expect(problems.some((p) => p.startsWith("content/strips.json: modules[0].animation: "))).toBe(true);
    expect(problems.some((p) => p.includes("colour"))).toBe(true);
  });

  it("checks that every table row has one value per column", () => {
    const problems = problemsAfter("features", (f) => {
      f.rows[1].values.pop();
    });
    expect(problems).toEqual([
      "content/features.json: rows[1].values: has 2 values but the table has 3 columns",
    ]);
  });

  it("names an image that is not in assets/images", () => {
    const problems = problemsAfter("gallery", (g) => {
      g.slides[0].image = "no-such-slide.jpg";
    });
    expect(problems).toEqual([
      'content/gallery.json: slides[0].image: image "no-such-slide.jpg" not found in assets/images',
    ]);
  });

  it("names a link whose target is not on the page", () => {
    const problems = problemsAfter("menu", (m) => {
      m.items[2].children[1].href = "#fleet-helicopter";
    });
    expect(problems).toEqual([
      'content/menu.json: items[2].children[1].href: link target "#fleet-helicopter" is not on the page',
    ]);
  });

  it("names an id given twice: a strip card's anchor (a link target wherever its page) and a section", () => {
    // The demo's menu links to anchored cards of pages 1 and 2: "the demo content" loads it cleanly.
    const problems = problemsAfter("strips", (s) => {
      s.modules[0].items[5].anchor = "fleet";
    });
    expect(problems).toEqual([
      'content: the id "fleet" is given twice (sections, fleet vehicles, strip anchors)',
    ]);
  });

  it("names a strip module that does not exist", () => {
    const problems = problemsAfter("sections", (s) => {
      s.services.stripModule = 999;
    });
    expect(problems).toEqual(["content/sections.json: services.stripModule: no strip module has id 999"]);
  });

  it("names a file that is not valid JSON", () => {
    const root = copyOfDemo();
    writeFileSync(path.join(root, "content", "menu.json"), "{ items: [");
    expect(() => loadContent(root)).toThrow(/content\/menu\.json: not valid JSON/);
    rmSync(root, { recursive: true, force: true });
  });

  it("names a missing file", () => {
    const root = copyOfDemo();
    rmSync(path.join(root, "content", "features.json"));
    expect(() => loadContent(root)).toThrow("content/features.json: the file is missing");
    rmSync(root, { recursive: true, force: true });
  });
});

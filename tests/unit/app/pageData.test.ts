import { describe, expect, it } from "vitest";
import { toPageData } from "../../../src/app/pageData.ts";
import { loadContent } from "../../../src/content/load.ts";
import { pageCount, stripPage } from "../../../src/content/paging.ts";
import { fakeManifest, ROOT } from "../../support/content.ts";

const content = loadContent(ROOT);
const module = content.strips.modules[0]!;

describe("strip pages", () => {
  it("splits the items into pages of itemsPerPage", () => {
    expect(pageCount(module)).toBe(3);
    expect(stripPage(module, 1)?.items.map((i) => i.title)).toEqual(
      module.items.slice(0, 4).map((i) => i.title),
    );
    expect(stripPage(module, 3)?.items).toHaveLength(4);
    expect(pageCount({ ...module, itemsPerPage: 5 })).toBe(3);
    expect(stripPage({ ...module, itemsPerPage: 5 }, 3)?.items).toHaveLength(2);
  });

  it("has no page 0, no page past the last and no fractional page", () => {
    expect(stripPage(module, 0)).toBeUndefined();
    expect(stripPage(module, 4)).toBeUndefined();
    expect(stripPage(module, 1.5)).toBeUndefined();
  });
});

describe("page data", () => {
  it("holds the first strip page and only the images the page shows", () => {
    const manifest = { ...fakeManifest(content), "unused.jpg": fakeManifest(content)["fleet-sedan.svg"]! };
    const data = toPageData(content, manifest);
    expect(data.strip).toMatchObject({ id: 101, page: 1, pages: 3 });
    expect(data.strip.items).toHaveLength(4);
    expect(Object.keys(data.images)).not.toContain("unused.jpg");
    expect(Object.keys(data.images)).not.toContain(module.items[4]?.image);
    expect(Object.keys(data.images)).toContain(content.gallery.slides[0]?.image);
  });
});

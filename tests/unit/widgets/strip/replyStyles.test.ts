import { describe, expect, it } from "vitest";
import {
  parseDeclarations,
  renameStyleAttributes,
  safeDeclarations,
} from "../../../../src/widgets/strip/replyStyles.ts";

const BASE = "https://grandtour.example/page";
const keep = (declared: Record<string, string>) => safeDeclarations(Object.entries(declared), BASE);

describe("a strip reply's style declarations", () => {
  it("keeps RokSprocket's picture when it is on this site, as an absolute url()", () => {
    expect(keep({ "background-image": 'url("/images/car.jpg")' })).toEqual({
      "background-image": 'url("https://grandtour.example/images/car.jpg")',
    });
    expect(keep({ "background-image": "url(images/a b.jpg)" })).toEqual({});
    expect(keep({ "background-image": "url('images/car.jpg')", "background-size": "cover" })).toEqual({
      "background-image": 'url("https://grandtour.example/images/car.jpg")',
      "background-size": "cover",
    });
  });

  it("drops pictures from elsewhere, other schemes, and images that are not one url()", () => {
    for (const image of [
      'url("https://tracker.example/pixel.gif")',
      'url("//tracker.example/pixel.gif")',
      'url("data:image/svg+xml,<svg/>")',
      'url("javascript:alert(1)")',
      'url("/a.jpg"), url("https://tracker.example/b.jpg")',
      'image-set(url("/a.jpg") 1x)',
      "linear-gradient(red, blue)",
    ]) {
      expect(keep({ "background-image": image }), image).toEqual({});
    }
  });

  it("keeps only background properties, and none that could fetch or reach outside them", () => {
    expect(
      keep({
        position: "fixed",
        inset: "0",
        "z-index": "99999",
        display: "none",
        color: "red",
        "background-color": "rgb(255, 0, 0)",
        "background-position": "50% 50%",
        "background-repeat": "url(/x)",
      }),
    ).toEqual({ "background-color": "rgb(255, 0, 0)", "background-position": "50% 50%" });
  });
});

describe("reading a style attribute without the CSSOM", () => {
  it("splits declarations at semicolons outside quotes and brackets, without !important", () => {
    expect(
      parseDeclarations(
        `Background-Image: url("/a;b.jpg"); background-size:cover !important;;color : red;junk`,
      ),
    ).toEqual([
      ["background-image", 'url("/a;b.jpg")'],
      ["background-size", "cover"],
      ["color", "red"],
    ]);
  });

  it("renames style attributes inside tags only", () => {
    expect(renameStyleAttributes('<div class="a" style="x:y"><p>style=plain text</p><i STYLE = "z">')).toBe(
      '<div class="a" data-strip-style-raw="x:y"><p>style=plain text</p><i data-strip-style-raw = "z">',
    );
  });
});

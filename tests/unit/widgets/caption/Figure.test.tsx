import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../../../src/content/load.ts";
import { Figure } from "../../../../src/widgets/caption/Figure.tsx";
import { fakeManifest } from "../../../support/content.ts";

const content = loadContent();
const images = fakeManifest(content);
const figure = content.sections.about.figures[0]!;
const image = images[figure.image]!;

describe("Figure", () => {
  it("shows an image's title as its caption, and keeps the alt text as its name", () => {
    const html = renderToString(
      <Figure image={image} alt="A chauffeur" title="Daniel at the door" align="right" sizes="400px" />,
    );
    expect(html).toMatch(/^<figure class="figure figure--right">/);
    expect(html).toContain('alt="A chauffeur"');
    expect(html).toContain('<figcaption class="figure__caption">Daniel at the door</figcaption>');
  });

  it("gives an image without a title no caption", () => {
    const html = renderToString(<Figure image={image} alt="A chauffeur" align="left" sizes="400px" />);
    expect(html).not.toContain("figcaption");
    expect(html).not.toContain("<figure");
    expect(html).toContain('alt="A chauffeur"');
  });
});

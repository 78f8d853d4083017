import { renderToStaticMarkup, renderToString } from "react-dom/server";
import type { ImageManifest } from "../content/images.ts";
import type { StripItem } from "../content/schema.ts";
import { StripItems } from "../widgets/strip/StripItems.tsx";
import { App } from "./App.tsx";
import type { PageData } from "./pageData.ts";

export { toPageData } from "./pageData.ts";

/** The home page's body, to be hydrated by entry-client with the same data. */
export function renderPage(data: PageData): string {
  return renderToString(<App data={data} />);
}

/** The cards of one strip page, as the strip endpoint's payload.html. */
export function renderStripItems(items: StripItem[], images: ImageManifest): string {
  return renderToStaticMarkup(<StripItems items={items} images={images} />);
}

/** The page data as JSON that is safe inside a `<script type="application/json">` element. */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

import { renderToString } from "react-dom/server";
import { App } from "./App.tsx";
import { loadAllForServer } from "./island.tsx";
import type { PageData } from "./pageData.ts";

// scripts/dev.ts loads the page's renderers through this one module; the strip endpoint's is among them.
export { renderStripItems } from "../widgets/strip/renderItems.tsx";
export { toPageData } from "./pageData.ts";

// Every island's and section's code, loaded before the first render so none of them suspends here.
await loadAllForServer();

/** The home page's body, to be hydrated by entry-client with the same data. */
export function renderPage(data: PageData): string {
  return renderToString(<App data={data} />);
}

/** The page data as JSON that is safe inside a `<script type="application/json">` element. */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

import type { PageData } from "../src/app/pageData.ts";
import { escapeHtml, shareHead } from "../src/app/shareHead.ts";

type Renderer = {
  renderPage: (data: PageData) => string;
  serializePageData: (data: PageData) => string;
};

/** Fills index.html's placeholders with the rendered page and the data the browser hydrates it with. */
export function renderDocument(template: string, data: PageData, renderer: Renderer, head = ""): string {
  const slots: Record<string, string> = {
    "<!--lang-->": escapeHtml(data.site.lang),
    "<!--title-->": escapeHtml(data.site.title),
    "<!--description-->": escapeHtml(data.site.description),
    "<!--head-->": [shareHead(data), head].filter(Boolean).join("\n    "),
    "<!--app-html-->": renderer.renderPage(data),
    "<!--page-data-->": `<script type="application/json" id="page-data">${renderer.serializePageData(data)}</script>`,
  };
  let html = template;
  for (const [slot, value] of Object.entries(slots)) {
    if (!html.includes(slot)) throw new Error(`index.html has no ${slot} placeholder`);
    // A function replacer, so "$" in content is never read as a replacement pattern.
    html = html.replace(slot, () => value);
  }
  return html;
}

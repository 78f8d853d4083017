import { EARLY_ISLANDS } from "../src/app/earlyIslands.ts";
import type { PageData } from "../src/app/pageData.ts";
import { escapeHtml, shareHead } from "../src/app/shareHead.ts";
import { earlyHoldScript } from "../src/platform/earlyHoldScript.ts";

type Renderer = {
  renderPage: (data: PageData) => string;
  serializePageData: (data: PageData) => string;
};

const earlyHold = () => `<script>${earlyHoldScript(EARLY_ISLANDS.map((i) => i.root))}</script>`;

/** Fills index.html's placeholders with the rendered page and the data the browser hydrates it with. */
export function renderDocument(template: string, data: PageData, renderer: Renderer, head = ""): string {
  const slots: Record<string, string> = {
    "<!--lang-->": escapeHtml(data.site.lang),
    "<!--title-->": escapeHtml(data.site.title),
    "<!--description-->": escapeHtml(data.site.description),
    // The hold on presses made before the page's first script runs: inline, so it is armed before the
    // first paint however that script is fetched (the server's CSP allows it by its hash).
    "<!--head-->": [earlyHold(), shareHead(data), head].filter(Boolean).join("\n    "),
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

import { loadContent } from "../../src/content/load.ts";
import { createApp } from "../../src/server/app.ts";
import type { AssetTable } from "../../src/server/assets.ts";
import { renderStripItems } from "../../src/widgets/strip/renderItems.tsx";
import { fakeManifest, ROOT } from "./content.ts";

export const content = loadContent(ROOT);

/** The app as the server builds it, from the demo content and a manifest made without the image pipeline. */
export function testApp({
  assets,
  analytics = false,
  trustProxy = false,
}: {
  assets?: AssetTable;
  analytics?: boolean;
  trustProxy?: boolean;
} = {}) {
  return createApp({
    modules: content.strips.modules,
    images: fakeManifest(content),
    renderItems: renderStripItems,
    analytics,
    trustProxy,
    ...(assets ? { assets } : {}),
  });
}

export const STRIP_URL = "/index.php?option=com_roksprocket&task=ajax&format=raw&ItemId=101";
export const FORM = "application/x-www-form-urlencoded";

/** The strip request the page sends, as urlencoded text. */
export const getPageBody = (params: unknown) =>
  new URLSearchParams({
    model: "strips",
    model_action: "getPage",
    params: typeof params === "string" ? params : JSON.stringify(params),
  }).toString();

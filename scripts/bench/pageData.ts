/** The parts of the page data the bench and the cross-engine suite change. */
export type Patchable = { gallery: { settings: Record<string, unknown> }; strip: Record<string, unknown> };

/**
 * The home page with its embedded page data (the JSON the client hydrates from) changed by `patch`:
 * how the bench and tests/engines pick an animation or a duration without any production hook.
 */
export function patchPageData(html: string, patch: (data: Patchable) => void): string {
  return html.replace(
    /(<script type="application\/json" id="page-data">)([\s\S]*?)(<\/script>)/,
    (_, open: string, json: string, close: string) => {
      const data = JSON.parse(json) as Patchable;
      patch(data);
      return open + JSON.stringify(data).replace(/</g, "\\u003c") + close;
    },
  );
}

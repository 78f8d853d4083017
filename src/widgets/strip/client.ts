import { type SanitizedHtml, trustedHtml } from "../../platform/trustedTypes.ts";
import { encodeParams, readReply, requestErrorMessage, stripForm } from "../../protocol/strip.ts";
import { sanitizeReply } from "./sanitize.ts";

// The strip's page cache (useStrip.ts) asks through this; the protocol's fields, reply and error words
// live in protocol/strip.ts, shared with the server.

/** A strip page as the page may show it: its markup sanitized by the page's policy, and its number. */
export type StripPage = { html: SanitizedHtml; page: number };

/**
 * Asks the server for one page of a strip module. Its HTML is sanitized (sanitize.ts) by the page's
 * Trusted Types policy before it can reach the page, so script in a hostile reply never runs and nothing
 * in it restyles or renames the page. DOMPurify comes in its own chunk, fetched beside the first request
 * (a press, a drag's look-ahead or the idle prefetch): the page's first script need not carry it.
 */
export async function requestStripPage(endpoint: string, moduleid: number, page: number): Promise<StripPage> {
  const purifier = import("dompurify");
  purifier.catch(() => undefined); // a failed fetch of it is reported below, where it is awaited
  const params = encodeParams({ moduleid, page });
  let response: Response;
  let raw: string;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      body: stripForm(params),
      headers: { Accept: "application/json" },
    });
    raw = await response.text();
  } catch (error) {
    // No HTTP status: the request never completed (offline, refused, aborted).
    throw new Error(requestErrorMessage(params, 0, error instanceof Error ? error.message : String(error)));
  }
  const reply = readReply(params, response, raw);
  const { default: DOMPurify } = await purifier;
  return { html: trustedHtml(reply.html, (dirty) => sanitizeReply(DOMPurify, dirty)), page: reply.page };
}

import DOMPurify from "dompurify";

/** A strip page as the page may show it: its markup already sanitized, and its number. */
export type StripPage = { html: string; page: number };

/** The strip endpoint of DESIGN.md's protocol, addressed with the page's menu item id. */
export function stripEndpoint(itemId: number): string {
  return `/index.php?option=com_roksprocket&task=ajax&format=raw&ItemId=${itemId}`;
}

/** SPEC.md 8's words for a request that failed on the way or with an HTTP error. */
export function requestErrorMessage(params: string, status: number, statusText: string): string {
  return `RokSprocket Error [model: strips, model_action: getPage, params: ${params}]: ${status} - ${statusText}`;
}

/** SPEC.md 8: a reply that is not JSON is reported with the raw data, as RokSprocket wrote it. */
export function invalidJsonMessage(raw: string): string {
  return `Invalid JSON data <hr /> ${raw}`;
}

type Reply = { status?: unknown; message?: unknown; payload?: { html?: unknown; page?: unknown } };

/**
 * Interprets a reply of any server that speaks the protocol. A success needs a 2xx status and
 * status "success"; anything else throws an Error in SPEC.md 8's words. Pure: the HTML is sanitized
 * by the caller.
 */
export function readReply(
  params: string,
  response: { ok: boolean; status: number; statusText: string },
  raw: string,
) {
  if (!response.ok) throw new Error(requestErrorMessage(params, response.status, response.statusText));
  let reply: Reply;
  try {
    reply = JSON.parse(raw) as Reply;
  } catch {
    throw new Error(invalidJsonMessage(raw));
  }
  if (reply === null || typeof reply !== "object") throw new Error(invalidJsonMessage(raw));
  if (reply.status !== "success") throw new Error(String(reply.message ?? ""));
  const { html, page } = reply.payload ?? {};
  if (typeof html !== "string" || !Number.isInteger(page)) {
    throw new Error("The reply's payload needs html (a string) and page (a whole number)");
  }
  return { html, page: page as number };
}

/**
 * Asks the server for one page of a strip module. Its HTML is sanitized before it can reach the page,
 * so script in a hostile reply never runs.
 */
export async function requestStripPage(endpoint: string, moduleid: number, page: number): Promise<StripPage> {
  const params = JSON.stringify({ moduleid, page });
  const body = new URLSearchParams({ model: "strips", model_action: "getPage", params });
  let response: Response;
  let raw: string;
  try {
    response = await fetch(endpoint, { method: "POST", body, headers: { Accept: "application/json" } });
    raw = await response.text();
  } catch (error) {
    // No HTTP status: the request never completed (offline, refused, aborted).
    throw new Error(requestErrorMessage(params, 0, error instanceof Error ? error.message : String(error)));
  }
  const reply = readReply(params, response, raw);
  return { html: DOMPurify.sanitize(reply.html), page: reply.page };
}

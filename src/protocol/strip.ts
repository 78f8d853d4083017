/**
 * The RokSprocket strip protocol of behaviour.md 7 and 8, written once: the page asks with it
 * (widgets/strip/client.ts) and the server answers with it (server/strip.ts). Pure: no fetch, no DOM, no Hono.
 */

/** The endpoint's path, as the original site had it. */
export const STRIP_PATH = "/index.php";
/** The fixed query every strip request carries; ItemId (the page's menu item) comes after it. */
export const STRIP_QUERY = { option: "com_roksprocket", task: "ajax", format: "raw" } as const;
export const ITEM_ID_QUERY = "ItemId";

/** The form fields with a fixed value, in the order the page sends them. */
export const STRIP_FIELDS = { model: "strips", model_action: "getPage" } as const;
/** The form field holding the JSON-encoded StripParams. */
export const PARAMS_FIELD = "params";

type StripParams = { moduleid: number; page: number };

/** What a success carries for the page; the server may add fields of its own (Extra). */
type StripPayload = { html: string; page: number };
type StripSuccess<Extra = unknown> = {
  status: "success";
  message: string;
  payload: StripPayload & Extra;
};
type StripError = { status: "error"; message: string };

/** The endpoint addressed with the page's menu item id. */
export function stripEndpoint(itemId: number): string {
  return `${STRIP_PATH}?${new URLSearchParams({ ...STRIP_QUERY, [ITEM_ID_QUERY]: String(itemId) })}`;
}

/** The params field's text, as the page sends it and as behaviour.md 8's request error quotes it. */
export function encodeParams({ moduleid, page }: StripParams): string {
  return JSON.stringify({ moduleid, page });
}

/** The whole form of a page request. */
export function stripForm(params: string): URLSearchParams {
  return new URLSearchParams({ ...STRIP_FIELDS, [PARAMS_FIELD]: params });
}

/** A success reply, serialized the way readReply reads it. */
export function successReplyJson<Extra>(payload: StripPayload & Extra): string {
  const reply: StripSuccess<Extra> = { status: "success", message: "", payload };
  return JSON.stringify(reply);
}

/** The JSON of every refusal the server sends; its message is what the page reports (behaviour.md 8). */
export function errorReplyBody(message: string): StripError {
  return { status: "error", message };
}

/** behaviour.md 8's words for a request that failed on the way or with an HTTP error. */
export function requestErrorMessage(params: string, status: number, statusText: string): string {
  const { model, model_action } = STRIP_FIELDS;
  return `RokSprocket Error [model: ${model}, model_action: ${model_action}, params: ${params}]: ${status} - ${statusText}`;
}

/** behaviour.md 8: a reply that is not JSON is reported with the raw data, as RokSprocket wrote it. */
export function invalidJsonMessage(raw: string): string {
  return `Invalid JSON data <hr /> ${raw}`;
}

type LooseReply = { status?: unknown; message?: unknown; payload?: { html?: unknown; page?: unknown } };

/**
 * Interprets a reply of any server that speaks the protocol. A success needs a 2xx status and
 * status "success"; anything else throws an Error in behaviour.md 8's words. The HTML is returned as sent:
 * sanitizing it is the caller's job.
 */
export function readReply(
  params: string,
  response: { ok: boolean; status: number; statusText: string },
  raw: string,
): StripPayload {
  if (!response.ok) throw new Error(requestErrorMessage(params, response.status, response.statusText));
  let reply: LooseReply;
  try {
    reply = JSON.parse(raw) as LooseReply;
  } catch {
    throw new Error(invalidJsonMessage(raw));
  }
  if (reply === null || typeof reply !== "object") throw new Error(invalidJsonMessage(raw));
  if (reply.status !== "success") throw new Error(String(reply.message ?? ""));
  const { html, page: sent } = reply.payload ?? {};
  // RokSprocket echoes the page in the type it was sent: "2" is page 2.
  const page = typeof sent === "string" && /^\d{1,9}$/.test(sent) ? Number(sent) : sent;
  if (typeof html !== "string" || !Number.isInteger(page)) {
    throw new Error("The reply's payload needs html (a string) and page (a whole number)");
  }
  return { html, page: page as number };
}

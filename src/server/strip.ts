import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { ImageManifest } from "../content/images.ts";
import { pageCount, type StripPageData, stripPage } from "../content/paging.ts";
import type { StripItem, StripModule } from "../content/schema.ts";
import * as protocol from "../protocol/strip.ts";

export const MAX_BODY_BYTES = 16 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

const paramsSchema = z.strictObject({
  moduleid: z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
    .pipe(z.number().int().positive()),
  page: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().positive()),
});

export type StripRoutesOptions = {
  modules: StripModule[];
  images: ImageManifest;
  /** Renders a page's cards with the same React component as the prerendered strip. */
  renderItems: (items: StripItem[], images: ImageManifest) => string;
};

type Failure = { status: 400 | 404 | 405 | 413 | 415; message: string };
const fail = (status: Failure["status"], message: string): Failure => ({ status, message });
const errorReply = (c: Context, { status, message }: Failure) =>
  c.json(protocol.errorReplyBody(message), status);

function checkQuery(c: Context): Failure | undefined {
  for (const [key, expected] of Object.entries(protocol.STRIP_QUERY)) {
    const value = c.req.query(key);
    if (value !== expected) return fail(404, `Unknown request: ${key} must be "${expected}"`);
  }
  const itemId = c.req.query(protocol.ITEM_ID_QUERY);
  if (itemId !== undefined && !/^\d{1,9}$/.test(itemId))
    return fail(400, `${protocol.ITEM_ID_QUERY} must be a positive whole number`);
}

/** The common case without the cost of a FormData: fields given twice become arrays, as parseBody does. */
function readUrlEncoded(body: string): Record<string, string | string[]> {
  const form: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of new URLSearchParams(body)) {
    const seen = form[key];
    form[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return form;
}

/** One text field, given exactly once. */
function field(form: Record<string, unknown>, name: string): string | Failure {
  const value = form[name];
  if (value === undefined) return fail(400, `Missing field: ${name}`);
  if (Array.isArray(value)) return fail(400, `Field ${name} is given more than once`);
  if (typeof value !== "string") return fail(400, `Field ${name} must be text, not a file`);
  return value;
}

const isFailure = (v: unknown): v is Failure => typeof v === "object" && v !== null && "status" in v;

function pageReply(
  { items, page, pages }: StripPageData,
  images: ImageManifest,
  renderItems: StripRoutesOptions["renderItems"],
): string {
  const used: ImageManifest = {};
  for (const { image } of items) {
    const info = images[image];
    if (info) used[image] = info;
  }
  return protocol.successReplyJson({ html: renderItems(items, used), page, pages, items, images: used });
}

/** The strip endpoint, answering protocol/strip.ts; every bad request gets a 4xx JSON error with a message. */
export function stripRoutes({ modules, images, renderItems }: StripRoutesOptions) {
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => errorReply(c, fail(413, `Request body is larger than ${MAX_BODY_BYTES / 1024} KB`)),
  });

  // Content is fixed for the life of a server, so each page is rendered and serialized once.
  const replies = new Map<string, string>();

  async function getPage(c: Context) {
    const queryProblem = checkQuery(c);
    if (queryProblem) return errorReply(c, queryProblem);
    if (c.req.method !== "POST") {
      c.header("Allow", "POST");
      return errorReply(c, fail(405, `Method ${c.req.method} is not allowed; use POST`));
    }
    const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!FORM_TYPES.includes(type)) {
      return errorReply(
        c,
        fail(415, "Content-Type must be application/x-www-form-urlencoded or multipart/form-data"),
      );
    }
    let form: Record<string, unknown>;
    try {
      form =
        type === FORM_TYPES[0] ? readUrlEncoded(await c.req.text()) : await c.req.parseBody({ all: true });
    } catch {
      return errorReply(c, fail(400, "The form data cannot be read"));
    }
    for (const [name, expected] of Object.entries(protocol.STRIP_FIELDS)) {
      const value = field(form, name);
      if (isFailure(value)) return errorReply(c, value);
      if (value !== expected)
        return errorReply(c, fail(400, `Unknown ${name}: ${JSON.stringify(value.slice(0, 64))}`));
    }
    const rawParams = field(form, protocol.PARAMS_FIELD);
    if (isFailure(rawParams)) return errorReply(c, rawParams);
    let json: unknown;
    try {
      json = JSON.parse(rawParams);
    } catch {
      return errorReply(c, fail(400, "params is not valid JSON"));
    }
    const params = paramsSchema.safeParse(json);
    if (!params.success) {
      const issue = params.error.issues[0];
      const where = issue?.path.length ? `params.${issue.path.join(".")}` : "params";
      return errorReply(c, fail(400, `${where}: must be an object with a positive whole moduleid and page`));
    }
    const { moduleid, page } = params.data;
    const module = modules.find((m) => m.id === moduleid);
    if (!module) return errorReply(c, fail(404, `Unknown module: ${moduleid}`));
    const shown = stripPage(module, page);
    if (!shown) {
      return errorReply(
        c,
        fail(404, `Page ${page} does not exist; module ${moduleid} has ${pageCount(module)}`),
      );
    }
    const key = `${moduleid}:${page}`;
    let reply = replies.get(key);
    if (reply === undefined) {
      reply = pageReply(shown, images, renderItems);
      replies.set(key, reply);
    }
    return c.body(reply, 200, { "Content-Type": "application/json; charset=UTF-8" });
  }

  return { limit, getPage };
}

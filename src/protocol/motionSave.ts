import * as z from "zod/mini";

/**
 * The debug panel's "Save to content", written once: the panel asks with it (debug/saveToContent.ts)
 * and the dev server answers with it (scripts/motion/saveRoute.ts). The built site has no such route.
 */

export const SAVE_PATH = "/__grandtour/motion/save";
/** The meta element the dev server puts its token in; a page without it was not served by `npm run dev`. */
export const TOKEN_META = "grandtour-dev-token";

export type TunedFile = "content/gallery.json" | "content/strips.json";
/** One field a save changes; `old` is undefined where content had no such field. */
export type FieldChange = { file: TunedFile; path: string; old: unknown; new: unknown };

/** What each field of a request may be, with the words a refusal uses. */
const FIELDS = {
  token: ["the dev token, from the page's meta element", z.string()],
  /** The panel's settings; content/mergeTuning.ts checks them field by field, in the export's words. */
  tuning: ["the tuned settings, as the panel exports them", z.unknown()],
  dryRun: ["true or false", z.optional(z.boolean())],
  /** The diff the panel showed: a write is refused (409) if the diff is now another. */
  expected: ["the diff the panel showed, as text", z.optional(z.string())],
  /** The strip module the strip part goes into, as `npm run motion:apply -- --module <id>`. */
  module: ["a strip module id (a whole number above 0)", z.optional(z.number().check(z.int(), z.positive()))],
} as const;
type Fields = typeof FIELDS;

const saveRequestSchema = z.strictObject(
  Object.fromEntries(Object.entries(FIELDS).map(([key, [, schema]]) => [key, schema])) as {
    [K in keyof Fields]: Fields[K][1];
  },
);
export type SaveRequest = z.infer<typeof saveRequestSchema>;

/** The reply to a request the route takes: the diff; `written` after a write, none after a dry run. */
export type SaveResult = { changes: FieldChange[]; diff: string; written?: TunedFile[] };
/** A refusal; a 409 (stale diff) carries the diff as it is now, for the designer to confirm. */
export type SaveRefusal = { error: string; changes?: FieldChange[]; diff?: string };

/** The request, or why it is refused: each problem names its field. */
export function parseSaveRequest(body: unknown): SaveRequest | string {
  const result = saveRequestSchema.safeParse(body);
  if (result.success) return result.data;
  const known = Object.keys(FIELDS).join(", ");
  const problems = result.error.issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys")
      return issue.keys.map((key) => `${key}: not a field of a save request (its fields: ${known})`);
    const key = String(issue.path[0] ?? "");
    const field = FIELDS[key as keyof Fields];
    return field ? [`${key}: must be ${field[0]}`] : [`the request must be a JSON object (${known})`];
  });
  return `Save request refused:\n${problems.map((p) => `  - ${p}`).join("\n")}`;
}

/** What the panel says when the dev server does not answer at all. */
export const UNREACHABLE_MESSAGE = "The dev server is not reachable: is `npm run dev` running?";
/** What the panel says on a page the dev server did not render (the built site). */
export const NEEDS_DEV_SERVER_MESSAGE =
  "Save to content needs the dev server: run `npm run dev` and open its page with ?debug.";

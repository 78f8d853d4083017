import { readFileSync } from "node:fs";
import { z } from "zod";
import type { Content } from "../content/schema.ts";
import { stripsSchema } from "../content/stripsSchema.ts";

/**
 * What the server reads of the content, written by the build after it validated content/ (and checked
 * every image): the server never opens content/ itself, so it serves only what a build passed.
 */
const snapshotSchema = z.strictObject({
  /** The business's name, for the line that says where the site is served. */
  name: z.string(),
  /** Whether the page sends analytics: the security headers allow its hosts then. */
  analytics: z.boolean(),
  strips: stripsSchema,
});

export type ContentSnapshot = z.infer<typeof snapshotSchema>;

/** The server's part of validated content, as the build writes it to dist/server/content.json. */
export function contentSnapshot(content: Content): ContentSnapshot {
  return {
    name: content.site.business.name,
    analytics: content.site.analytics.id !== "",
    strips: content.strips,
  };
}

/** Reads the build's snapshot; a missing or altered file is an error that names it and says to build. */
export function readContentSnapshot(file: string): ContentSnapshot {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${file} cannot be read (${(error as Error).message}): run npm run build and copy dist/`);
  }
  const parsed = snapshotSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`${file} is not a build's content snapshot: run npm run build`);
  return parsed.data;
}

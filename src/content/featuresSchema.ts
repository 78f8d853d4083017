import { z } from "zod";
import { link, text } from "./fields.ts";

/** content/features.json: the feature table, each row with one value per column. */
const cellValue = z.union([z.boolean(), text]);

export const featuresSchema = z
  .strictObject({
    caption: text,
    columns: z
      .array(
        z.strictObject({
          name: text,
          price: text,
          highlighted: z.boolean().default(false),
          /** A call to action under the column, e.g. "Book Executive". */
          action: link.optional(),
        }),
      )
      .min(1),
    rows: z.array(z.strictObject({ feature: text, values: z.array(cellValue) })).min(1),
  })
  .superRefine((table, ctx) => {
    table.rows.forEach((row, i) => {
      if (row.values.length !== table.columns.length) {
        ctx.addIssue({
          code: "custom",
          path: ["rows", i, "values"],
          message: `has ${row.values.length} values but the table has ${table.columns.length} columns`,
        });
      }
    });
    if (table.columns.filter((c) => c.highlighted).length > 1) {
      ctx.addIssue({ code: "custom", path: ["columns"], message: "at most one column may be highlighted" });
    }
  });

export type Features = z.infer<typeof featuresSchema>;

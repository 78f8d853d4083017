import "./featureTable.css";
import "./hint.css";
import type { Features } from "../../content/schema.ts";
import { useFeatureTable } from "./useFeatureTable.ts";

function Cell({ value }: { value: boolean | string }) {
  if (typeof value === "string") return value;
  return (
    <>
      <span aria-hidden="true" className={value ? "feature-table__yes" : "feature-table__no"}>
        {value ? "✓" : "–"}
      </span>
      <span className="visually-hidden">{value ? "Included" : "Not included"}</span>
    </>
  );
}

/**
 * The service tiers side by side. The column under the pointer or holding keyboard focus stands out;
 * otherwise the one content marks as highlighted. On narrow screens the table scrolls sideways under a
 * sticky feature column, with a hint, and starts with the highlighted column in view.
 */
export function FeatureTable({ caption, columns, rows }: Features) {
  const { column, overflowing, scrollerRef, tableProps } = useFeatureTable(
    columns.map((c) => !!c.highlighted),
  );
  const cell = (i: number) => ({ "data-column": i, className: i === column ? "is-highlighted" : undefined });
  return (
    <div className="feature-table" data-overflowing={overflowing}>
      <p className="feature-table__hint" aria-hidden="true">
        Swipe sideways to compare every tier
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be scrollable by keyboard */}
      <section ref={scrollerRef} className="feature-table__scroller" aria-label={caption} tabIndex={0}>
        <table {...tableProps}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <td />
              {columns.map((c, i) => (
                <th key={c.name} scope="col" {...cell(i)}>
                  <span className="feature-table__name">{c.name}</span>
                  <span className="feature-table__price">{c.price}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                {row.values.map((v, i) => (
                  <td key={columns[i]?.name} {...cell(i)}>
                    <Cell value={v} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {columns.some((c) => c.action) && (
            <tfoot>
              <tr>
                <td />
                {columns.map((c, i) => (
                  <td key={c.name} {...cell(i)}>
                    {c.action && (
                      <a className="feature-table__action" href={c.action.href}>
                        {c.action.label}
                      </a>
                    )}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </section>
    </div>
  );
}

// @vitest-environment happy-dom
import { act, fireEvent, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useFeatureTable } from "../../../../src/widgets/featureTable/useFeatureTable.ts";
import { layOut, stubResizeObserver } from "../../../support/dom.ts";

let table: ReturnType<typeof useFeatureTable>;

/** Three tier columns of 200 px beside a 150 px sticky feature column; the middle one is highlighted. */
function Table() {
  table = useFeatureTable([false, true, false]);
  return (
    <section ref={table.scrollerRef}>
      <table {...table.tableProps}>
        <thead>
          <tr>
            <td />
            {[0, 1, 2].map((c) => (
              <th key={c} data-column={c}>
                <button type="button">Tier {c}</button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th>Feature</th>
            {[0, 1, 2].map((c) => (
              <td key={c} data-column={c} />
            ))}
          </tr>
        </tbody>
      </table>
    </section>
  );
}

function setup() {
  const observer = stubResizeObserver();
  const { container } = render(<Table />);
  const scroller = container.querySelector("section")!;
  const cell = (c: number) => container.querySelector<HTMLElement>(`tbody [data-column="${c}"]`)!;
  const button = (c: number) => container.querySelector<HTMLElement>(`thead [data-column="${c}"] button`)!;
  layOut(container.querySelector("thead td")!, { offsetWidth: 150 });
  for (const c of [0, 1, 2]) {
    layOut(container.querySelector(`thead [data-column="${c}"]`)!, {
      offsetLeft: 150 + c * 200,
      offsetWidth: 200,
    });
  }
  /** The scroller's width changes to `width` (its table is 750 px wide). */
  const resize = (width: number) => {
    layOut(scroller, { clientWidth: width, scrollWidth: Math.max(width, 750) });
    act(() => observer.resize(scroller));
  };
  return { scroller, cell, button, resize };
}

describe("useFeatureTable", () => {
  it("highlights the content's column until a pointer or focus picks another", () => {
    const { cell } = setup();
    expect(table.column).toBe(1);
    fireEvent.pointerOver(cell(2), { pointerType: "mouse" });
    expect(table.column).toBe(2);
  });

  it("goes back to the content's column when a mouse leaves, but keeps a finger's tap", () => {
    const { cell } = setup();
    const tableElement = cell(0).closest("table")!;
    fireEvent.pointerOver(cell(0), { pointerType: "mouse" });
    fireEvent.pointerLeave(tableElement, { pointerType: "mouse" });
    expect(table.column).toBe(1);
    fireEvent.pointerOver(cell(2), { pointerType: "touch" });
    fireEvent.pointerLeave(tableElement, { pointerType: "touch" });
    expect(table.column).toBe(2);
  });

  it("follows keyboard focus, ranks the pointer above it, and lets go when focus leaves the table", () => {
    const { cell, button } = setup();
    fireEvent.focus(button(0));
    expect(table.column).toBe(0);
    fireEvent.pointerOver(cell(2), { pointerType: "mouse" });
    expect(table.column).toBe(2);
    fireEvent.pointerLeave(cell(2).closest("table")!, { pointerType: "mouse" });
    expect(table.column).toBe(0);
    fireEvent.blur(button(0), { relatedTarget: button(2) });
    expect(table.column).toBe(0); // no flash of the content's column while focus moves within
    fireEvent.focus(button(2));
    expect(table.column).toBe(2);
    fireEvent.blur(button(2), { relatedTarget: document.body });
    expect(table.column).toBe(1);
  });

  it("says whether the table scrolls sideways, measured as it mounts and at each resize", () => {
    const { resize } = setup();
    expect(table.overflowing).toBe(false); // as it mounted, laid out at 0 px: nothing overflows
    resize(1000);
    expect(table.overflowing).toBe(false);
    resize(400);
    expect(table.overflowing).toBe(true);
  });

  it("brings the highlighted column beside the sticky one once, when the table first scrolls sideways", () => {
    const { scroller, resize } = setup();
    resize(400);
    expect(scroller.scrollLeft).toBe(200);
    scroller.scrollLeft = 0;
    resize(380);
    expect(scroller.scrollLeft).toBe(0);
  });
});

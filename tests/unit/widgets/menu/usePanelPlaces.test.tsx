// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { useRef } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { closedPanel, type Panel, type Phase } from "../../../../src/widgets/menu/model.ts";
import { usePanelPlaces } from "../../../../src/widgets/menu/usePanelPlaces.ts";
import { layOut } from "../../../support/dom.ts";
import { firstPaint } from "../../../support/firstPaint.ts";

/**
 * Where the desktop bar's panels open, under StrictMode, in a viewport 1000 px wide with the menu's
 * 10 px margin (behaviour.md 9). happy-dom lays nothing out: each item's left and right edges and each
 * panel's width are the ones the test gives it (`data-box`). A panel's place is drawn as MenuItems
 * draws it: a left margin and `data-flip`.
 */
const MARGIN = 10;
type Item = { left: number; right: number; panelWidth: number };

function Bar({ items, phase }: { items: Item[]; phase: Phase }) {
  const root = useRef<HTMLUListElement>(null);
  const panels: Panel[] = items.map(() => ({ ...closedPanel, phase }));
  const places = usePanelPlaces(root, panels, MARGIN);
  return (
    <ul ref={root}>
      {items.map((item, i) => (
        <li key={`${item.left}`} data-box={`${item.left} ${item.right}`}>
          <div
            role="menu"
            aria-label={`Panel ${i}`}
            data-menu-panel={i}
            data-box={`0 ${item.panelWidth}`}
            data-flip={places[i]?.flip || undefined}
            style={{ marginLeft: places[i]?.shift || undefined }}
          />
        </li>
      ))}
    </ul>
  );
}

/** Where panel `i` is drawn: its offset from under its item (px) and whether it flipped. */
const drawn = (i: number) => {
  const el = screen.getByRole("menu", { name: `Panel ${i}` });
  return { shift: Number.parseFloat(el.style.marginLeft) || 0, flip: el.dataset.flip === "true" };
};
const setup = (items: Item[]) => render(<Bar items={items} phase="opening" />, { reactStrictMode: true });

beforeEach(() => {
  layOut(document.documentElement, { clientWidth: 1000 });
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const [left = 0, right = 0] = (this.getAttribute("data-box") ?? "").split(" ").map(Number);
    return { left, right, width: right - left } as DOMRect;
  });
});

describe("usePanelPlaces under StrictMode", () => {
  it("opens a panel that fits under its item, unmoved", () => {
    setup([{ left: 100, right: 180, panelWidth: 200 }]);
    expect(drawn(0)).toEqual({ shift: 0, flip: false });
  });

  it("flips a panel wider than the room to its item's right to end at the item's right edge", () => {
    // 140 px of room to the right of 850 (less the margin), 940 to the left of 950.
    setup([{ left: 850, right: 950, panelWidth: 300 }]);
    expect(drawn(0)).toEqual({ shift: 650 - 850, flip: true });
  });

  it("shifts a panel that fits neither way back in, `margin` px from the viewport's edge", () => {
    // Flipped it would stick out further on the left; unflipped it ends at 990, 10 px from the edge.
    setup([{ left: 400, right: 420, panelWidth: 700 }]);
    expect(drawn(0)).toEqual({ shift: 290 - 400, flip: false });
  });

  it("places each opening panel by its own item", () => {
    setup([
      { left: 100, right: 180, panelWidth: 200 },
      { left: 850, right: 950, panelWidth: 300 },
    ]);
    expect([drawn(0), drawn(1)]).toEqual([
      { shift: 0, flip: false },
      { shift: -200, flip: true },
    ]);
  });

  it("measures again each time a panel opens: a viewport that narrowed since flips it", () => {
    const items = [{ left: 500, right: 600, panelWidth: 300 }];
    const { rerender } = setup(items);
    expect(drawn(0)).toEqual({ shift: 0, flip: false });
    rerender(<Bar items={items} phase="closed" />);
    layOut(document.documentElement, { clientWidth: 700 });
    rerender(<Bar items={items} phase="opening" />);
    expect(drawn(0)).toEqual({ shift: -200, flip: true });
  });

  it("keeps an open panel where it opened when the viewport changes under it", () => {
    const items = [{ left: 500, right: 600, panelWidth: 300 }];
    const { rerender } = setup(items);
    rerender(<Bar items={items} phase="opened" />);
    layOut(document.documentElement, { clientWidth: 700 });
    rerender(<Bar items={items} phase="opened" />);
    expect(drawn(0)).toEqual({ shift: 0, flip: false });
  });

  it("is placed before the first paint, so a panel never shows outside the viewport", async () => {
    const painted = await firstPaint(
      <Bar items={[{ left: 850, right: 950, panelWidth: 300 }]} phase="opening" />,
      () => drawn(0),
    );
    expect(painted).toEqual({ shift: -200, flip: true });
  });
});

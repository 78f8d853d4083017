import { describe, expect, it, vi } from "vitest";
import { pagerProps } from "../../../../src/widgets/strip/pager.ts";

describe("the strip's pager props", () => {
  it("has a button per page, the shown one current and labelled for a screen reader", () => {
    const pager = pagerProps({ page: 2, pages: 3 }, undefined, undefined);
    expect(
      pager.pageButtons.map((b) => [b.n, b.current, b.props["aria-current"], b.props["aria-label"]]),
    ).toEqual([
      [1, false, undefined, "Page 1"],
      [2, true, "page", "Page 2"],
      [3, false, undefined, "Page 3"],
    ]);
    expect(pager.pageButtons[2]?.props["data-strips-page"]).toBe(3);
  });

  it("sends each press where it goes, and does nothing before the strip can page", () => {
    const go = vi.fn(() => Promise.resolve());
    const pager = pagerProps({ page: 1, pages: 3 }, go, undefined);
    pager.previousProps.onClick();
    pager.nextProps.onClick();
    pager.pageButtons[2]?.props.onClick();
    expect(go.mock.calls).toEqual([["previous"], ["next"], [3]]);
    expect(() => pagerProps({ page: 1, pages: 3 }, undefined, undefined).nextProps.onClick()).not.toThrow();
  });

  it("shows the autoplay toggle only when asked, pressed while paused", () => {
    expect(pagerProps({ page: 1, pages: 3 }, undefined, undefined).autoplay).toBeUndefined();
    const toggle = vi.fn();
    const autoplay = pagerProps({ page: 1, pages: 3 }, undefined, { paused: true, toggle }).autoplay;
    expect(autoplay?.paused).toBe(true);
    expect(autoplay?.props["aria-pressed"]).toBe(true);
    autoplay?.props.onClick();
    expect(toggle).toHaveBeenCalledOnce();
  });
});

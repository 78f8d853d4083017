// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SideMenu } from "../../../../src/widgets/menu/mobileModel.ts";
import type { Panel } from "../../../../src/widgets/menu/model.ts";
import type { DisplayType } from "../../../../src/widgets/menu/options.ts";
import { useRenderedLevels } from "../../../../src/widgets/menu/useRenderedLevels.ts";
import "../../../support/dom.ts";

type Props = { side: boolean; type: DisplayType; state: SideMenu; panels: Panel[] };
const closedSide: SideMenu = { open: false, stack: [], expanded: [] };
const panel = (phase: Panel["phase"]) => ({ phase, clicked: false, hoveredAt: undefined }) as Panel;

function render(initial: Props) {
  return renderHook((p: Props) => useRenderedLevels(p.side, p.type, p.state, p.panels), {
    initialProps: initial,
    reactStrictMode: true,
  });
}

describe("useRenderedLevels under StrictMode", () => {
  it("renders a desktop panel's lists from its first opening on, nested ones with it, and no other", () => {
    const props: Props = {
      side: false,
      type: "flat",
      state: closedSide,
      panels: [panel("closed"), panel("closed")],
    };
    const r = render(props);
    expect(r.result.current("0")).toBe(false);
    r.rerender({ ...props, panels: [panel("opening"), panel("closed")] });
    r.rerender({ ...props, panels: [panel("closed"), panel("closed")] });
    expect([r.result.current("0"), r.result.current("0.1"), r.result.current("1")]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("renders every level of the flat side panel once it opens, and keeps them", () => {
    const props: Props = { side: true, type: "flat", state: closedSide, panels: [] };
    const r = render(props);
    expect(r.result.current("1")).toBe(false);
    r.rerender({ ...props, state: { ...closedSide, open: true } });
    r.rerender(props);
    expect([r.result.current("1"), r.result.current("2.0")]).toEqual([true, true]);
  });

  it("renders an accordion level once it expands, and keeps it when it folds", () => {
    const props: Props = { side: true, type: "accordion", state: { ...closedSide, open: true }, panels: [] };
    const r = render(props);
    r.rerender({ ...props, state: { ...props.state, expanded: ["1"] } });
    r.rerender(props);
    expect([r.result.current("1"), r.result.current("2")]).toEqual([true, false]);
  });
});

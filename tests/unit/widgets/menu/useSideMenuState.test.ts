// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { defaultMobile, type MobileOptions } from "../../../../src/widgets/menu/options.ts";
import { useSideMenuState } from "../../../../src/widgets/menu/useSideMenuState.ts";
import "../../../support/dom.ts";
import { windowOf } from "../../../support/media.ts";

const branch = () => ["1", "1.0"];

function render(options: Partial<MobileOptions> = {}) {
  return renderHook(() => useSideMenuState({ ...defaultMobile, ...options }, branch), {
    reactStrictMode: true,
  });
}

describe("useSideMenuState under StrictMode", () => {
  it("is the side menu below 768 px and not from 768 px, as the window is resized", async () => {
    const resize = windowOf(767);
    const { result } = render();
    expect(result.current.side).toBe(true);
    await resize(768);
    expect(result.current.side).toBe(false);
    await resize(500);
    expect(result.current.side).toBe(true);
  });

  it("closes the open panel when the window widens to the desktop menu, and keeps it open while narrow", async () => {
    const resize = windowOf(400);
    const { result } = render();
    act(() => result.current.send({ type: "toggle" }));
    await resize(700);
    expect(result.current.state.open).toBe(true);
    await resize(1024);
    expect(result.current.state.open).toBe(false);
  });

  it("opens the accordion's active branch at start when configured, and only then", () => {
    windowOf(400);
    const open = render({ type: "accordion", openActiveBranch: true });
    expect(open.result.current.state.expanded).toEqual(["1", "1.0"]);
    const closed = render({ type: "accordion", openActiveBranch: false });
    expect(closed.result.current.state.expanded).toEqual([]);
  });
});

// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { useHydrated } from "../../../src/platform/useHydrated.ts";
import { mount } from "../../support/dom.ts";

function Control() {
  return (
    <button type="button" disabled={!useHydrated()}>
      Send
    </button>
  );
}

describe("useHydrated", () => {
  it("is false in the prerendered HTML, true once the page runs, with no hydration mismatch", async () => {
    const html = renderToString(<Control />);
    expect(html).toContain("disabled");
    const host = mount(`<div>${html}</div>`);
    const mismatch = vi.fn();
    const root = await act(async () => hydrateRoot(host, <Control />, { onRecoverableError: mismatch }));
    expect(host.querySelector("button")!.disabled).toBe(false);
    expect(mismatch).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});

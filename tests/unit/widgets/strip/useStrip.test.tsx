// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Strip } from "../../../../src/widgets/strip/Strip.tsx";
import type { StripProps } from "../../../../src/widgets/strip/useStrip.ts";
import { stubResizeObserver } from "../../../support/dom.ts";
import { replyHtml } from "../../../support/stripDom.ts";

/**
 * useStrip through its view, rendered under StrictMode as the page hydrates it: its paging model is
 * made in an effect, destroyed by StrictMode's second run and made again. The server's pages come from
 * a stand-in for the endpoint's client, counted.
 */
const asked = vi.hoisted(() => [] as number[]);
vi.mock("../../../../src/widgets/strip/client.ts", () => ({
  requestStripPage: async (_endpoint: string, _module: number, page: number) => {
    asked.push(page);
    return { html: replyHtml(page), page };
  },
}));

const card = (n: number) => ({ title: `Card ${n}`, text: `Text ${n}`, image: "none.jpg" });

function setup(options: StripProps["options"] = {}) {
  const props: StripProps = {
    moduleId: 7,
    title: "Services",
    page: 1,
    pages: 3,
    items: [1, 2, 3, 4].map(card),
    anchors: {},
    images: {},
    endpoint: "/strip",
    options: { animation: "fade", prefetch: false, ...options },
  };
  render(<Strip {...props} />, { reactStrictMode: true });
}

const status = () => screen.getByText(/^Page \d of 3$/).textContent;
const current = () => screen.getByRole("button", { current: "page" }).textContent;
const press = (name: string) => act(() => void fireEvent.click(screen.getByRole("button", { name })));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  asked.length = 0;
  vi.useFakeTimers();
  stubResizeObserver();
});

describe("useStrip under StrictMode", () => {
  it("goes to the next page, the previous one and a numbered one, asking the server once for each", async () => {
    setup();
    expect([status(), current()]).toEqual(["Page 1 of 3", "1"]);
    await press("Next page");
    await wait(2000);
    expect([status(), current()]).toEqual(["Page 2 of 3", "2"]);
    expect(screen.getByText("page 2")).toBeDefined(); // the server's cards are in the list
    await press("Page 3");
    await wait(2000);
    expect([status(), current()]).toEqual(["Page 3 of 3", "3"]);
    await press("Previous page");
    await wait(2000);
    expect([status(), current()]).toEqual(["Page 2 of 3", "2"]);
    expect(asked).toEqual([2, 3]);
  });

  it("turns the page by itself when autoplay is on, and stops once paused", async () => {
    setup({ autoplay: 1, delay: 3 });
    await wait(3000);
    await wait(2000);
    expect(status()).toBe("Page 2 of 3");
    await press("Pause autoplay");
    expect(screen.getByRole("button", { name: "Pause autoplay" }).getAttribute("aria-pressed")).toBe("true");
    await wait(10_000);
    expect(status()).toBe("Page 2 of 3");
  });
});

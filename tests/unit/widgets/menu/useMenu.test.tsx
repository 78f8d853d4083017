// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { menuSchema } from "../../../../src/content/schema.ts";
import { Menu } from "../../../../src/widgets/menu/Menu.tsx";
import { stubResizeObserver } from "../../../support/dom.ts";
import { windowOf } from "../../../support/media.ts";

/**
 * useMenu through its view, rendered under StrictMode as the page hydrates it: every effect and layout
 * effect runs, is cleaned up and runs again, in a window a test can resize (support/media.ts).
 */
const menu = menuSchema.parse({
  items: [
    { label: "Home", href: "#hero" },
    { label: "Services", href: "#services", children: [{ label: "Weddings", href: "#weddings" }] },
    { label: "Fleet", href: "#fleet", clickToggle: true, children: [{ label: "Saloon", href: "#saloon" }] },
  ],
});

const button = (name: string) => screen.getByRole("button", { name });
const click = (name: string) => act(() => void fireEvent.click(button(name)));
const expanded = (name: string) => button(name).getAttribute("aria-expanded");
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  stubResizeObserver();
});

/** The menu as the page hydrates it: under StrictMode. */
const renderMenu = () => render(<Menu menu={menu} images={{}} />, { reactStrictMode: true });

describe("useMenu under StrictMode", () => {
  it("on a phone, opens the side panel from the toggle, into the body, and closes it from its close button", async () => {
    windowOf(400);
    renderMenu();
    expect(expanded("Menu")).toBe("false");
    await click("Menu");
    expect(expanded("Menu")).toBe("true");
    const panel = screen.getByRole("navigation", { name: "Main" });
    expect(panel.closest(".menu-layer")?.parentElement).toBe(document.body);
    expect(panel.closest(".menu-layer")?.getAttribute("data-open")).toBe("true");
    await click("Close menu");
    expect(expanded("Menu")).toBe("false");
  });

  it("closes the side panel when the window widens to the desktop menu, which is then in place", async () => {
    const resize = windowOf(400);
    const { container } = renderMenu();
    await click("Menu");
    expect(expanded("Menu")).toBe("true");
    await resize(1024);
    expect(expanded("Menu")).toBe("false");
    expect(container.querySelector("nav")).toBe(screen.getByRole("navigation", { name: "Main" }));
  });

  it("on desktop, opens a click-only sub-menu on a press of its toggle and closes it on Escape", async () => {
    windowOf(1280);
    renderMenu();
    expect(expanded("Fleet sub-menu")).toBe("false");
    await click("Fleet sub-menu");
    expect(expanded("Fleet sub-menu")).toBe("true");
    await act(() => void fireEvent.keyDown(button("Fleet sub-menu"), { key: "Escape" }));
    await wait(1000);
    expect(expanded("Fleet sub-menu")).toBe("false");
  });
});

describe("useMenu hydrating the server's HTML under StrictMode", () => {
  it("adopts a side panel shown by focus before the page woke: open, and focus on its close button", async () => {
    windowOf(400);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Menu menu={menu} images={{}} />);
    document.body.append(container);
    screen.getByRole("button", { name: "Menu" }).focus();
    render(<Menu menu={menu} images={{}} />, { container, hydrate: true, reactStrictMode: true });
    expect(expanded("Menu")).toBe("true");
    expect(document.activeElement).toBe(button("Close menu"));
    await click("Close menu");
    expect(expanded("Menu")).toBe("false");
    expect(document.activeElement).toBe(button("Menu"));
  });
});

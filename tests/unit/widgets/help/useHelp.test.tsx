// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { HelpButton } from "../../../../src/widgets/help/HelpButton.tsx";
import { closesDialog } from "../../../../src/widgets/help/useHelp.ts";
// Unmounts each test's render and puts back its stubs.
import "../../../support/dom.ts";

describe("closesDialog", () => {
  it("closes on Escape, and on Tab forward from the last control only", () => {
    expect(closesDialog("Escape", false, false)).toBe(true);
    expect(closesDialog("Tab", false, true)).toBe(true);
    expect(closesDialog("Tab", true, true)).toBe(false);
    expect(closesDialog("Tab", false, false)).toBe(false);
    expect(closesDialog("Enter", false, true)).toBe(false);
  });
});

describe("useHelp through the help button", () => {
  const open = () => {
    render(<HelpButton phone="+15550100" business="Grandtour" />);
    const toggle = screen.getByRole("button", { name: "Help: message Grandtour on WhatsApp" });
    fireEvent.click(toggle);
    return toggle;
  };

  it("opens the dialog from its button and closes it again", () => {
    const toggle = open();
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const dialog = screen.getByRole("dialog", { name: "Message Grandtour" });
    expect(toggle.getAttribute("aria-controls")).toBe(dialog.id);
    fireEvent.click(toggle);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("sends the typed message to WhatsApp's web client, then closes and clears it", () => {
    const opened = vi.spyOn(window, "open").mockReturnValue(null);
    const toggle = open();
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "A car at 9" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(opened).toHaveBeenCalledWith(
      "https://web.whatsapp.com/send?phone=15550100&text=A%20car%20at%209",
      "_blank",
      "noopener,noreferrer",
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    expect((screen.getByLabelText("Your message") as HTMLTextAreaElement).value).toBe("");
    opened.mockRestore();
  });

  it("closes on Escape and on Tab past Send, focus back on its button", () => {
    const toggle = open();
    fireEvent.keyDown(screen.getByLabelText("Your message"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    const send = screen.getByRole("button", { name: "Send" });
    expect(fireEvent.keyDown(send, { key: "Tab" })).toBe(false); // its default (moving focus) prevented
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it("keeps the dialog open on Shift+Tab from Send", () => {
    open();
    fireEvent.keyDown(screen.getByRole("button", { name: "Send" }), { key: "Tab", shiftKey: true });
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});

import { describe, expect, it } from "vitest";
import { nextInList } from "../../../../src/widgets/menu/desktopKeys.ts";
import { createDesktopMenu } from "../../../../src/widgets/menu/model.ts";

describe("desktop bar keys", () => {
  const items = ["Home", "Services", "Fleet"];

  it("move along the items and round the ends; Home and End jump", () => {
    expect(nextInList(items, "Home", "ArrowRight")).toBe("Services");
    expect(nextInList(items, "Fleet", "ArrowDown")).toBe("Home");
    expect(nextInList(items, "Home", "ArrowLeft")).toBe("Fleet");
    expect(nextInList(items, "Services", "ArrowUp")).toBe("Home");
    expect(nextInList(items, "Services", "Home")).toBe("Home");
    expect(nextInList(items, "Home", "End")).toBe("Fleet");
  });

  it("do nothing from outside the list", () => {
    expect(nextInList(items, "Contact", "ArrowRight")).toBeUndefined();
  });
});

describe("desktop menu model", () => {
  const timing = { duration: 500, openDelay: 0, closeDelay: 500 };

  it("orders each panel's timer: an opening panel settles after its animation, the one it replaces closes", () => {
    const menu = createDesktopMenu([true, true], timing);
    menu.send(0, { type: "toggle", at: 0 });
    menu.send(0, { type: "settle" });
    const orders = menu.send(1, { type: "toggle", at: 1000 });
    expect(menu.panels().map((p) => p.phase)).toEqual(["closing", "opening"]);
    expect(orders).toEqual([
      { index: 1, timer: { delay: 500, event: { type: "settle" } } },
      { index: 0, timer: { delay: 500, event: { type: "settle" } } },
    ]);
    expect(menu.isOpen(1)).toBe(true);
    expect(menu.isOpen(0)).toBe(false);
  });

  it("keeps its panels array when an event changes nothing, so React renders nothing new", () => {
    const menu = createDesktopMenu([true, false], timing);
    const before = menu.panels();
    expect(menu.send(1, { type: "enter", at: 0 })).toEqual([{ index: 1, timer: "keep" }]);
    expect(menu.closeAll()).toEqual([
      { index: 0, timer: "cancel" },
      { index: 1, timer: "cancel" },
    ]);
    expect(menu.panels()).toBe(before);
  });
});

import { describe, expect, it } from "vitest";
import {
  activeBranch,
  initialSideMenu,
  resolveContainer,
  type SideEvent,
  type SideMenu,
  stepSideMenu,
} from "../../../../src/widgets/menu/mobileModel.ts";
import type { DisplayType } from "../../../../src/widgets/menu/options.ts";

const run = (type: DisplayType, events: SideEvent[], from = initialSideMenu(type)): SideMenu =>
  events.reduce((state, event) => stepSideMenu(state, event, type), from);

describe("side panel", () => {
  it("starts closed and toggles open and closed from the bar button", () => {
    const closed = initialSideMenu("flat");
    expect(closed).toEqual({ open: false, stack: [], expanded: [] });
    expect(run("flat", [{ type: "toggle" }]).open).toBe(true);
    expect(run("flat", [{ type: "toggle" }, { type: "toggle" }]).open).toBe(false);
  });

  it("open and close are idempotent and return the same state when nothing changes", () => {
    const closed = initialSideMenu("flat");
    expect(stepSideMenu(closed, { type: "close" }, "flat")).toBe(closed);
    const open = run("flat", [{ type: "open" }]);
    expect(open.open).toBe(true);
    expect(stepSideMenu(open, { type: "open" }, "flat")).toBe(open);
    expect(stepSideMenu(open, { type: "close" }, "flat").open).toBe(false);
  });

  it("closes when the window grows wide enough for the desktop bar", () => {
    const open = run("flat", [{ type: "open" }]);
    expect(stepSideMenu(open, { type: "wide" }, "flat").open).toBe(false);
    const closed = initialSideMenu("flat");
    expect(stepSideMenu(closed, { type: "wide" }, "flat")).toBe(closed);
  });

  it("flat has no sub-menus to enter or go back from", () => {
    const open = run("flat", [{ type: "open" }]);
    expect(stepSideMenu(open, { type: "enter", id: "1" }, "flat")).toBe(open);
    expect(stepSideMenu(open, { type: "back" }, "flat")).toBe(open);
  });
});

describe("adopted at wake", () => {
  it("opens as the no-script panel stood, unmoved, and forgets that once closed", () => {
    const adopted = run("flat", [{ type: "adopt" }]);
    expect(adopted).toMatchObject({ open: true, adopted: true });
    expect(stepSideMenu(adopted, { type: "adopt" }, "flat")).toBe(adopted);
    const closed = run("flat", [{ type: "close" }], adopted);
    expect(closed).toEqual({ open: false, stack: [], expanded: [] });
    expect(run("flat", [{ type: "toggle" }], closed).adopted).toBeUndefined();
    const open = run("flat", [{ type: "open" }]);
    expect(stepSideMenu(open, { type: "adopt" }, "flat")).toBe(open);
  });
});

describe("fade and push: the navigation stack", () => {
  for (const type of ["fade", "push"] as const) {
    it(`${type} enters sub-menus, goes back one level at a time, and resets on close`, () => {
      const deep = run(type, [{ type: "open" }, { type: "enter", id: "1" }, { type: "enter", id: "1.2" }]);
      expect(deep.stack).toEqual(["1", "1.2"]);
      expect(stepSideMenu(deep, { type: "enter", id: "1.2" }, type)).toBe(deep);
      expect(run(type, [{ type: "back" }], deep).stack).toEqual(["1"]);
      expect(run(type, [{ type: "back" }, { type: "back" }, { type: "back" }], deep).stack).toEqual([]);
      expect(run(type, [{ type: "close" }], deep)).toEqual({ open: false, stack: [], expanded: [] });
      expect(run(type, [{ type: "wide" }], deep).stack).toEqual([]);
    });
  }
});

describe("accordion", () => {
  it("toggles sub-menus in place, closing the ones inside a closed one, and keeps them over a close", () => {
    const open = run("accordion", [
      { type: "open" },
      { type: "enter", id: "1" },
      { type: "enter", id: "1.0" },
    ]);
    expect(open.expanded).toEqual(["1", "1.0"]);
    expect(run("accordion", [{ type: "enter", id: "2" }], open).expanded).toEqual(["1", "1.0", "2"]);
    expect(run("accordion", [{ type: "enter", id: "1" }], open).expanded).toEqual([]);
    expect(run("accordion", [{ type: "close" }], open).expanded).toEqual(["1", "1.0"]);
    expect(open.stack).toEqual([]);
  });

  it("opens the active branch at start when configured; revealing it twice changes nothing", () => {
    expect(initialSideMenu("accordion", ["2"]).expanded).toEqual(["2"]);
    const once = run("accordion", [{ type: "reveal", ids: ["1", "1.3"] }]);
    expect(once.expanded).toEqual(["1", "1.3"]);
    expect(run("accordion", [{ type: "reveal", ids: ["1", "1.3"] }], once).expanded).toEqual(["1", "1.3"]);
    expect(run("flat", [{ type: "reveal", ids: ["1"] }]).expanded).toEqual([]);
    expect(initialSideMenu("push", ["2"]).expanded).toEqual([]);
  });
});

describe("active branch", () => {
  const tree = [
    { href: "#hero" },
    { href: "#services", children: [{ href: "#a" }, { href: "#b", children: [{ href: "#deep" }] }] },
  ];
  it("names the sub-menus that hold the item whose link matches, outermost first", () => {
    expect(activeBranch(tree, "#a")).toEqual(["1"]);
    expect(activeBranch(tree, "#deep")).toEqual(["1", "1.1"]);
    expect(activeBranch(tree, "#services")).toEqual(["1"]);
    expect(activeBranch(tree, "#b")).toEqual(["1", "1.1"]);
    expect(activeBranch(tree, "#hero")).toEqual([]);
    expect(activeBranch(tree, "#nowhere")).toEqual([]);
  });
});

describe("side panel container", () => {
  const body = { name: "body" };
  const main = { name: "main" };
  const find = (selector: string) => {
    if (selector === "##") throw new SyntaxError(`'##' is not a valid selector`);
    return selector === "main" ? main : null;
  };

  it("is the element the selector names", () => {
    expect(resolveContainer("main", find, body)).toEqual({ element: main });
  });

  it("falls back to the body with a warning when the selector matches nothing or is invalid", () => {
    expect(resolveContainer("#nowhere", find, body)).toEqual({
      element: body,
      warning: 'Menu container "#nowhere" matches no element: the side panel is placed in the body',
    });
    expect(resolveContainer("##", find, body)).toEqual({
      element: body,
      warning: 'Menu container "##" matches no element: the side panel is placed in the body',
    });
  });
});

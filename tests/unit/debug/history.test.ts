import { describe, expect, it } from "vitest";
import { createHistory } from "../../../src/debug/history.ts";
import { createMotionStore } from "../../../src/motion/motionStore.ts";

describe("the tuned settings' history", () => {
  it("undoes and redoes every change back to the page's load, whoever made it", () => {
    const store = createMotionStore(undefined);
    let heard = 0;
    const history = createHistory(store, () => heard++);
    const a = { slideshow: { duration: 800 } };
    const b = { slideshow: { duration: 900 } };
    store.publish(a, {});
    store.publish(b);
    store.clear();
    expect(history.canRedo()).toBe(false);
    expect(history.undo()).toBe(true);
    expect(store.get()).toBe(b);
    expect(history.undo()).toBe(true);
    expect(store.get()).toBe(a);
    expect(history.undo()).toBe(true);
    expect(store.get()).toEqual({});
    expect(history.undo()).toBe(false);
    expect(history.redo()).toBe(true);
    expect(store.get()).toBe(a);
    expect(heard).toBe(7);
  });

  it("drops what could be redone once a new change is made", () => {
    const store = createMotionStore(undefined);
    const history = createHistory(store, () => {});
    store.publish({ slideshow: { duration: 800 } });
    history.undo();
    expect(history.canRedo()).toBe(true);
    store.publish({ slideshow: { blinds: 4 } });
    expect(history.canRedo()).toBe(false);
    expect(history.redo()).toBe(false);
    history.undo();
    expect(store.get()).toEqual({});
  });
});

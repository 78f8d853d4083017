import { describe, expect, it } from "vitest";
import { type Change, createSlideshowModel } from "../../../../src/widgets/slideshow/model.ts";

const make = () =>
  createSlideshowModel({ count: 4, animation: "slideLeft", autoplay: { enabled: true, delay: 1000 } });

describe("slideshow model: a change a finger drives", () => {
  it("counts only once it completes: autoplay keeps its progress until then, and waits meanwhile", () => {
    const m = make();
    m.tick(400);
    const seen: string[] = [];
    m.on("settle", (s) => seen.push(`settle ${s.index}`));
    const c = m.drag("next") as Change;
    expect(c).toMatchObject({ from: 0, to: 1, direction: "forward", dragged: true });
    expect(m.state().progress).toBeCloseTo(0.4);
    m.tick(5000); // the bar waits while the change runs
    expect(m.state().progress).toBeCloseTo(0.4);
    m.finish(c.id);
    expect(m.state()).toMatchObject({ index: 1, running: undefined, progress: 0 });
    expect(seen).toEqual(["settle 1"]);
  });

  it("runs back on cancel: its slide is the one it left, no slide changed, and a replay is not it", () => {
    const m = make();
    const pressed = m.go("next") as Change;
    m.finish(pressed.id);
    m.tick(300);
    const seen: string[] = [];
    m.on("settle", (s) => seen.push(`settle ${s.index}`));
    m.on("cancel", (s) => seen.push(`cancel ${s.index}`));
    const c = m.drag("previous") as Change;
    expect(c).toMatchObject({ from: 1, to: 0, direction: "backward" });
    m.cancel(c.id + 1); // a stale id changes nothing
    expect(m.state().running).toBe(c);
    m.cancel(c.id);
    expect(m.state()).toMatchObject({ index: 1, running: undefined });
    expect(m.state().progress).toBeCloseTo(0.3);
    expect(seen).toEqual(["cancel 1"]);
    expect(m.replay()).toMatchObject({ from: 0, to: 1 });
  });

  it("ignores every jump while a dragged change runs; a change run back, dragged or pressed, leaves its slide", () => {
    const m = make();
    const c = m.drag("next") as Change;
    expect(m.go("next")).toBeUndefined();
    expect(m.go(3)).toBeUndefined();
    expect(m.drag("previous")).toBeUndefined();
    m.cancel(c.id);
    // A drag back past its start: the other direction's change, from the same slide.
    expect(m.drag("previous")).toMatchObject({ from: 0, to: 3, dragged: true });
    // A press's change a finger took and ran back (driveChange.ts): slide 0 again, and idle.
    const pressed = make();
    const p = pressed.go("next") as Change;
    pressed.cancel(p.id);
    expect(pressed.state()).toMatchObject({ index: 0, running: undefined });
  });

  it("keeps a drag's pick of random when it turns back past its start", () => {
    const m = createSlideshowModel({
      count: 4,
      animation: "random",
      autoplay: { enabled: false, delay: 1000 },
      random: () => 0.99,
    });
    const c = m.drag("next") as Change;
    expect(c.animation).toBe("blindsRandom");
    m.cancel(c.id);
    expect(m.drag("previous", c.animation)).toMatchObject({ to: 3, animation: "blindsRandom" });
  });

  it("replays a completed drag as a press plays it", () => {
    const m = make();
    const c = m.drag("next") as Change;
    m.finish(c.id);
    const again = m.replay() as Change;
    expect(again).toMatchObject({ from: 0, to: 1 });
    expect(again.dragged).toBeUndefined();
  });
});

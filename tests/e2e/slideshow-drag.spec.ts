import { expect, test } from "../support/fixtures.ts";
import { gpuSlideshow } from "../support/pageData.ts";
import { passTime } from "../support/pageTime.ts";
import { differing, lower } from "../support/pixels.ts";
import { pointerOn, watchAnnouncements } from "../support/slideDrag.ts";
import { expectSlide, N, thumb } from "../support/slideshowPage.ts";

/** behaviour.md 11: the slideshow's change follows a drag on its stage and settles on release. */
test.describe("the slideshow follows a drag", () => {
  test("held at half the stage's width it shows the change half-way; the new slide enters from the right", async ({
    page,
  }) => {
    const r = await gpuSlideshow(page, { animation: "slideLeft", duration: 500 });
    const finger = await pointerOn(page, r);
    const [left, right] = [await finger.shot(0, 0.4), await finger.shot(0.6, 1)];
    const before = await finger.shot();
    await finger.down(0.75);
    await finger.move(-finger.box.width / 2);
    await expect(r).toHaveAttribute("data-state", "running");
    const held = await finger.shot();
    expect(await differing(held, before)).toBeGreaterThan(0.15);
    // The incoming slide's left edge is under the finger, in the middle: the left part is still slide 1.
    expect(await differing(await finger.shot(0, 0.4), left)).toBeLessThan(0.01);
    expect(await differing(await finger.shot(0.6, 1), right)).toBeGreaterThan(0.3);
    await expect(thumb(r, 1)).toHaveAttribute("aria-current", "true");
    await finger.up();
    await passTime(page, 1000);
    await expectSlide(r, 2);
    expect(await differing(held, await finger.shot())).toBeGreaterThan(0.15);
  });

  test("a 40 px drag released slowly runs back: the slide stays, unannounced", async ({ page }) => {
    const r = await gpuSlideshow(page, { animation: "slideLeft", duration: 500 });
    const finger = await pointerOn(page, r);
    const announced = await watchAnnouncements(r);
    const before = await finger.shot();
    const right = await finger.shot(0.8, 1);
    await finger.down(0.5);
    await finger.move(-40, 0, { steps: 8, ms: 60 });
    await expect(r).toHaveAttribute("data-state", "running");
    expect(await differing(await finger.shot(0.8, 1), right, 0)).toBeGreaterThan(0.05);
    await finger.up();
    await passTime(page, 1000);
    await expectSlide(r, 1);
    expect(await differing(await finger.shot(), before)).toBeLessThan(0.01);
    await expect(r.getByText(`2 of ${N}`)).toHaveCount(0);
    expect(await announced()).not.toContain(2);
  });

  test("the incoming slide is opaque under the finger from its first pixel", async ({ page }) => {
    const r = await gpuSlideshow(page, { animation: "slideLeft", duration: 500 });
    const finger = await pointerOn(page, r);
    // Slide 2's left sixth, as it rests.
    await r.getByRole("button", { name: "Next slide" }).press("Enter");
    await passTime(page, 1000);
    const slide2 = await finger.shot(0, 1 / 6);
    await r.getByRole("button", { name: "Previous slide" }).press("Enter");
    await passTime(page, 1000);
    await expectSlide(r, 1);
    // Pulled in a sixth of the stage, the incoming slide's left sixth fills the stage's right sixth.
    await finger.down(0.9);
    await finger.move(-finger.box.width / 6);
    const band = await finger.shot(1 - 1 / 6, 1);
    // A press fades the slide in with its position (0.06 of the way there at 80 px on a phone); a finger
    // shows it whole: slide 2 itself, not slide 1 seen through a faint one.
    // Below the arrows and the zoom button, which a phone's narrow stage puts in the band.
    expect(await differing(await lower(band, 0.3), await lower(slide2, 0.3))).toBeLessThan(0.1);
    await finger.move(finger.box.width / 6);
    await finger.up();
    await passTime(page, 1000);
    await expectSlide(r, 1);
  });

  // Each sweeps in from the left on a press (the boxes row by row); a drag to the left pulls from the right.
  // The boxes with a stagger that shows their order (by default 6 ms apart, they grow almost as one).
  for (const settings of [
    { animation: "blindsRight" },
    { animation: "boxesRight", stagger: { boxesRight: 30 } },
    { animation: "gl:directionalwipe" },
  ]) {
    test(`${settings.animation} under a drag starts at the side the finger pulls from`, async ({ page }) => {
      const r = await gpuSlideshow(page, { ...settings, duration: 500 });
      const finger = await pointerOn(page, r);
      const [left, right] = [await finger.shot(0, 0.3), await finger.shot(0.7, 1)];
      await finger.down(0.9);
      await finger.move(-finger.box.width / 4);
      // Polled: a catalogue shader's GLSL may still be on its way, and its change is drawn once it is in.
      const rightOverLeft = async () =>
        (await differing(await finger.shot(0.7, 1), right)) -
        (await differing(await finger.shot(0, 0.3), left));
      await expect.poll(rightOverLeft, { timeout: 60_000 }).toBeGreaterThan(0.2);
      await finger.move(finger.box.width / 4);
      await finger.up();
      await passTime(page, 2000);
      await expectSlide(r, 1);
    });
  }

  test("a short fast flick follows the finger and completes", async ({ page }) => {
    const r = await gpuSlideshow(page, { animation: "slideLeft", duration: 500 });
    const finger = await pointerOn(page, r);
    await finger.down(0.5);
    await finger.move(-30, 0, { steps: 2, ms: 16 });
    await expect(r).toHaveAttribute("data-state", "running");
    await finger.up();
    await passTime(page, 1000);
    await expectSlide(r, 2);
  });

  test("a drag that drifts 15 px vertically first changes nothing", async ({ page }) => {
    const r = await gpuSlideshow(page, { animation: "slideLeft", duration: 500 });
    const finger = await pointerOn(page, r);
    await finger.down(0.5);
    await finger.move(0, 15, { steps: 3 });
    await finger.move(-120, 0);
    await expect(r).toHaveAttribute("data-state", "idle");
    await finger.up();
    await passTime(page, 1000);
    await expectSlide(r, 1);
  });

  test("presses are ignored while a drag holds a change; a drag during a pressed change takes it, back past its start into the previous slide", async ({
    page,
  }) => {
    const r = await gpuSlideshow(page, { animation: "slideLeft", duration: 500 });
    const finger = await pointerOn(page, r);
    await finger.down(0.75);
    await finger.move(-finger.box.width / 2);
    await r.getByRole("button", { name: "Next slide" }).dispatchEvent("click");
    await thumb(r, 4).dispatchEvent("click");
    await r.getByRole("button", { name: "Next slide" }).press("ArrowRight");
    await expect(thumb(r, 1)).toHaveAttribute("aria-current", "true");
    await finger.up();
    await passTime(page, 1000);
    await expectSlide(r, 2);
    // A finger takes a moving slideshow (issue 43) where it stands: pulled to the right, the pressed
    // change to 3 runs back past its start (slide 2 again), and the drag drives the change on to 1, its
    // incoming slide under the finger from the left.
    await r.getByRole("button", { name: "Next slide" }).dispatchEvent("click");
    await passTime(page, 100);
    await expect(r).toHaveAttribute("data-state", "running");
    const left = await finger.shot(0, 0.2);
    await finger.down(0.25);
    await finger.move(finger.box.width / 2);
    await expect(thumb(r, 2)).toHaveAttribute("aria-current", "true");
    expect(await differing(await finger.shot(0, 0.2), left)).toBeGreaterThan(0.1);
    await finger.up();
    await passTime(page, 1000);
    await expectSlide(r, 1);
  });

  test("a finger catches a pressed change where it stands; let go undecided, it goes on to its end", async ({
    page,
  }) => {
    const r = await gpuSlideshow(page, { animation: "slideLeft", duration: 3000 });
    const finger = await pointerOn(page, r);
    await r.getByRole("button", { name: "Next slide" }).dispatchEvent("click");
    await passTime(page, 900);
    await expect(r).toHaveAttribute("data-state", "running");
    const before = await finger.shot();
    // A slow 12 px: the drag starts (10 px), no flick, no 50 px.
    await finger.down(0.5);
    await finger.move(-12, 0, { steps: 3, ms: 50 });
    const held = await finger.shot();
    await passTime(page, 300);
    expect(await differing(await finger.shot(), held), "it stands under the finger").toBeLessThan(0.01);
    await expect(r).toHaveAttribute("data-state", "running");
    await finger.up();
    await passTime(page, 4000);
    await expectSlide(r, 2);
    // Where the finger took it: near the frame it was drawing then, not at its end (slide 2) at once.
    const end = await finger.shot();
    expect(await differing(held, before)).toBeLessThan((await differing(held, end)) / 2);
  });

  test("a finger catches a flick's change where it stands; let go undecided, it goes where it was going", async ({
    page,
  }) => {
    const r = await gpuSlideshow(page, { animation: "slideLeft", duration: 3000 });
    const finger = await pointerOn(page, r);
    // A flick just over 0.3 px/ms: its change settles no faster than the finger went, so it still runs
    // when the second finger takes it, on a phone's narrow stage too.
    await finger.down(0.6);
    await finger.move(-60, 0, { steps: 4, ms: 40 });
    await finger.up();
    await passTime(page, 100);
    await expect(r).toHaveAttribute("data-state", "running");
    // A slow 12 px: the drag starts (10 px), no flick, no 50 px.
    await finger.down(0.5);
    await finger.move(-12, 0, { steps: 3, ms: 50 });
    const held = await finger.shot();
    await passTime(page, 300);
    // Caught: the change stands under the finger, still the change to slide 2 (slide 1 still marked).
    expect(await differing(await finger.shot(), held)).toBeLessThan(0.01);
    await expect(r).toHaveAttribute("data-state", "running");
    await expect(thumb(r, 1)).toHaveAttribute("aria-current", "true");
    await finger.up();
    await passTime(page, 4000);
    await expectSlide(r, 2);
  });

  test("two quick flicks 100 ms apart change two slides: the second catches the first's change", async ({
    page,
  }) => {
    const r = await gpuSlideshow(page, { animation: "slideLeft", duration: 500 });
    const finger = await pointerOn(page, r);
    for (const n of [1, 2]) {
      await finger.down(0.6);
      await finger.move(-60, 0, { steps: 4, ms: 16 });
      await finger.up();
      if (n === 1) await passTime(page, 100);
      if (n === 1) await expect(r).toHaveAttribute("data-state", "running"); // the first still settles
    }
    await passTime(page, 1000);
    await expectSlide(r, 3);
  });

  test("a drag back past its start turns into the other direction's change", async ({ page }) => {
    const r = await gpuSlideshow(page, { animation: "slideLeft", duration: 500 });
    const finger = await pointerOn(page, r);
    const [left, right] = [await finger.shot(0, 0.2), await finger.shot(0.8, 1)];
    await finger.down(0.5);
    await finger.move(-60);
    expect(await differing(await finger.shot(0.8, 1), right, 0)).toBeGreaterThan(0.05);
    await finger.move(60 + finger.box.width / 3);
    // Now the previous slide enters from the left, under the finger; the right part is slide 1 again.
    expect(await differing(await finger.shot(0, 0.2), left)).toBeGreaterThan(0.1);
    expect(await differing(await finger.shot(0.8, 1), right)).toBeLessThan(0.01);
    await finger.up();
    await passTime(page, 1000);
    await expectSlide(r, N);
  });
});

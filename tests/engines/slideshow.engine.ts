import { differing } from "../support/pixels.ts";
import { expect, test } from "./support/fixtures.ts";
import type { PageData } from "./support/site.ts";
import { arrive, slideAtRest, slideshowOnGpu, stage } from "./support/widgets.ts";

/** The slideshow with this animation, 4 s long, so a picture taken while it runs lands inside it. */
const slow = (animation: string) => (data: PageData) => {
  data.gallery.settings = { ...data.gallery.settings, animation, duration: 4000 };
};

// One built-in slice transition and one from the gl-transitions catalogue: two GLSL programs per engine.
for (const animation of ["blindsRight", "gl:windowslice"]) {
  test(`${animation} draws frames unlike its start and its end`, async ({ site }) => {
    await site.visit("/", slow(animation));
    await arrive(site);
    await slideshowOnGpu(site);
    const box = await stage(site);
    const start = await site.picture(box);
    await site.click("button", "Next slide");
    let during = start;
    await expect
      .poll(
        async () => {
          during = await site.picture(box);
          return differing(start, during);
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0.05);
    await slideAtRest(site, 2);
    const end = await site.picture(box);
    expect(await differing(during, end), "the frame drawn while it ran is not its end").toBeGreaterThan(0.05);
    expect(await differing(start, end), "it ends on another slide").toBeGreaterThan(0.05);
  });
}

test("a mouse drag under 50 px runs back; a long one moves the picture before release and completes", async ({
  site,
}) => {
  await site.visit("/");
  await arrive(site);
  await slideshowOnGpu(site);
  const box = await stage(site);
  const [x, y] = [box.x + box.width * 0.8, box.y + box.height / 2];
  // The stage as it rests with the pointer over it (hovered, its controls show).
  await site.pointer([{ move: [x, y] }]);
  const start = await site.restingPicture(box);

  // Under 50 px, slowly: it runs back (slideLeft's next slide barely shows by then).
  await site.pointer([{ move: [x, y] }, "down", { move: [x - 40, y], duration: 600 }]);
  await site.pointer(["up"]);
  await slideAtRest(site, 1);
  expect(await differing(start, await site.restingPicture(box)), "back where it started").toBeLessThan(0.01);

  await site.pointer([{ move: [x, y] }, "down", { move: [x - box.width * 0.5, y], duration: 600 }]);
  const held = await differing(start, await site.restingPicture(box), 8);
  expect(held, "moved under a held drag of half the stage").toBeGreaterThan(0.1);
  await site.pointer(["up"]);
  await slideAtRest(site, 2);
});

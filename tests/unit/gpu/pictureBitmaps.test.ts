import { afterEach, beforeEach, expect, it, vi } from "vitest";

/** A loaded <img> as the page has it: decoded, at `src`. */
const picture = (src: string) =>
  ({ currentSrc: src, naturalWidth: 320, decode: () => Promise.resolve() }) as unknown as HTMLImageElement;

const made: unknown[] = [];
const fetched: string[] = [];

beforeEach(() => {
  vi.resetModules();
  made.length = 0;
  fetched.length = 0;
  vi.stubGlobal("location", new URL("https://grandtour.example/"));
  vi.stubGlobal("createImageBitmap", async (from: unknown) => {
    made.push(from);
    return { close() {} };
  });
  vi.stubGlobal("fetch", async (url: URL) => {
    fetched.push(String(url));
    return new Response(new Blob(["bytes"]));
  });
});
afterEach(() => vi.unstubAllGlobals());

it("makes a picture's bitmap from its file's bytes, decoded off the main thread, not from the element", async () => {
  const { bitmapOf } = await import("../../../src/gpu/pictureBitmaps.ts");
  const img = picture("https://grandtour.example/images/coastal-road-320.avif");
  expect(await bitmapOf(img)).toBeDefined();
  expect(fetched).toEqual(["https://grandtour.example/images/coastal-road-320.avif"]);
  expect(made).toHaveLength(1);
  expect(made[0]).toBeInstanceOf(Blob);
  await bitmapOf(img);
  expect(made, "made once per address").toHaveLength(1);
});

it("makes a picture from elsewhere (which the CSP lets no script fetch) from the element", async () => {
  const { bitmapOf } = await import("../../../src/gpu/pictureBitmaps.ts");
  const img = picture("data:image/gif;base64,R0lGODlhAQABAAAAACw=");
  await bitmapOf(img);
  expect(fetched).toEqual([]);
  expect(made).toEqual([img]);
});

it("makes a picture whose file can no longer be fetched from the element", async () => {
  vi.stubGlobal("fetch", async () => new Response("gone", { status: 404 }));
  const { bitmapOf } = await import("../../../src/gpu/pictureBitmaps.ts");
  const img = picture("https://grandtour.example/images/gone.avif");
  expect(await bitmapOf(img)).toBeDefined();
  expect(made).toEqual([img]);
});

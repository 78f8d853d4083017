// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { motionStore } from "../../../src/motion/motionStore.ts";
import type { SlideshowOptionsInput } from "../../../src/motion/optionSchemas.ts";
import { useTunedOptions } from "../../../src/motion/useTunedOptions.ts";
import { resolveOptions } from "../../../src/widgets/slideshow/options.ts";

const content: SlideshowOptionsInput = { animation: "slideLeft", duration: 500 };

afterEach(() => act(() => motionStore.clear()));

describe("useTunedOptions", () => {
  it("resolves once per change of the tuned settings, for the render and for a read at once", () => {
    const resolve = vi.fn(resolveOptions);
    const { result } = renderHook(() => useTunedOptions("slideshow", content, resolve));
    expect(result.current.options).toMatchObject({ animation: "slideLeft", duration: 500 });
    expect(resolve).toHaveBeenCalledTimes(1);
    const { optionsNow } = result.current;

    act(() => {
      motionStore.publish({ slideshow: { duration: 900 } });
      // Read before React renders the change: the new options already.
      expect(optionsNow().duration).toBe(900);
    });
    expect(result.current.options).toBe(optionsNow());
    expect(result.current.optionsNow).toBe(optionsNow);
    expect(resolve).toHaveBeenCalledTimes(2);

    // The other widget's part changes: this one's options are not resolved again.
    act(() => motionStore.publish({ ...motionStore.get(), strip: { animation: "fade" } }));
    expect(result.current.options.duration).toBe(900);
    expect(resolve).toHaveBeenCalledTimes(2);
  });
});

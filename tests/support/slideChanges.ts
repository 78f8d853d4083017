import { act, renderHook } from "@testing-library/react";
import { vi } from "vitest";
import { createGpuSlot, type Playing } from "../../src/gpu/player.ts";
import { createSlideshowModel } from "../../src/widgets/slideshow/model.ts";
import { resolveOptions, type SlideshowOptionsInput } from "../../src/widgets/slideshow/options.ts";
import type { PlayedChange } from "../../src/widgets/slideshow/types.ts";
import { useSlideChanges } from "../../src/widgets/slideshow/useSlideChanges.ts";
import { mount } from "./dom.ts";

/** useSlideChanges over a real model and GPU slot, for its two test files (fake timers on). */

/** A canvas player whose changes end only when the test says. */
export function canvas() {
  type Played = PlayedChange & {
    end: () => void;
    finished: () => boolean;
    seeks: number[];
    settles: Parameters<Playing["settle"]>[];
  };
  const played: Played[] = [];
  const player = (change: PlayedChange): Playing => {
    let end = () => {};
    let finished = false;
    const done = new Promise<void>((resolve) => {
      end = resolve;
    });
    const seeks: number[] = [];
    const settles: Played["settles"] = [];
    played.push({ ...change, end, finished: () => finished, seeks, settles });
    return {
      done,
      seek: (progress) => void seeks.push(progress),
      progress: () => seeks.at(-1) ?? 0,
      settle: (...args) => void settles.push(args),
      finish: () => {
        finished = true;
        end();
      },
    };
  };
  return { player, played };
}

/** Three slides, no autoplay, 500 ms changes unless `settings` say otherwise. */
export function setup(settings: SlideshowOptionsInput = {}, reduced = false) {
  let current = resolveOptions({
    animation: "crossfade",
    duration: 500,
    autoplay: { enabled: false },
    ...settings,
  });
  const options = () => current;
  const model = createSlideshowModel({ count: 3, animation: current.animation, autoplay: current.autoplay });
  const region = { current: mount('<section><div class="slideshow__captions"></div></section>') };
  const slot = createGpuSlot<PlayedChange>();
  const hook = renderHook(() => useSlideChanges(model, options, { region, slot, reduced }));
  const configure = (next: SlideshowOptionsInput) => {
    current = resolveOptions({ ...settings, ...next });
    model.configure(current);
  };
  const shown = () => hook.result.current.shown;
  const dragged = () => hook.result.current.dragged();
  const hurry = () => hook.result.current.hurry();
  return { model, slot, region: region.current, hook, shown, dragged, hurry, configure };
}

export const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
export const go = (model: ReturnType<typeof setup>["model"]) => act(() => void model.go("next"));

// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ComponentType } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ENDED } from "../../../src/gpu/player.ts";
import { type GpuCanvasRequest, useGpuCanvas } from "../../../src/gpu/useGpuCanvas.ts";

const webgl = vi.hoisted(() => ({ works: true }));
vi.mock("../../../src/gpu/capability.ts", () => ({
  hasWebGL: () => webgl.works,
  probedWebGL: () => undefined,
}));
// The page has loaded and is idle at once.
vi.mock("../../../src/platform/idle.ts", () => ({
  onVisitorOrIdle: (task: () => void) => {
    task();
    return () => {};
  },
}));

const Canvas: ComponentType<object> = () => null;
const FILE = "src/widgets/test/TestCanvas.tsx";

function request(load: GpuCanvasRequest<object>["load"], allowed = true): GpuCanvasRequest<object> {
  return { file: FILE, load, root: { current: null }, autoplay: true, allowed };
}

beforeEach(() => {
  webgl.works = true;
  vi.restoreAllMocks();
});

describe("a widget's GPU canvas", () => {
  it("loads the chunk when wanted, and reads gpu only while the canvas's player is attached", async () => {
    const load = vi.fn(async () => ({ default: Canvas }));
    const { result } = renderHook(() => useGpuCanvas<string, object>(request(load)));
    expect(result.current.rendererProps).toEqual({ "data-renderer": "dom" });
    await waitFor(() => expect(result.current.Canvas).toBe(Canvas));
    expect(load).toHaveBeenCalledOnce();
    expect(result.current.rendererProps["data-renderer"]).toBe("dom");
    act(() => result.current.slot.attach(() => ENDED));
    expect(result.current.rendererProps["data-renderer"]).toBe("gpu");
    act(() => result.current.slot.detach());
    expect(result.current.rendererProps["data-renderer"]).toBe("dom");
  });

  it("loads nothing where the widget does not allow it or WebGL does not work", async () => {
    const load = vi.fn(async () => ({ default: Canvas }));
    renderHook(() => useGpuCanvas<string, object>(request(load, false)));
    webgl.works = false;
    renderHook(() => useGpuCanvas<string, object>(request(load)));
    await new Promise((r) => setTimeout(r, 20));
    expect(load).not.toHaveBeenCalled();
  });

  it("unmounts the canvas when the widget stops allowing it", async () => {
    const load = vi.fn(async () => ({ default: Canvas }));
    const { result, rerender } = renderHook(
      ({ allowed }) => useGpuCanvas<string, object>(request(load, allowed)),
      {
        initialProps: { allowed: true },
      },
    );
    await waitFor(() => expect(result.current.Canvas).toBe(Canvas));
    rerender({ allowed: false });
    expect(result.current.Canvas).toBeUndefined();
  });

  it("logs a chunk that fails and tries it again at the next change the canvas misses", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ default: ComponentType<object> }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ default: Canvas });
    const { result } = renderHook(() => useGpuCanvas<string, object>(request(load)));
    await waitFor(() => expect(errors).toHaveBeenCalledWith(`Error in file: ${FILE}; Error: offline`));
    await new Promise((r) => setTimeout(r, 20));
    expect(load).toHaveBeenCalledOnce();
    expect(result.current.Canvas).toBeUndefined();
    act(() => void result.current.slot.play("next"));
    await waitFor(() => expect(result.current.Canvas).toBe(Canvas));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

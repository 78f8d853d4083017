// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

const gtag = vi.hoisted(() => ({
  chooseConsent: vi.fn(),
  startTracking: vi.fn(),
  storedChoice: vi.fn<() => "granted" | "denied" | null>(() => null),
}));
const idle = vi.hoisted(() => ({ tasks: [] as (() => void)[] }));
vi.mock("../../../../src/widgets/tracker/gtag.ts", () => gtag);
vi.mock("../../../../src/platform/idle.ts", () => ({
  afterLoadAndIdle: (task: () => void) => {
    idle.tasks.push(task);
    return () => idle.tasks.splice(idle.tasks.indexOf(task), 1);
  },
}));
vi.mock("../../../../src/widgets/tracker/vitals.ts", () => ({ reportVitals: vi.fn() }));

const { useTracker } = await import("../../../../src/widgets/tracker/useTracker.ts");

beforeEach(() => {
  vi.clearAllMocks();
  idle.tasks.length = 0;
  gtag.storedChoice.mockReturnValue(null);
});

describe("useTracker", () => {
  it("starts tracking only once the page is idle, with the content's id and consent mode", () => {
    renderHook(() => useTracker({ id: "G-TEST", consent: true }));
    expect(gtag.startTracking).not.toHaveBeenCalled();
    act(() => idle.tasks[0]?.());
    expect(gtag.startTracking).toHaveBeenCalledWith("G-TEST", true);
  });

  it("asks for consent until the visitor chooses, and keeps the choice", () => {
    const { result } = renderHook(() => useTracker({ id: "G-TEST", consent: true }));
    expect(result.current.asks).toBe(true);
    act(() => result.current.choose("granted"));
    expect(gtag.chooseConsent).toHaveBeenCalledWith("granted");
    expect(result.current.asks).toBe(false);
  });

  it("does not ask a visitor who chose before, nor without consent mode", () => {
    gtag.storedChoice.mockReturnValue("denied");
    expect(renderHook(() => useTracker({ id: "G-TEST", consent: true })).result.current.asks).toBe(false);
    gtag.storedChoice.mockReturnValue(null);
    expect(renderHook(() => useTracker({ id: "G-TEST", consent: false })).result.current.asks).toBe(false);
  });

  it("loads nothing and asks nothing without an id", () => {
    const { result, unmount } = renderHook(() => useTracker({ id: "", consent: true }));
    expect(result.current.asks).toBe(false);
    expect(idle.tasks).toHaveLength(0);
    unmount();
  });

  it("stops waiting when it unmounts before the page is idle", () => {
    renderHook(() => useTracker({ id: "G-TEST", consent: false })).unmount();
    expect(idle.tasks).toHaveLength(0);
  });
});

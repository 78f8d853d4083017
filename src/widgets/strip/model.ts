import { createEmitter } from "../../platform/emitter.ts";

/**
 * The content strip's paging as a pure state machine (docs/architecture.md: layers): which page shows, whether a
 * request runs, where a press goes. No DOM, React, timers or network.
 */
export type StripState = { readonly page: number; readonly pages: number; readonly loading: boolean };

/** A press on a page link or an arrow. */
export type StripTarget = number | "next" | "previous";

/** A page to fetch, and which way the items play: 1 in list order, -1 in reverse (going back). */
export type StripRequest = { page: number; direction: 1 | -1 };

export type StripEvent =
  | { type: "request"; request: StripRequest }
  | { type: "change"; page: number; direction: 1 | -1 }
  | { type: "fail" }
  /** The reply to a change a finger holds arrived: it waits for the finger to let go. */
  | { type: "receive"; request: StripRequest }
  /** A change a finger drove was taken back: the strip stays on its page, as if never asked. */
  | { type: "cancel" }
  /** A finger caught a press's change to `request`'s page: the strip is back on the page it left. */
  | { type: "reopen"; request: StripRequest };

/** Where a press goes from `state`'s page: next after the last wraps to 1, previous before 1 to the last. */
function resolve({ page, pages }: StripState, target: StripTarget): StripRequest {
  if (target === "next") return { page: page === pages ? 1 : page + 1, direction: 1 };
  if (target === "previous") return { page: page === 1 ? pages : page - 1, direction: -1 };
  return { page: target, direction: target < page ? -1 : 1 };
}

export function createStripModel(options: { page: number; pages: number }) {
  let state: StripState = { page: options.page, pages: options.pages, loading: false };
  let pending: StripRequest | null = null;
  /** The last request that succeeded and the page it left, while it is the active one (reopen). */
  let left: { request: StripRequest; page: number } | null = null;
  const events = createEmitter<{ event: StripEvent }>();
  const emit = (event: StripEvent) => events.emit("event", event);

  const self = {
    state: () => state,
    /**
     * Starts a request, or returns null: the active page, a page that does not exist, or one already
     * running (or arrived for a change a finger still holds).
     */
    request(target: StripTarget): StripRequest | null {
      if (pending) return null;
      const request = resolve(state, target);
      if (request.page === state.page || request.page < 1 || request.page > state.pages) return null;
      pending = request;
      state = { ...state, loading: true };
      emit({ type: "request", request });
      return request;
    },
    /** The reply arrived: its page becomes active. */
    succeed(page: number) {
      if (!pending) return;
      const { direction } = pending;
      left = { request: pending, page: state.page };
      pending = null;
      state = { ...state, page, loading: false };
      emit({ type: "change", page, direction });
    },
    /**
     * The reply to `request` arrived for a change a finger still holds: the request no longer runs, but
     * its page becomes active only if the finger lets the change complete (succeed), not if it takes it
     * back (cancel). No other request starts meanwhile.
     */
    received(request: StripRequest) {
      if (pending !== request || !state.loading) return;
      state = { ...state, loading: false };
      emit({ type: "receive", request });
    },
    /** The change `request` started was taken back: the strip stays on its page, as it was before. */
    cancel(request: StripRequest) {
      if (pending !== request) return;
      pending = null;
      state = { ...state, loading: false };
      emit({ type: "cancel" });
    },
    /**
     * A finger caught the change of `request`, which succeeded (a press's, playing on): it runs again,
     * its reply here, and the strip is back on the page it left until the change settles at its end
     * (succeed) or is taken back (cancel), as a dragged change's page is. Whether it could.
     */
    reopen(request: StripRequest): boolean {
      if (pending || left?.request !== request || state.page !== request.page) return false;
      pending = request;
      state = { ...state, page: left.page };
      left = null;
      emit({ type: "reopen", request });
      return true;
    },
    /** The request failed: the strip stays on its page, ready for the next press. */
    fail() {
      if (!pending) return;
      pending = null;
      state = { ...state, loading: false };
      emit({ type: "fail" });
    },
    /** Hears every event; returns the unsubscribe. */
    on: (listener: (event: StripEvent) => void) => events.on("event", listener),
    /** Safe to call twice. */
    destroy() {
      events.clear();
      pending = null;
    },
  };
  return self;
}

export type StripModel = ReturnType<typeof createStripModel>;

/** Autoplay runs only while it is on and nobody is reading or has paused it, and the tab is visible. */
export function autoplayRuns(s: {
  enabled: boolean;
  pausedByVisitor: boolean;
  hovered: boolean;
  focused: boolean;
  hidden: boolean;
}) {
  return s.enabled && !s.pausedByVisitor && !s.hovered && !s.focused && !s.hidden;
}

/**
 * The other pages in the order a visitor most likely turns to them: next, previous, then outwards,
 * wrapping round as the arrows do.
 */
export function prefetchOrder(page: number, pages: number): number[] {
  const order: number[] = [];
  for (let step = 1; order.length < pages - 1; step++) {
    for (const candidate of [page + step, page - step]) {
      const wrapped = ((((candidate - 1) % pages) + pages) % pages) + 1;
      if (wrapped !== page && !order.includes(wrapped)) order.push(wrapped);
    }
  }
  return order;
}

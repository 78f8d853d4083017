/** One finger move as the page saw it: its event time, and when it was first drawn (page clock, ms). */
export type ProbedMove = {
  /** The move's event.timeStamp (a touch's pointermove and touchmove share it). */
  at: number;
  /** performance.now() at the first WebGL draw call after the move was dispatched. */
  gl?: number;
  /** performance.now() at the first inline style write after it (or the mutation it made, in its task). */
  style?: number;
  /** The requestAnimationFrame time of the first frame whose callbacks all ran after that write. */
  styleFrame?: number;
};
/** What `__phoneDrag()` returns: every move, and every frame's requestAnimationFrame time. */
export type ProbedDrag = {
  moves: ProbedMove[];
  frames: number[];
  touchmoves: number[];
  /** The moves the finger made (page clock), seen by the page or not (set by the bench, not the probe). */
  made?: number[];
};

/**
 * In the page, before its own scripts (addInitScript): for each finger or pressed-mouse move, its event
 * time and the first draw after it (a WebGL drawArrays/drawElements, an inline style write), recorded
 * at the pointermove's capture on window, before any page handler (Chromium dispatches a touch's
 * pointermove before its touchmove, with the same timeStamp, and the page follows pointermove), so a
 * draw made in the move's own handler counts. Moves Chromium coalesced into one event (a busy page
 * gets one per frame) are each a move, at their own time. A style write is given the frame that shows it: the
 * requestAnimationFrame time of the first frame whose callbacks have all run after it.
 * `__phoneDragReset()` starts over; `__phoneDrag()` returns what was recorded.
 */
export function installPhoneDragProbe(): void {
  const w = window as unknown as { __phoneDrag: () => ProbedDrag; __phoneDragReset: () => void };
  let moves: ProbedMove[] = [];
  let frames: number[] = [];
  let touchmoves: number[] = [];
  let glWaiting: ProbedMove[] = [];
  let styleWaiting: ProbedMove[] = [];
  let styleDrawn: ProbedMove[] = [];
  addEventListener(
    "pointermove",
    (e) => {
      if (e.pointerType !== "touch" && e.buttons === 0) return;
      // A busy page gets several moves as one event: each is a move of the finger, at its own time.
      const coalesced = e.getCoalescedEvents?.() ?? [];
      for (const one of coalesced.length > 0 ? coalesced : [e]) {
        const move: ProbedMove = { at: one.timeStamp };
        moves.push(move);
        glWaiting.push(move);
        styleWaiting.push(move);
      }
    },
    { capture: true },
  );
  addEventListener("touchmove", (e) => touchmoves.push(e.timeStamp), { capture: true, passive: true });
  const drewGl = () => {
    const now = performance.now();
    for (const m of glWaiting) m.gl = now;
    glWaiting = [];
  };
  const drewStyle = () => {
    if (styleWaiting.length === 0) return;
    const now = performance.now();
    for (const m of styleWaiting) m.style = now;
    styleDrawn = styleDrawn.concat(styleWaiting);
    styleWaiting = [];
  };
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    for (const name of ["drawArrays", "drawElements"] as const) {
      const original = proto[name] as (...args: unknown[]) => void;
      (proto as unknown as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
        drewGl();
        return original.apply(this, args);
      };
    }
  }
  const style = CSSStyleDeclaration.prototype;
  const setProperty = style.setProperty;
  style.setProperty = function (...args) {
    drewStyle();
    return setProperty.apply(this, args);
  };
  // Object.assign(el.style, { transform }) goes through no setter a script can wrap (Chromium handles
  // CSS properties with a named-property interceptor): such a write is heard as a style mutation, in
  // the same task.
  new MutationObserver(drewStyle).observe(document, {
    attributes: true,
    attributeFilter: ["style"],
    subtree: true,
  });
  const channel = new MessageChannel();
  let frameTime = 0;
  channel.port1.onmessage = () => {
    for (const m of styleDrawn) m.styleFrame = frameTime;
    styleDrawn = [];
  };
  const frame = (now: number) => {
    frameTime = now;
    frames.push(now);
    channel.port2.postMessage(null); // runs after every callback of this frame
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  w.__phoneDrag = () => ({ moves, frames, touchmoves });
  w.__phoneDragReset = () => {
    moves = [];
    frames = [];
    touchmoves = [];
    glWaiting = [];
    styleWaiting = [];
    styleDrawn = [];
  };
}

/**
 * In the page, before its own scripts (addInitScript): for each pointer move, its event time, and the
 * frame that first draws after its handlers ran. A draw is a WebGL draw call or a write to an element's
 * inline style (the DOM players); the frame is the requestAnimationFrame time of the first frame whose
 * callbacks have all run after that draw, so a draw made in the event's own handler and one made by
 * GSAP's ticker in the next frame both count that frame. `__dragLags()` returns, for each move, the ms
 * from its event to that frame and the frames begun in between (1: the next frame); moves that nothing
 * drew are left out and counted by `__dragUndrawn()`.
 */
export function installDragProbe(): void {
  type Move = { at: number; drawn: boolean; frame?: number };
  const w = window as unknown as {
    __dragLags: () => { ms: number; frames: number }[];
    __dragUndrawn: () => number;
    __dragReset: () => void;
  };
  let moves: Move[] = [];
  let frames: number[] = [];
  let pending: Move[] = [];
  const drew = () => {
    for (const m of pending) m.drawn = true;
  };
  window.addEventListener(
    "pointermove",
    (e) => {
      const move = { at: e.timeStamp, drawn: false };
      moves.push(move);
      pending.push(move);
    },
    { capture: true },
  );
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    for (const name of ["drawArrays", "drawElements"] as const) {
      const original = proto[name] as (...args: unknown[]) => void;
      (proto as unknown as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
        drew();
        return original.apply(this, args);
      };
    }
  }
  const setProperty = CSSStyleDeclaration.prototype.setProperty;
  CSSStyleDeclaration.prototype.setProperty = function (...args) {
    drew();
    return setProperty.apply(this, args);
  };
  const channel = new MessageChannel();
  let frameTime = 0;
  channel.port1.onmessage = () => {
    pending = pending.filter((m) => {
      if (!m.drawn) return true;
      m.frame = frameTime;
      return false;
    });
  };
  const frame = (now: number) => {
    frameTime = now;
    frames.push(now);
    channel.port2.postMessage(null); // after every callback of this frame
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  w.__dragLags = () =>
    moves.flatMap(({ at, frame }) =>
      frame === undefined
        ? []
        : [{ ms: Math.max(0, frame - at), frames: frames.filter((t) => t > at && t <= frame).length }],
    );
  w.__dragUndrawn = () => moves.filter((m) => m.frame === undefined).length;
  w.__dragReset = () => {
    moves = [];
    pending = [];
    frames = [];
  };
}

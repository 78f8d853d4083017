import type { Page } from "@playwright/test";

/**
 * behaviour.md 12: a hand-off between renderers is judged frame by frame. Records, once per frame the page
 * draws, what `sample` reads of it: a requestAnimationFrame loop posts a task from each frame, which runs
 * once that frame's animation callbacks (GSAP's ticker among them, and the promises they settle) have
 * run, so it sees the page as that frame drew it. Real frames: page.clock must not be installed (it
 * fakes requestAnimationFrame). `sample` runs in the page: it may use nothing from this file's scope.
 * Returns what reads the frames recorded so far.
 */
export async function recordFrames<T>(page: Page, sample: () => T): Promise<() => Promise<T[]>> {
  await page.evaluate(`(() => {
    const sample = ${sample.toString()};
    const frames = [];
    window.__frames = frames;
    const after = new MessageChannel();
    after.port1.onmessage = () => frames.push(sample());
    const frame = () => {
      after.port2.postMessage(0);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })()`);
  return () => page.evaluate(() => (window as unknown as { __frames: T[] }).__frames.slice());
}

/**
 * Before the page loads: each WebGL canvas keeps, as `drawCalls`, how many draws it has made on the
 * screen's framebuffer since it was last cleared, so a frame's sample can tell a canvas that shows
 * something from one that is blank. (Its pixels cannot be read back once the frame is composited: the
 * canvases do not preserve their drawing buffer.)
 */
export async function countCanvasDraws(page: Page) {
  await page.addInitScript(() => {
    type Counted = { drawCalls?: number; offscreen?: boolean };
    type Gl = WebGL2RenderingContext & { canvas: HTMLCanvasElement & Counted };
    const proto = WebGL2RenderingContext.prototype as unknown as Record<string, (...a: unknown[]) => unknown>;
    const wrap = (name: string, before: (gl: Gl, args: unknown[]) => void) => {
      const original = proto[name]!;
      proto[name] = function (this: Gl, ...args: unknown[]) {
        before(this, args);
        return original.apply(this, args);
      };
    };
    wrap("bindFramebuffer", (gl, [, framebuffer]) => {
      gl.canvas.offscreen = framebuffer !== null;
    });
    wrap("clear", (gl) => {
      if (!gl.canvas.offscreen) gl.canvas.drawCalls = 0;
    });
    for (const name of ["drawElements", "drawArrays", "drawElementsInstanced", "drawArraysInstanced"]) {
      wrap(name, (gl) => {
        if (!gl.canvas.offscreen) gl.canvas.drawCalls = (gl.canvas.drawCalls ?? 0) + 1;
      });
    }
  });
}

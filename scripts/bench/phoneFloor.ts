import type { Page } from "@playwright/test";

export const FLOOR_URL = "http://phone-drag-floor.invalid/";

/**
 * The floor a phone drag is judged against: a bare page whose WebGL canvas (the size of the row's
 * stage in view, at the device's pixel ratio) is cleared and drawn, and a box's transform written, in one requestAnimationFrame
 * after each touchmove (or pressed-mouse pointermove): what a page can do at best on this machine, the
 * same drag, the same profile. Its touchmove listener is passive, as the site's are (touch-action keeps
 * the page still): a blocking one would have Chromium hold and merge moves before the page sees them.
 * Its stage is `#stage`, the whole window.
 */
const floorPage = ({
  width,
  height,
}: {
  width: number;
  height: number;
}) => `<!doctype html><meta name="viewport" content="width=device-width">
<style>html,body{margin:0;height:100%;overflow:hidden;touch-action:none}
#stage{position:fixed;inset:0}canvas{width:${width}px;height:${height}px;display:block}
#box{position:absolute;top:40%;left:0;width:80px;height:80px;background:#fc0}</style>
<div id="stage"><canvas></canvas><div id="box"></div></div>
<script>
const canvas = document.querySelector("canvas");
const box = document.getElementById("box");
canvas.width = Math.round(${width} * devicePixelRatio);
canvas.height = Math.round(${height} * devicePixelRatio);
const gl = canvas.getContext("webgl", { antialias: false });
const shader = (type, source) => {
  const s = gl.createShader(type);
  gl.shaderSource(s, source);
  gl.compileShader(s);
  return s;
};
const program = gl.createProgram();
gl.attachShader(program, shader(gl.VERTEX_SHADER, "attribute vec2 p;uniform float x;void main(){gl_Position=vec4(p.x*0.2+x,p.y*0.2,0.,1.);}"));
gl.attachShader(program, shader(gl.FRAGMENT_SHADER, "precision mediump float;void main(){gl_FragColor=vec4(1.,.8,0.,1.);}"));
gl.linkProgram(program);
gl.useProgram(program);
gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1,-1, 1,-1, -1,1, 1,1]), gl.STATIC_DRAW);
gl.enableVertexAttribArray(0);
gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
const at = gl.getUniformLocation(program, "x");
let x0 = 0, x = 0, asked = false;
const draw = () => {
  asked = false;
  gl.clearColor(0.07, 0.13, 0.2, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  gl.uniform1f(at, (x - x0) / innerWidth * 2);
  gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  box.style.transform = "translateX(" + (x - x0) + "px)";
};
const follow = (clientX) => {
  x = clientX;
  if (!asked) requestAnimationFrame(draw);
  asked = true;
};
addEventListener("pointerdown", (e) => { x0 = x = e.clientX; });
addEventListener("touchmove", (e) => follow(e.touches[0].clientX), { passive: true });
addEventListener("pointermove", (e) => { if (e.pointerType === "mouse" && e.buttons) follow(e.clientX); });
</script>`;

/** Opens the floor page in `page` with a canvas of `size` (the probe it carries records it as it records the site). */
export async function openFloor(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.unroute(FLOOR_URL);
  await page.route(FLOOR_URL, (route) => route.fulfill({ contentType: "text/html", body: floorPage(size) }));
  await page.goto(FLOOR_URL);
}

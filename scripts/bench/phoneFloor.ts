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
const floorPage = (
  { width, height }: FloorSize,
  layers: number,
) => `<!doctype html><meta name="viewport" content="width=device-width">
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
${layers > 0 ? texturedLayers(layers) : "const fill = () => {};"}
let x0 = 0, x = 0, asked = false;
const draw = () => {
  asked = false;
  gl.clearColor(0.07, 0.13, 0.2, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  fill((x - x0) / innerWidth * 2);
  gl.useProgram(program);
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

/**
 * What the pixel floor adds before the box: `layers` quads the size of the canvas, each sampling a
 * texture of the canvas's size (noise) with blending on, the first offset by the finger, as a slide
 * change fills its stage (the outgoing and incoming slides: 2). With software WebGL the GPU's share of a
 * frame is its pixels; this floor says what those pixels cost on the machine, whatever draws them.
 */
const texturedLayers = (layers: number) => `
const texturing = gl.createProgram();
gl.attachShader(texturing, shader(gl.VERTEX_SHADER, "attribute vec2 p;uniform float x;varying vec2 uv;void main(){uv=p*.5+.5;gl_Position=vec4(p.x+x,p.y,0.,1.);}"));
gl.attachShader(texturing, shader(gl.FRAGMENT_SHADER, "precision mediump float;uniform sampler2D t;uniform float a;varying vec2 uv;void main(){gl_FragColor=texture2D(t,uv)*a;}"));
gl.linkProgram(texturing);
const noise = new Uint8Array(canvas.width * canvas.height * 4).map(() => Math.random() * 256);
gl.bindTexture(gl.TEXTURE_2D, gl.createTexture());
gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, canvas.width, canvas.height, 0, gl.RGBA, gl.UNSIGNED_BYTE, noise);
for (const p of [gl.TEXTURE_MIN_FILTER, gl.TEXTURE_MAG_FILTER]) gl.texParameteri(gl.TEXTURE_2D, p, gl.LINEAR);
for (const p of [gl.TEXTURE_WRAP_S, gl.TEXTURE_WRAP_T]) gl.texParameteri(gl.TEXTURE_2D, p, gl.CLAMP_TO_EDGE);
gl.enable(gl.BLEND);
gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
const fill = (dx) => {
  gl.useProgram(texturing);
  for (let i = 0; i < ${layers}; i++) {
    gl.uniform1f(gl.getUniformLocation(texturing, "x"), i === 0 ? dx : 0);
    gl.uniform1f(gl.getUniformLocation(texturing, "a"), i === 0 ? 1 : 0.5);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  }
};`;

type FloorSize = { width: number; height: number };

/**
 * Opens the floor page in `page` with a canvas of `size` (the probe it carries records it as it records
 * the site); with `layers`, the pixel floor, which also fills the canvas that many times a frame.
 */
export async function openFloor(page: Page, size: FloorSize, layers = 0): Promise<void> {
  await page.unroute(FLOOR_URL);
  await page.route(FLOOR_URL, (route) =>
    route.fulfill({ contentType: "text/html", body: floorPage(size, layers) }),
  );
  await page.goto(FLOOR_URL);
}

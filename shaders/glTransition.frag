// A transition of the gl-transitions catalogue over the two slides (src/widgets/slideshow/glMesh.ts).
// GLSL ES 1.00, the dialect the catalogue is written in (some of it sets globals from uniforms, which
// GLSL ES 3.00 refuses). Pixi defines `in`, `texture` and `finalColor` for its own GLSL 1 shaders; the
// catalogue's `in` parameters need them undone.
// varying vPosition: the stage pixel (CSS px); vColor: premultiplied tint and alpha of the mesh.
// textures: uFrom, uTo (the outgoing and incoming slides, premultiplied, linear).
// uniforms: uFromCover, uToCover map a stage pixel to a texture coordinate like CSS `object-fit: cover`
//   (uv = p * .xy + .zw); uStage: the stage's width and height; progress: 0 to 1, tweened by GSAP;
//   ratio: width / height; and the transition's own parameters.
// The catalogue's GLSL takes the place of the TRANSITION line: it defines `vec4 transition(vec2 uv)`,
// with uv from the bottom-left corner, as the catalogue's getFromColor and getToColor take it.
#undef in
#undef texture
#undef finalColor
precision highp float;
precision highp int;

varying vec2 vPosition;
varying vec4 vColor;

uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform vec4 uFromCover;
uniform vec4 uToCover;
uniform vec2 uStage;
uniform float progress;
uniform float ratio;

vec2 stagePixel(vec2 uv) {
  return vec2(uv.x, 1.0 - uv.y) * uStage;
}

vec4 getFromColor(vec2 uv) {
  return texture2D(uFrom, stagePixel(uv) * uFromCover.xy + uFromCover.zw);
}

vec4 getToColor(vec2 uv) {
  return texture2D(uTo, stagePixel(uv) * uToCover.xy + uToCover.zw);
}

// TRANSITION

void main(void) {
  vec2 uv = vPosition / uStage;
  gl_FragColor = transition(vec2(uv.x, 1.0 - uv.y)) * vColor;
}

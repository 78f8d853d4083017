// The slideshow stage as one quad (src/widgets/slideshow/sliceShader.ts).
// attribute aPosition: a corner of the stage, in stage (CSS) pixels.
// uniforms from Pixi: uProjectionMatrix, uWorldTransformMatrix (global), uTransformMatrix, uColor (the
// mesh's own: its container's transform, as the zoom sets it, and its alpha).
// out vPosition: the stage pixel, unaffected by the zoom; vColor: premultiplied tint and alpha.
#version 300 es

in vec2 aPosition;

uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform vec4 uWorldColorAlpha;
uniform mat3 uTransformMatrix;
uniform vec4 uColor;

out vec2 vPosition;
out vec4 vColor;

void main(void) {
  mat3 modelViewProjection = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  gl_Position = vec4((modelViewProjection * vec3(aPosition, 1.0)).xy, 0.0, 1.0);
  vPosition = aPosition;
  vColor = uColor * uWorldColorAlpha;
}

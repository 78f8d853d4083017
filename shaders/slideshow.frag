// The slideshow: the outgoing slide, and during a change the incoming slide cut into pieces over it.
// in vPosition: the stage pixel (CSS px); vColor: premultiplied tint and alpha of the mesh.
// textures: uOutgoing, uIncoming (the slides, premultiplied, linear); uPieces (rgba32float, nearest,
//   read with texelFetch; layout in src/widgets/slideshow/pieceData.ts): texels 0..cols hold the grid's
//   edges (x in .x, y in .y); from texel 128, two per piece in row-major order: its visible rectangle
//   after its offset, edges on a 1/16 px grid (x0, y0, x1, y1), and (alpha, offset x, offset y, 0).
//   Alpha 0: not drawn.
// uniforms: uOutgoingCover, uIncomingCover map a stage pixel to a texture coordinate like CSS
//   `object-fit: cover` (uv = p * .xy + .zw); uVisible: x = draw the outgoing slide, y = draw pieces;
//   uGrid: columns, rows, and the stage width and height the grid was cut for.
#version 300 es
precision highp float;
precision highp int;

in vec2 vPosition;
in vec4 vColor;

uniform sampler2D uOutgoing;
uniform sampler2D uIncoming;
uniform highp sampler2D uPieces;
uniform vec4 uOutgoingCover;
uniform vec4 uIncomingCover;
uniform vec2 uVisible;
uniform vec4 uGrid;

out vec4 finalColor;

const int DATA_WIDTH = 128;
const int PIECES_FROM = 128;

vec4 data(int texel) {
  return texelFetch(uPieces, ivec2(texel % DATA_WIDTH, texel / DATA_WIDTH), 0);
}

// The cell holding p among n cells cut from size: the even split guesses it, the rounded edges (in
// component k of the edge texels) settle it; a guess is never more than one cell off.
int cell(float p, float size, int n, int k) {
  int i = clamp(int(floor(p * float(n) / size)), 0, n - 1);
  if (p < data(i)[k]) {
    i -= 1;
  } else if (p >= data(i + 1)[k]) {
    i += 1;
  }
  return clamp(i, 0, n - 1);
}

void main(void) {
  vec2 p = vPosition;
  // The pixel centre on a 1/32 px grid, where it lies exactly: interpolation may leave it a hair off an
  // edge snapped there (pieceData.ts), and who takes a centre on an edge needs an exact comparison.
  vec2 centre = round(p * 32.0) / 32.0;
  vec4 colour = uVisible.x * texture(uOutgoing, p * uOutgoingCover.xy + uOutgoingCover.zw);
  if (uVisible.y > 0.0) {
    int cols = int(uGrid.x);
    int piece = cell(centre.y, uGrid.w, int(uGrid.y), 1) * cols + cell(centre.x, uGrid.z, cols, 0);
    vec4 rect = data(PIECES_FROM + 2 * piece);
    vec4 look = data(PIECES_FROM + 2 * piece + 1);
    // Sampled before the branch below, where derivatives are still defined.
    vec4 incoming = texture(uIncoming, (p - look.yz) * uIncomingCover.xy + uIncomingCover.zw);
    // A centre on an edge goes as it did for a quad drawn on WebGL's bottom-up window: the left and
    // (on the stage) bottom edges take it, the right and top ones do not.
    bool inside = centre.x >= rect.x && centre.x < rect.z && centre.y > rect.y && centre.y <= rect.w;
    if (inside && look.x > 0.0) {
      colour = incoming * look.x + colour * (1.0 - look.x);
    }
  }
  finalColor = colour * vColor;
}

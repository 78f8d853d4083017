import {
  BufferImageSource,
  Mesh,
  MeshGeometry,
  Shader,
  Texture,
  type TextureSource,
  UniformGroup,
} from "pixi.js";
import fragment from "../../../shaders/slideshow.frag?raw";
import vertex from "../../../shaders/slideshow.vert?raw";
import { coverMapping, createPieceData, DATA_HEIGHT, DATA_WIDTH } from "./pieceData.ts";

/** A slide's texture, or none: a slide that could not be loaded has the empty texture. */
const isDrawable = (texture: Texture | undefined): texture is Texture =>
  texture !== undefined && texture.source !== Texture.EMPTY.source;

/**
 * The slideshow's one quad and its shader (shaders/slideshow.*): the outgoing slide, and during a
 * change the incoming one cut into pieces, drawn in one call from the piece data written into `data`.
 */
export function createSliceMesh() {
  const data = createPieceData();
  // Four floats a texel, read one by one: never filtered or premultiplied.
  const pieces = new BufferImageSource({
    resource: data,
    width: DATA_WIDTH,
    height: DATA_HEIGHT,
    format: "rgba32float",
    alphaMode: "no-premultiply-alpha",
    scaleMode: "nearest",
    label: "slideshow-pieces",
  });
  const uniforms = new UniformGroup({
    uOutgoingCover: { value: new Float32Array(4), type: "vec4<f32>" },
    uIncomingCover: { value: new Float32Array(4), type: "vec4<f32>" },
    uVisible: { value: new Float32Array(2), type: "vec2<f32>" },
    uGrid: { value: new Float32Array([1, 1, 1, 1]), type: "vec4<f32>" },
  });
  const values = uniforms.uniforms as Record<
    "uOutgoingCover" | "uIncomingCover" | "uVisible" | "uGrid",
    Float32Array
  >;
  const empty: TextureSource = Texture.EMPTY.source;
  const shader = Shader.from({
    gl: { vertex, fragment, name: "slideshow" },
    resources: { uOutgoing: empty, uIncoming: empty, uPieces: pieces, sliceUniforms: uniforms },
  });
  const geometry = new MeshGeometry({ positions: new Float32Array(8), uvs: new Float32Array(8) });
  const mesh = new Mesh({ geometry, shader, label: "slideshow" });

  /** Binds `texture` to a slot and maps the stage onto it; false (nothing drawn there) without one. */
  function bind(slot: "Outgoing" | "Incoming", texture: Texture | undefined, width: number, height: number) {
    const drawable = isDrawable(texture);
    shader.resources[`u${slot}`] = drawable ? texture.source : empty;
    if (drawable)
      values[`u${slot}Cover`].set(coverMapping(texture.source.width, texture.source.height, width, height));
    return drawable;
  }

  return {
    mesh,
    data,
    /** Sizes the quad to the stage. */
    resize(width: number, height: number) {
      geometry.positions = new Float32Array([0, 0, width, 0, width, height, 0, height]);
      mesh.visible = width > 0 && height > 0;
    },
    /** The slide drawn beneath (the settled or outgoing one). */
    outgoing(texture: Texture | undefined, width: number, height: number) {
      values.uVisible[0] = bind("Outgoing", texture, width, height) ? 1 : 0;
    },
    /** The slide the pieces show, or none: then no piece is drawn. */
    incoming(texture: Texture | undefined, width: number, height: number) {
      values.uVisible[1] = bind("Incoming", texture, width, height) ? 1 : 0;
    },
    /** The grid the piece data was packed for: cols x rows cells over a width x height stage. */
    grid(cols: number, rows: number, width: number, height: number) {
      values.uGrid.set([cols, rows, width, height]);
    },
    /** Uploads texels `from` to `to` of the piece data, widened to whole rows: one texSubImage2D call. */
    upload(from: number, to: number) {
      pieces.update(Math.floor(from / DATA_WIDTH) * DATA_WIDTH, Math.ceil(to / DATA_WIDTH) * DATA_WIDTH);
    },
    /** Frees the mesh, its geometry, shader and data texture; the slides belong to the caller. */
    destroy() {
      if (mesh.destroyed) return;
      mesh.destroy();
      geometry.destroy();
      shader.destroy();
      pieces.destroy();
    },
  };
}

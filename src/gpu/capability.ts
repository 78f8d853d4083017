let webgl: boolean | undefined;

/** The probe's answer, undefined until it has been made. */
export const probedWebGL = (): boolean | undefined => webgl;

/**
 * Whether this browser can draw with WebGL, decided before any GPU code is downloaded. The probe
 * context is released at once so it never counts against the browser's context limit. Making it is a
 * long task on software WebGL: it is made when the page is still (useGpuCanvas.ts).
 */
export function hasWebGL(): boolean {
  if (webgl !== undefined) return webgl;
  try {
    const canvas = document.createElement("canvas");
    // WebGL 2: the GPU scenes' shaders (shaders/) are GLSL ES 3.0.
    const gl = canvas.getContext("webgl2");
    webgl = !!gl && !gl.isContextLost();
    gl?.getExtension("WEBGL_lose_context")?.loseContext();
  } catch {
    webgl = false;
  }
  return webgl;
}

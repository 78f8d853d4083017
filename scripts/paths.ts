import path from "node:path";

/** Where everything lives, relative to the project root. */
export function projectPaths(root: string = process.cwd()) {
  const dist = path.join(root, "dist");
  return {
    root,
    content: path.join(root, "content"),
    images: path.join(root, "assets", "images"),
    imageCache: path.join(root, ".cache", "images"),
    /** The page's renderer, used by the build to prerender: not part of dist/. */
    prerender: path.join(root, ".cache", "prerender"),
    dist,
    client: path.join(dist, "client"),
    server: path.join(dist, "server"),
    manifest: path.join(dist, "images.json"),
    buildInfo: path.join(dist, "build-info.json"),
  };
}

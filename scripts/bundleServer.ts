import { build as viteBuild } from "vite";

/**
 * The server as one file, its dependencies inside (hono, @hono/node-server, React's server renderer,
 * zod): dist/ then runs with Node alone, without node_modules. React is bundled in its production build.
 */
export async function bundleServer(root: string, outDir: string): Promise<void> {
  await viteBuild({
    root,
    logLevel: "warn",
    // public/ belongs to the client build only.
    publicDir: false,
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    ssr: { noExternal: true, target: "node" },
    // Never downloaded: its size (about 800 KB, React's server renderer most of it) costs only the start.
    build: {
      ssr: true,
      outDir,
      chunkSizeWarningLimit: 4096,
      rollupOptions: { input: { main: "src/server/main.ts" } },
    },
  });
}

/** The page's renderer, for prerendering at build time only: outside dist/, its dependencies external. */
export async function bundleRenderer(root: string, outDir: string): Promise<void> {
  await viteBuild({
    root,
    logLevel: "warn",
    publicDir: false,
    build: { ssr: true, outDir, rollupOptions: { input: { "entry-server": "src/app/entry-server.tsx" } } },
  });
}

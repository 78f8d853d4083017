import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { subsetFonts } from "./scripts/vite/subsetFonts.ts";

const PIXI =
  /node_modules[\\/](pixi\.js|@pixi[\\/]colord|@xmldom|earcut|eventemitter3|gifuct-js|ismobilejs|parse-svg-path|tiny-lru)[\\/]/;

/**
 * The page's own script fetched at low priority, behind what the first paint needs. The prerendered HTML
 * is whole without it: on a slow link its 85 KB would otherwise share the line with the styles, fonts
 * and first slide.
 */
const scriptsAfterPaint: Plugin = {
  name: "grandtour:scripts-after-paint",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler: (html) =>
      html.replace(
        /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
        '<$1 fetchpriority="low"',
      ),
  },
};

export default defineConfig({
  plugins: [react(), scriptsAfterPaint, subsetFonts("content")],
  // The lazy chunks' dependencies, pre-bundled with React when the dev server starts: found later, they
  // would be optimized again mid-session and the page could end up with two copies of React.
  optimizeDeps: {
    include: [
      "@pixi/react",
      "@tweakpane/plugin-essentials",
      "dompurify",
      "gsap",
      "gsap/GSDevTools",
      "hammerjs",
      "pixi.js",
      "pixi.js/unsafe-eval",
      "tweakpane",
      "web-vitals",
    ],
  },
  build: {
    target: "es2022",
    // BUILD_NO_MINIFY=1: function names kept, for a trace (docs/bench.md: where the time goes).
    minify: process.env.BUILD_NO_MINIFY ? false : undefined,
    // Fonts and images are files of their own: inlined as data: URLs they could not be cached or preloaded.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Pixi and its own dependencies in a chunk of their own, so no chunk imports back from a widget's
          // lazy chunk: that chunk is fetched only when its widget wants it. Listed, not followed: following
          // them would also pull in what Pixi shares with the page (Vite's preload helper), and the page
          // would fetch Pixi before load.
          includeDependenciesRecursively: false,
          groups: [{ name: "pixi", test: PIXI }],
        },
      },
    },
  },
});

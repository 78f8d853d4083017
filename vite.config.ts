import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  build: {
    target: "es2022",
    // Fonts and images are files of their own: inlined as data: URLs they could not be cached or preloaded.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Pixi in a chunk of its own, so no chunk imports back from a widget's lazy chunk: a browser that
          // keeps a failed import() in its module map can then load the widget again under a fresh URL.
          groups: [{ name: "pixi", test: /node_modules[\\/](pixi\.js|@pixi)[\\/]/ }],
        },
      },
    },
  },
});

import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  build: {
    target: "es2022",
    // Fonts and images are files of their own: inlined as data: URLs they could not be cached or preloaded.
    assetsInlineLimit: 0,
  },
});

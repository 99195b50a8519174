import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The renderer is built once and loaded two ways: from app://recollect/ in Electron and from
// http://127.0.0.1 under `recollect serve`; relative asset paths work for both.
export default defineConfig({
  root: "renderer",
  base: "./",
  plugins: [react()],
  build: { outDir: "../dist/renderer", emptyOutDir: true, target: "es2022", sourcemap: true },
});

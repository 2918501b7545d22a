import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { workspaceAliases } from "../../scripts/workspace-aliases.ts";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  build: isSsrBuild
    ? { outDir: "dist-ssr", emptyOutDir: true }
    : { outDir: "dist", emptyOutDir: true, sourcemap: false, modulePreload: { polyfill: false } },
  worker: { format: "es" },
}));

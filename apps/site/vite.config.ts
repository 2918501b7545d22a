import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { workspaceAliases } from "../../scripts/workspace-aliases.ts";

// SITE_OUT_DIR lets two builds (e.g. parallel work on one checkout) write to separate folders.
const outDir = process.env.SITE_OUT_DIR ?? "dist";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  build: isSsrBuild
    ? { outDir: `${outDir}-ssr`, emptyOutDir: true }
    : { outDir, emptyOutDir: true, sourcemap: false, modulePreload: { polyfill: false } },
  worker: { format: "es" },
}));

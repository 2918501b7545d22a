import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { workspaceAliases } from "../../scripts/workspace-aliases.ts";

export default defineConfig({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false },
});

import { defineConfig, mergeConfig, type ViteUserConfig } from "vitest/config";
import { workspaceAliases } from "./workspace-aliases.ts";

/** Base Vitest settings every workspace shares: source aliases, node environment, tests beside code. */
export function defineProject(name: string, overrides: ViteUserConfig = {}): ViteUserConfig {
  return mergeConfig(
    defineConfig({
      resolve: { alias: workspaceAliases },
      test: {
        name,
        include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
        environment: "node",
        testTimeout: 20_000,
      },
    }),
    overrides,
  );
}

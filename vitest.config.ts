import { defineConfig } from "vitest/config";

// One run covers every workspace; each package keeps its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ["packages/*", "apps/*", "scripts/test-utils"],
  },
});

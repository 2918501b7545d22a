import { defineProject } from "../../scripts/vitest.shared.ts";

// Browser tests build nothing themselves: `npm test` builds the site first (see scripts/test.mjs).
export default defineProject("site", { test: { testTimeout: 60_000, hookTimeout: 120_000 } });

import { defineProject } from "../../scripts/vitest.shared.ts";

export default defineProject("ui", { test: { environment: "jsdom", globals: true } });

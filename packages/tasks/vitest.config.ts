import { defineProject } from "../../scripts/vitest.shared.ts";

export default defineProject("tasks");

import { defineProject } from "../vitest.shared.ts";

// The helpers several workspaces' tests share are tested here, once.
export default defineProject("test-utils", { test: { include: ["*.test.ts"] } });

import { definePackageBuild } from "../../scripts/tsup.preset.ts";

// `@inferkit/tasks` (used only by the snippet generator) is bundled in, so the
// published client keeps zero runtime dependencies.
export default definePackageBuild(
  {
    index: "src/index.ts",
    snippets: "src/snippets/index.ts",
    emulator: "src/emulator/index.ts",
  },
  { noExternal: ["@inferkit/tasks"] },
);

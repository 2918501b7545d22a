import { definePackageBuild } from "../../scripts/tsup.preset.ts";

export default definePackageBuild({ index: "src/index.ts" });

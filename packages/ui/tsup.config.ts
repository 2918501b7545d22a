import { definePackageBuild } from "../../scripts/tsup.preset.ts";

// The stylesheet is copied as-is so users import it once: `import "@inferkit/ui/styles.css"`.
export default definePackageBuild(
  { index: "src/index.ts" },
  {
    external: ["react", "react-dom", "react/jsx-runtime"],
    onSuccess: "node -e \"require('node:fs').copyFileSync('src/styles.css','dist/styles.css')\"",
  },
);

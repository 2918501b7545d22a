import { defineConfig } from "tsup";
import { definePackageBuild } from "../../scripts/tsup.preset.ts";

// `@inferkit/tasks` (used only by the snippet generator) is bundled in, so the
// published client keeps zero runtime dependencies. The library's clean spares the
// CLI's files, which the second build writes into the same folder at the same time.
const library = definePackageBuild(
  {
    index: "src/index.ts",
    snippets: "src/snippets/index.ts",
    emulator: "src/emulator/index.ts",
  },
  { noExternal: ["@inferkit/tasks"], clean: ["!cli.js", "!cli.js.map"] },
);

// The `inferkit` bin: Node-only ESM. It reaches the client, the snippets and the emulator through the
// package's own exports (Node resolves them to the files above; only the emulator's few lines of URL
// rewriting are copied in), and carries @inferkit/jinja inside it, so installing the library pulls in no
// dependency for a command only the CLI runs.
const cli = defineConfig({
  entry: { cli: "src/cli/main.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist",
  sourcemap: true,
  clean: false,
  splitting: false,
  external: [/^@inferkit\/inference(\/.*)?$/],
  noExternal: ["@inferkit/jinja"],
});

export default [library, cli];

// While developing, every workspace package is imported from its TypeScript source,
// so tests, the site and type checks never depend on a stale build. The same map
// lives in tsconfig.base.json ("paths"); packages/*/package.json "exports" serve the built files.
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

export const workspaceAliases = [
  { find: /^@inferkit\/jinja$/, replacement: `${root}packages/jinja/src/index.ts` },
  { find: /^@inferkit\/tasks$/, replacement: `${root}packages/tasks/src/index.ts` },
  { find: /^@inferkit\/inference$/, replacement: `${root}packages/inference/src/index.ts` },
  { find: /^@inferkit\/inference\/(.+)$/, replacement: `${root}packages/inference/src/$1/index.ts` },
  { find: /^@inferkit\/ui$/, replacement: `${root}packages/ui/src/index.ts` },
  { find: /^@inferkit\/ui\/(.+)$/, replacement: `${root}packages/ui/src/$1` },
];

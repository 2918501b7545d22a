// Snippet generation speed: every snippet of the matrix (every task × provider × streaming × billTo ×
// directRequest × endpointUrl), ours against snippets.getInferenceSnippets of @huggingface/inference, which
// renders Jinja templates on every call. Only providers both ship are timed (the installed peer dropped some,
// and answers [] for them at no cost).
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { measure, printRatios } from "../../../scripts/bench-kit";
import { getInferenceSnippets } from "../src/snippets/index";
import { snippetMatrix } from "../src/test-support/snippet-matrix";

// The bench runs from a temporary bundle: the peer is resolved from the repository.
const repo = process.env.INFERKIT_REPO ?? join(import.meta.dirname ?? ".", "../../..");
const fromRepo = createRequire(join(repo, "package.json"));

type Generate = (model: unknown, provider: string, mapping?: unknown, opts?: Record<string, unknown>) => unknown[];
const peer = (await import(pathToFileURL(fromRepo.resolve("@huggingface/inference")).href)) as {
  snippets: { getInferenceSnippets: Generate };
  INFERENCE_PROVIDERS: readonly string[];
};

const matrix = snippetMatrix().filter((c) => c.provider === "auto" || peer.INFERENCE_PROVIDERS.includes(c.provider));

/** Generates the whole matrix once; refusals (openai through the router) count as generated. */
function generateAll(generate: Generate): number {
  let count = 0;
  for (const { model, provider, mapping, options } of matrix) {
    try {
      count += generate(model, provider, mapping, { ...options }).length;
    } catch {
      count++;
    }
  }
  return count;
}

// The peer logs an error for every provider it no longer ships; keep the console readable.
const quiet = <T>(fn: () => T): T => {
  const { error, warn, log } = console;
  console.error = console.warn = console.log = () => {};
  try {
    return fn();
  } finally {
    Object.assign(console, { error, warn, log });
  }
};

const ourCount = generateAll(getInferenceSnippets as Generate);
const peerCount = quiet(() => generateAll(peer.snippets.getInferenceSnippets));
console.log(
  `matrix: ${matrix.length} cases; snippets generated: ours ${ourCount}, @huggingface/inference ${peerCount}`,
);

const ours = await measure("@inferkit/inference snippets", () => generateAll(getInferenceSnippets as Generate));
const theirs = await measure("@huggingface/inference snippets", () =>
  quiet(() => generateAll(peer.snippets.getInferenceSnippets)),
);
printRatios("time to generate every snippet of the matrix", ours, [theirs], "ours ≥ 10× faster");
const perSnippet = (ms: number, count: number) => `${((ms / count) * 1000).toFixed(1)} µs`;
console.log(
  `  per snippet: ours ${perSnippet(ours.meanMs, ourCount)}, @huggingface/inference ${perSnippet(theirs.meanMs, peerCount)}`,
);

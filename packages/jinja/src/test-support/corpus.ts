// The chat-template corpus of ../shared and the comparison of our renders with Jinja2's.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type OracleResult, oracleDate, runOracle } from "../../../../scripts/test-utils/jinja2-oracle";
import { hasShared, sharedPath } from "../../../../scripts/test-utils/shared-dir";
import { Template } from "../index";
import { CONTEXTS } from "./contexts";

const corpusDir = sharedPath("corpus", "chat-templates");

/** Whether the corpus is present; when it is not, prints why `what` is skipped. */
export function hasCorpus(what: string): boolean {
  return hasShared(what, "corpus", "chat-templates");
}

export function loadCorpus(): { name: string; source: string }[] {
  return readdirSync(corpusDir)
    .filter((f) => f.endsWith(".jinja"))
    .sort()
    .map((name) => ({ name, source: readFileSync(join(corpusDir, name), "utf8") }));
}

export interface Comparison {
  template: string;
  context: string;
  expected: OracleResult;
  actual: OracleResult;
  agrees: boolean;
}

export function renderOurs(source: string, context: Record<string, unknown>): OracleResult {
  try {
    return { output: new Template(source, { now: oracleDate }).render(structuredClone(context)) };
  } catch (e) {
    return { error: `${(e as Error).name}: ${(e as Error).message}` };
  }
}

/** Renders every template × context with both engines (one oracle process for everything). */
export function compareCorpus(templates: { name: string; source: string }[]): Comparison[] {
  const pairs = templates.flatMap((t) => CONTEXTS.map((c) => ({ t, c })));
  const expected = runOracle(pairs.map(({ t, c }) => ({ template: t.source, context: c.context })));
  return pairs.map(({ t, c }, i) => {
    const want = expected[i] as OracleResult;
    const got = renderOurs(t.source, c.context);
    const agrees = "output" in want ? "output" in got && got.output === want.output : "error" in got;
    return { template: t.name, context: c.name, expected: want, actual: got, agrees };
  });
}

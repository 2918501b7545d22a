import { beforeAll, describe, expect, it } from "vitest";
import { hasJinja2, type OracleResult, runOracle } from "../../../scripts/test-utils/jinja2-oracle";
import { renderOurs } from "../src/test-support/corpus";
import { SNIPPET_CONTEXT, SNIPPETS } from "../src/test-support/snippets";

const ready = hasJinja2();
if (!ready) console.warn("skipping feature differential tests: /usr/bin/python3 with jinja2 not found");

describe.skipIf(!ready)("language features render exactly like Jinja2", () => {
  let expected: OracleResult[] = [];
  beforeAll(() => {
    expected = runOracle(SNIPPETS.map((template) => ({ template, context: SNIPPET_CONTEXT })));
  });

  it.each(SNIPPETS.map((s, i) => [i, s] as const))("#%i %s", (i) => {
    const want = expected[i] as OracleResult;
    const got = renderOurs(SNIPPETS[i] as string, SNIPPET_CONTEXT);
    if ("output" in want) expect(got).toEqual(want);
    else expect(got, `Jinja2 raised ${want.error}`).toHaveProperty("error");
  });
});

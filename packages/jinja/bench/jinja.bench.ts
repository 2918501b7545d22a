// Render throughput against @huggingface/jinja (latest and 0.5.1): warm (parse once, render many)
// and cold (parse + render) over the chat-template corpus, or built-in templates without ../shared.
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { measure, printRatios } from "../../../scripts/bench-kit";
import { repoDir } from "../../../scripts/test-utils/shared-dir";
import { Template } from "../src/index";
import { CONTEXTS } from "../src/test-support/contexts";
import { hasCorpus, loadCorpus } from "../src/test-support/corpus";

type TemplateClass = new (source: string) => { render: (context: Record<string, unknown>) => string };

// The bench runs from a temporary bundle, so peers are resolved from the repository explicitly.
const fromRepo = createRequire(join(repoDir, "package.json"));
const loadPeer = async (name: string) =>
  ((await import(pathToFileURL(fromRepo.resolve(name)).href)) as { Template: TemplateClass }).Template;
const HfLatest = await loadPeer("@huggingface/jinja");
const Hf051 = await loadPeer("hf-jinja-0.5.1");

interface Engine {
  name: string;
  compile: (source: string) => { render: (context: Record<string, unknown>) => string };
}
const engines: Engine[] = [
  { name: "@inferkit/jinja", compile: (s) => new Template(s) },
  { name: "@huggingface/jinja (latest)", compile: (s) => new HfLatest(s) },
  { name: "@huggingface/jinja 0.5.1", compile: (s) => new Hf051(s) },
];

const BUILT_IN = [
  "{% for message in messages %}{{ '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n' }}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}",
  "{{ bos_token }}{% for message in messages %}{% if (message['role'] == 'user') != (loop.index0 % 2 == 0) %}{{ raise_exception('Conversation roles must alternate') }}{% endif %}{% if message['role'] == 'user' %}{{ '[INST] ' + message['content'] | trim + ' [/INST]' }}{% elif message['role'] == 'assistant' %}{{ ' ' + message['content'] | trim + eos_token }}{% endif %}{% endfor %}",
  "{%- set ns = namespace(system='') -%}{%- for m in messages -%}{%- if m.role == 'system' -%}{%- set ns.system = m.content -%}{%- endif -%}{%- endfor -%}{{ ns.system }}{% for m in messages if m.role != 'system' %}<{{ m.role }}>{{ m.content | tojson }}{% endfor %}",
];

const sources = hasCorpus("the corpus templates (benchmarking the built-in ones instead)")
  ? loadCorpus().map((template) => template.source)
  : BUILT_IN;

const context = (CONTEXTS.find((c) => c.name.startsWith("multi-turn")) ?? CONTEXTS[0])?.context ?? {};

/** Keeps the templates every engine parses and renders without error, so all do the same work. */
const usable = sources.filter((source) =>
  engines.every((engine) => {
    try {
      engine.compile(source).render(structuredClone(context));
      return true;
    } catch {
      return false;
    }
  }),
);
console.log(`${usable.length} of ${sources.length} templates render in every engine`);

// The machine is shared, so engines are measured in interleaved rounds and each keeps its best round.
type Measurement = Awaited<ReturnType<typeof measure>>;
const best = (a: Measurement | undefined, b: Measurement) => (a && a.meanMs <= b.meanMs ? a : b);
const warm = new Map<string, Measurement>();
const cold = new Map<string, Measurement>();
const compiledBy = new Map(engines.map((e) => [e.name, usable.map((s) => e.compile(s))]));
for (let round = 0; round < 3; round++) {
  for (const engine of engines) {
    const compiled = compiledBy.get(engine.name) ?? [];
    const w = await measure(
      engine.name,
      () => {
        for (const t of compiled) t.render(context);
      },
      { timeMs: 500 },
    );
    warm.set(engine.name, best(warm.get(engine.name), w));
    const c = await measure(
      engine.name,
      () => {
        for (const s of usable) engine.compile(s).render(context);
      },
      { timeMs: 500 },
    );
    cold.set(engine.name, best(cold.get(engine.name), c));
  }
}
const [ours, ...peers] = engines.map((e) => e.name);
const pick = (map: Map<string, Measurement>, name: string) => map.get(name) as Measurement;
if (ours) {
  printRatios(
    `warm render of ${usable.length} templates (parse once, render many)`,
    pick(warm, ours),
    peers.map((p) => pick(warm, p)),
    "≥ 5× latest",
  );
  printRatios(
    `cold parse + render of ${usable.length} templates`,
    pick(cold, ours),
    peers.map((p) => pick(cold, p)),
    "≥ 2× latest",
  );
}

// Snippets for libraries not installable here (huggingface_hub, fal_client, Python openai) are checked
// through Python's own AST: right import, right call, right arguments, over the whole matrix.
import { execFile } from "node:child_process";
import { describe, expect, it } from "vitest";
import { PYTHON } from "../../../../scripts/test-utils/parse-code";
import { routerServes } from "../test-support/provider-oracle";
import { type MatrixCase, snippetMatrix } from "../test-support/snippet-matrix";
import { getInferenceSnippets } from "./generate";

interface PythonCall {
  func: string;
  args: unknown[];
  keywords: Record<string, unknown>;
}
interface PythonShape {
  imports: string[];
  calls: PythonCall[];
}

// Lists the imports and calls of each source; literal arguments are evaluated, others given as source text.
const SHAPE_READER = `
import ast, json, sys

def value(node):
    try:
        return ast.literal_eval(node)
    except Exception:
        return ast.unparse(node)

shapes = []
for source in json.load(sys.stdin):
    imports, calls = [], []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            imports += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            imports += [f"{node.module}.{alias.name}" for alias in node.names]
        elif isinstance(node, ast.Call):
            calls.append({
                "func": ast.unparse(node.func),
                "args": [value(arg) for arg in node.args],
                "keywords": {k.arg: value(k.value) for k in node.keywords},
            })
    shapes.append({"imports": imports, "calls": calls})
json.dump(shapes, sys.stdout)
`;

function readShapes(sources: string[]): Promise<PythonShape[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      PYTHON,
      ["-c", SHAPE_READER],
      { timeout: 30_000, maxBuffer: 256 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as PythonShape[])),
    );
    child.stdin?.end(JSON.stringify(sources));
  });
}

const call = (shape: PythonShape, func: string) => shape.calls.find((c) => c.func === func);

/** Snake-case method name huggingface_hub gives each pipeline. */
const pythonMethod = (pipeline: string) => pipeline.replaceAll("-", "_");

const ROUTER_V1 = "https://router.huggingface.co/v1";

interface Checked {
  c: MatrixCase;
  client: string;
  content: string;
}

function collect(): Checked[] {
  const checked: Checked[] = [];
  for (const c of snippetMatrix()) {
    let snippets: ReturnType<typeof getInferenceSnippets>;
    try {
      snippets = getInferenceSnippets(c.model, c.provider, c.mapping, c.options);
    } catch {
      continue; // openai through the router: covered by the unit tests
    }
    for (const s of snippets)
      if (s.language === "python" && s.client !== "requests") checked.push({ c, client: s.client, content: s.content });
  }
  return checked;
}

function problems({ c, client }: Checked, shape: PythonShape): string[] {
  const found: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) found.push(what);
  };
  const { model, provider, options, task, mapping } = c;
  const chat = task === "conversational";
  const chatCreate = call(shape, "client.chat.completions.create");
  if (chat) {
    need(chatCreate !== undefined, "calls client.chat.completions.create");
    need(Array.isArray(chatCreate?.keywords.messages), "passes messages");
    need(chatCreate?.keywords.stream === (options.streaming === true), "stream flag follows the option");
  }
  if (client === "huggingface_hub") {
    need(shape.imports.includes("huggingface_hub.InferenceClient"), "imports InferenceClient");
    const ctor = call(shape, "InferenceClient");
    need(ctor !== undefined, "constructs InferenceClient");
    if (options.endpointUrl) need(ctor?.keywords.base_url === options.endpointUrl, "base_url is the endpoint");
    else need(ctor?.keywords.provider === provider, "provider argument");
    need(typeof ctor?.keywords.api_key === "string", "api_key argument");
    need(ctor?.keywords.bill_to === options.billTo, "bill_to follows billTo");
    if (!chat) {
      const method = call(shape, `client.${pythonMethod(model.pipeline_tag ?? "")}`);
      need(method !== undefined, `calls client.${pythonMethod(model.pipeline_tag ?? "")}`);
      need(method?.keywords.model === (options.endpointUrl ? undefined : model.id), "model argument");
      if (model.pipeline_tag === "image-to-image" || model.pipeline_tag === "image-to-video")
        need(typeof method?.keywords.prompt === "string", "prompt argument");
    } else need(chatCreate?.keywords.model === model.id, "chat model is the hub id");
  }
  if (client === "fal_client") {
    need(shape.imports.includes("fal_client"), "imports fal_client");
    const subscribe = call(shape, "fal_client.subscribe");
    need(subscribe?.args[0] === mapping.providerId, "subscribes to the fal model id");
    const raw = subscribe?.keywords.arguments;
    const args = typeof raw === "string" ? raw : JSON.stringify(raw ?? {});
    need(args.includes("prompt"), "arguments carry the prompt");
    if (model.pipeline_tag !== "text-to-image")
      need(
        call(shape, "fal_client.upload_file")?.args[0] === "cat.png" && args.includes("image_url"),
        "uploads the image",
      );
  }
  if (client === "openai") {
    need(shape.imports.includes("openai.OpenAI"), "imports OpenAI");
    const ctor = call(shape, "OpenAI");
    const routed = (provider === "auto" || (!options.directRequest && routerServes(provider))) && !options.endpointUrl;
    if (routed) need(ctor?.keywords.base_url === ROUTER_V1, "router base URL");
    else need(String(ctor?.keywords.base_url ?? "").startsWith("https://"), "provider or endpoint base URL");
    need(typeof ctor?.keywords.api_key === "string", "api_key argument");
    if (options.billTo)
      need(
        (ctor?.keywords.default_headers as Record<string, string> | undefined)?.["X-HF-Bill-To"] === options.billTo,
        "bill-to default header",
      );
    const expectedModel = options.endpointUrl
      ? model.id
      : routed
        ? provider === "auto"
          ? model.id
          : `${model.id}:${provider}`
        : mapping.providerId;
    need(chatCreate?.keywords.model === expectedModel, `model ${expectedModel}`);
  }
  return found;
}

describe("static rules for Python libraries not installed here", () => {
  it("huggingface_hub, fal_client and openai snippets import, call and pass the right things", async () => {
    const checked = collect();
    const shapes = await readShapes(checked.map((x) => x.content));
    const failures = checked.flatMap((x, i) => {
      const found = problems(x, shapes[i] as PythonShape);
      return found.length > 0
        ? [`${x.client} ${x.c.model.pipeline_tag} ${x.c.provider} ${JSON.stringify(x.c.options)}: ${found.join(", ")}`]
        : [];
    });
    const counts: Record<string, number> = {};
    for (const x of checked) counts[x.client] = (counts[x.client] ?? 0) + 1;
    console.log(`static rules: ${checked.length - failures.length}/${checked.length} snippets pass`, counts);
    expect(counts.huggingface_hub).toBeGreaterThan(0);
    expect(counts.fal_client).toBeGreaterThan(0);
    expect(counts.openai).toBeGreaterThan(0);
    expect(failures.slice(0, 20)).toEqual([]);
  });
});

import { readFileSync, truncateSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hasShared, sharedPath } from "../../../../scripts/test-utils/shared-dir";
import { expectOneLineError, runInferkit, scratchFiles } from "../test-support/cli-io";
import { MAX_INPUT_BYTES } from "./io";

const CONVERSATION = [
  { role: "user", content: "Hi" },
  { role: "assistant", content: "Hello!" },
];

const templates = "corpus/chat-templates";
const corpusTemplate = (name: string) => readFileSync(sharedPath(templates, name), "utf8");

describe.runIf(hasShared("inferkit render with corpus templates", templates))("inferkit render, real templates", () => {
  it("renders a tokenizer config's template with its special tokens, stored as AddedToken objects", async () => {
    const dir = scratchFiles({
      "tokenizer_config.json": {
        chat_template: corpusTemplate("HuggingFaceH4-zephyr-7b-gemma-v0.1.jinja"),
        bos_token: { content: "<bos>", lstrip: false, normalized: false, rstrip: false, single_word: false },
        eos_token: "<eos>",
      },
      "messages.json": CONVERSATION,
    });
    const args = ["render", join(dir, "tokenizer_config.json"), "--messages", join(dir, "messages.json")];
    const closed = await runInferkit(args);
    expect(closed).toEqual({
      code: 0,
      stdout: "<bos><|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\nHello!<|im_end|>\n<eos>",
      stderr: "",
    });
    const open = await runInferkit([...args, "--add-generation-prompt"]);
    expect(open.stdout).toBe(
      "<bos><|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\nHello!<|im_end|>\n<|im_start|>assistant\n",
    );
  });

  it("reports the template's own raise_exception as one line, exit 1", async () => {
    const dir = scratchFiles({
      "mistral.jinja": corpusTemplate("TheBloke-Mistral-7B-Instruct-v0.1-GPTQ.jinja"),
      "messages.json": [{ role: "system", content: "Be brief." }],
    });
    const run = await runInferkit(["render", join(dir, "mistral.jinja"), "--messages", join(dir, "messages.json")]);
    expectOneLineError(run, 1, /mistral\.jinja: .*Conversation roles must alternate/);
    expect(run.stdout).toBe("");
  });
});

describe("inferkit render", () => {
  it("picks a named template by --template-name, or tool_use when the conversation has tools", async () => {
    const dir = scratchFiles({
      "tokenizer_config.json": {
        chat_template: [
          { name: "default", template: "plain {{ messages|length }}" },
          { name: "tool_use", template: "tools {{ tools|map(attribute='name')|join(',') }}" },
        ],
      },
      "messages.json": CONVERSATION,
      "with-tools.json": { messages: CONVERSATION, tools: [{ name: "search" }, { name: "fetch" }] },
    });
    const config = join(dir, "tokenizer_config.json");
    expect((await runInferkit(["render", config, "--messages", join(dir, "messages.json")])).stdout).toBe("plain 2");
    expect((await runInferkit(["render", config, "--messages", join(dir, "with-tools.json")])).stdout).toBe(
      "tools search,fetch",
    );
    const named = ["render", config, "--messages", join(dir, "with-tools.json"), "--template-name", "default"];
    expect((await runInferkit(named)).stdout).toBe("plain 2");
  });

  it("passes --var values as JSON when they parse, as text otherwise (messages with a byte-order mark)", async () => {
    const dir = scratchFiles({
      "t.jinja": "{{ greeting }} {{ enable_thinking }} {{ budget + 1 }}",
      "m.json": "\uFEFF[]",
    });
    const vars = ["--var", "greeting=hello there", "--var", "enable_thinking=false", "--var", "budget=41"];
    const run = await runInferkit(["render", join(dir, "t.jinja"), "--messages", join(dir, "m.json"), ...vars]);
    expect(run).toEqual({ code: 0, stdout: "hello there False 42", stderr: "" });
  });

  it("stops a template that trips the engine's limits, with one line and exit 1", async () => {
    const dir = scratchFiles({
      "loop.jinja": "{% for i in range(10**9) %}{{ i }}{% endfor %}",
      "doubling.jinja":
        "{% set ns = namespace(s='x') %}{% for i in range(64) %}{% set ns.s = ns.s + ns.s %}{% endfor %}{{ ns.s }}",
      "m.json": [],
    });
    for (const name of ["loop.jinja", "doubling.jinja"]) {
      const run = await runInferkit(["render", join(dir, name), "--messages", join(dir, "m.json")]);
      expectOneLineError(run, 1, new RegExp(`${name}: .*limit`, "i"));
    }
  });

  it("reports a syntax error by line and column, on one line", async () => {
    const dir = scratchFiles({ "bad.jinja": "Hello\n{% if %}x{% endif %}", "m.json": [] });
    const run = await runInferkit(["render", join(dir, "bad.jinja"), "--messages", join(dir, "m.json")]);
    expectOneLineError(run, 1, /bad\.jinja: .*\(line 2, column \d+\)$/m);
  });

  it("reads the messages, or the template, from standard input for -", async () => {
    const dir = scratchFiles({
      "t.jinja": "{% for m in messages %}[{{ m.content }}]{% endfor %}",
      "m.json": CONVERSATION,
    });
    const messages = await runInferkit(
      ["render", join(dir, "t.jinja"), "--messages", "-"],
      {},
      JSON.stringify(CONVERSATION),
    );
    expect(messages).toEqual({ code: 0, stdout: "[Hi][Hello!]", stderr: "" });
    const template = await runInferkit(
      ["render", "-", "--messages", join(dir, "m.json")],
      {},
      "{{ messages | length }}",
    );
    expect(template).toEqual({ code: 0, stdout: "2", stderr: "" });
    const broken = await runInferkit(["render", join(dir, "t.jinja"), "--messages", "-"], {}, "[{");
    expectOneLineError(broken, 1, /^inferkit: standard input is not valid JSON/);
  });

  it("refuses malformed, oversized, missing and misshapen inputs with exit 1", async () => {
    const dir = scratchFiles({
      "t.jinja": "{{ messages }}",
      "broken.json": '[{"role": "user", "content": "Hi"',
      "huge.json": "",
      "object.json": { role: "user" },
      "config.json": ["not", "a", "config"],
      "no-template.json": { eos_token: "</s>" },
      "m.json": CONVERSATION,
    });
    // Sparse: past the limit without writing 32 MiB.
    truncateSync(join(dir, "huge.json"), MAX_INPUT_BYTES + 1);
    const template = join(dir, "t.jinja");
    const cases: [string[], RegExp][] = [
      [[template, "--messages", join(dir, "broken.json")], /broken\.json is not valid JSON/],
      [[template, "--messages", join(dir, "huge.json")], /huge\.json is larger than 32 MiB/],
      [[template, "--messages", "/dev/zero"], /\/dev\/zero is larger than 32 MiB/],
      [[template, "--messages", join(dir, "absent.json")], /cannot read .*absent\.json: no such file/],
      [[template, "--messages", dir], /cannot read .*: is a directory/],
      [[template, "--messages", join(dir, "object.json")], /must hold a list of messages/],
      [[join(dir, "config.json"), "--messages", join(dir, "m.json")], /must hold a tokenizer config object/],
      [[join(dir, "no-template.json"), "--messages", join(dir, "m.json")], /chat_template is not set/],
    ];
    for (const [args, pattern] of cases) expectOneLineError(await runInferkit(["render", ...args]), 1, pattern);
  });

  it("renders deeply nested message data, or refuses it, without crashing", async () => {
    const nested = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    const dir = scratchFiles({ "t.jinja": "{{ messages }}", "m.json": `[{"role":"user","content":${nested}}]` });
    const run = await runInferkit(["render", join(dir, "t.jinja"), "--messages", join(dir, "m.json")]);
    expectOneLineError(run, 1, /t\.jinja: .*too large/);
  });

  it("answers command-line mistakes with exit 2", async () => {
    const dir = scratchFiles({ "t.jinja": "x", "m.json": [] });
    const template = join(dir, "t.jinja");
    const messages = ["--messages", join(dir, "m.json")];
    const cases: [string[], RegExp][] = [
      [[template], /missing --messages FILE/],
      [[...messages], /missing template file/],
      [[template, ...messages, "--var", "=x"], /--var expects name=value/],
      [[template, ...messages, "--var", "messages=[]"], /--var cannot set 'messages'/],
      [[template, ...messages, "--shout"], /unknown option '--shout'/],
      [[template, "extra", ...messages], /unexpected argument 'extra'/],
    ];
    for (const [args, pattern] of cases) {
      const run = await runInferkit(["render", ...args]);
      expectOneLineError(run, 2, pattern);
      expect(run.stderr).toContain("(inferkit render --help)");
    }
  });
});

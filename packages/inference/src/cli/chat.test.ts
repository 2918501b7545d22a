import { describe, expect, it } from "vitest";
import { expectOneLineError, runInferkit } from "../test-support/cli-io";
import { HF_TOKEN, useEmulator } from "../test-support/emulator";

const MODEL = "meta-llama/Llama-3.1-8B-Instruct";

describe("inferkit chat", () => {
  const emulator = useEmulator();
  const chat = (args: string[], env: Record<string, string> = { HF_TOKEN }) =>
    runInferkit(["chat", ...args, "--emulator", emulator().url], env);

  it("streams the answer to stdout through the router, with the token from HF_TOKEN", async () => {
    const run = await chat([MODEL, "Hello there", "--max-tokens", "12"]);
    expect(run).toEqual({ code: 0, stdout: "Emulated reply for: Hello there\n", stderr: "" });
    const [request] = emulator().requests;
    expect(request).toMatchObject({ host: "router.huggingface.co", path: "/v1/chat/completions" });
    expect(request?.headers.authorization).toBe(`Bearer ${HF_TOKEN}`);
    expect(request?.body).toMatchObject({
      model: MODEL,
      stream: true,
      max_tokens: 12,
      messages: [{ role: "user", content: "Hello there" }],
    });
  });

  it("calls the provider named by --provider, with its model id from the Hub's mapping", async () => {
    emulator().setProviderMapping(MODEL, [
      { provider: "groq", providerId: "llama-3.1-8b-instant", task: "conversational" },
    ]);
    const run = await chat([MODEL, "Hi", "--provider", "groq"]);
    expect(run.stdout).toBe("Emulated reply for: Hi\n");
    const call = emulator().requests.find((request) => request.path.includes("chat/completions"));
    expect(call).toMatchObject({ host: "router.huggingface.co", path: "/groq/openai/v1/chat/completions" });
    expect(call?.body).toMatchObject({ model: "llama-3.1-8b-instant" });
  });

  it("reads the prompt from standard input for -, without the line break that ends it", async () => {
    const run = await runInferkit(
      ["chat", MODEL, "-", "--emulator", emulator().url],
      { HF_TOKEN },
      "Piped\nquestion\n",
    );
    expect(run).toEqual({ code: 0, stdout: "Emulated reply for: Piped\nquestion\n", stderr: "" });
    expect(emulator().requests[0]?.body).toMatchObject({ messages: [{ role: "user", content: "Piped\nquestion" }] });
  });

  it("takes the emulator's URL from INFERKIT_EMULATOR", async () => {
    const run = await runInferkit(["chat", MODEL, "From the environment"], {
      HF_TOKEN,
      INFERKIT_EMULATOR: emulator().url,
    });
    expect(run.stdout).toBe("Emulated reply for: From the environment\n");
    expect(emulator().requests).toHaveLength(1);
  });

  it("reports a provider's refusal on one line of plain text, exit 1, never showing the token", async () => {
    const error = `Invalid credentials:\n\u001b[31m${HF_TOKEN}\u001b[0m\r\nsee the docs`;
    emulator().inject({ kind: "status", status: 401, body: { error } });
    const run = await chat([MODEL, "Hi"]);
    expectOneLineError(run, 1, /Invalid credentials: \[31m.* see the docs/);
    expect(run.stderr.trimEnd()).not.toMatch(/\p{Cc}/u);
    expect(run.stdout + run.stderr).not.toContain(HF_TOKEN);
  });

  it("reports a stream cut mid-answer as a failure, on a line of its own after what had arrived", async () => {
    emulator().inject({ kind: "stream-cut", afterChunks: 2 });
    const run = await chat([MODEL, "A longer question to answer"]);
    expectOneLineError(run, 1, /Could not reach router\.huggingface\.co/);
    expect(run.stdout).toMatch(/^Emulated[^\n]*\n$/);
  });

  it("refuses a missing token or a wrong command line with exit 2, before any request", async () => {
    const cases: [string[], Record<string, string>, RegExp][] = [
      [[MODEL, "Hi"], {}, /set HF_TOKEN/],
      [[MODEL], { HF_TOKEN }, /missing prompt/],
      [[MODEL, "Hi", "--max-tokens", "0"], { HF_TOKEN }, /--max-tokens must be a whole number from 1/],
      [[MODEL, "Hi", "--max-tokens", "ten"], { HF_TOKEN }, /--max-tokens must be a whole number/],
      [[MODEL, "Hi", "--temperature", "1"], { HF_TOKEN }, /unknown option '--temperature'/],
      [[MODEL, "Hi", "--provider", "nope"], { HF_TOKEN }, /--provider must be one of .*groq.*, auto/],
    ];
    for (const [args, env, pattern] of cases) expectOneLineError(await chat(args, env), 2, pattern);
    const badUrl = await runInferkit(["chat", MODEL, "Hi", "--emulator", "ftp://x"], { HF_TOKEN });
    expectOneLineError(badUrl, 2, /--emulator \(or INFERKIT_EMULATOR\) must be an http URL/);
    expect(emulator().requests).toHaveLength(0);
  });
});

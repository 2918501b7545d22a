import { describe, expect, it } from "vitest";
import { HF_TOKEN, useEmulator, withEmulator } from "../test-support/emulator";
import { send } from "../test-support/requests";
import { startEmulator } from "./server";
import { ACCEPTED_HUB_TOKEN } from "./stores/model-records";

const resolve = (id: string, path: string, revision = "main") =>
  `https://huggingface.co/${id}/resolve/${revision}/${path}`;

describe("Hub repo files", () => {
  const emulator = useEmulator({
    repoFiles: {
      "org/model": { "tokenizer_config.json": '{"chat_template": "{{ messages }}"}', "sub/dir/notes.txt": "é ✓" },
      single: { "chat_template.jinja": "{{ bos_token }}" },
    },
  });

  it("serves the option's files as stored, JSON as JSON and text as UTF-8 text", async () => {
    const config = await send(emulator(), resolve("org/model", "tokenizer_config.json"));
    expect(config.status).toBe(200);
    expect(config.headers.get("content-type")).toBe("application/json");
    expect(await config.text()).toBe('{"chat_template": "{{ messages }}"}');
    const nested = await send(emulator(), resolve("org/model", "sub/dir/notes.txt"));
    expect(nested.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await nested.text()).toBe("é ✓");
    expect(await (await send(emulator(), resolve("single", "chat_template.jinja"))).text()).toBe("{{ bos_token }}");
  });

  it("serves its own example repos beside the option's", async () => {
    const response = await send(emulator(), resolve("inferkit-examples/named-templates", "tokenizer_config.json"));
    const config = (await response.json()) as { chat_template: Array<{ name: string }> };
    expect(config.chat_template.map((t) => t.name)).toEqual(["default", "chatml"]);
    const jinja = await send(emulator(), resolve("inferkit-examples/named-templates", "chat_template.jinja"));
    expect(await jinja.text()).toMatch(/^\{\{ bos_token \}\}/);
  });

  it("answers 404 with the Hub's error codes for unknown repos, files and revisions", async () => {
    const cases = [
      [resolve("org/missing", "tokenizer_config.json"), "RepoNotFound", "Repository not found"],
      [resolve("org/model", "chat_template.jinja"), "EntryNotFound", "Entry not found"],
      [resolve("org/model", "tokenizer_config.json", "v2"), "RevisionNotFound", expect.stringMatching(/^Revision/)],
      [resolve("org/model", "%E0%A4%A"), undefined, "Malformed percent-encoding in the request path"],
    ] as const;
    for (const [url, code, message] of cases) {
      const response = await send(emulator(), url);
      expect([url, response.status, response.headers.get("x-error-code") ?? undefined]).toEqual([
        url,
        code ? 404 : 400,
        code,
      ]);
      expect(await response.json()).toEqual({ error: message });
    }
  });

  it("accepts Hub tokens, refuses other credentials and other methods", async () => {
    const url = resolve("org/model", "tokenizer_config.json");
    expect((await send(emulator(), url, { authorization: `Bearer ${HF_TOKEN}` })).status).toBe(200);
    const foreign = await send(emulator(), url, { authorization: "Bearer sk-not-a-hub-token" });
    expect(foreign.status).toBe(401);
    expect(await foreign.text()).not.toContain("sk-not");
    const post = await send(emulator(), url, { body: {} });
    expect([post.status, post.headers.get("allow")]).toEqual([405, "GET, HEAD"]);
  });

  it("serves the tokenizer config of each model record that lists one", async () => {
    const response = await send(emulator(), resolve("Qwen/Qwen2.5-7B-Instruct", "tokenizer_config.json"));
    const config = (await response.json()) as { chat_template: unknown; eos_token: unknown };
    expect(config.chat_template).toMatch(/<\|im_start\|>/);
    expect((await send(emulator(), resolve("openai-community/gpt2", "tokenizer_config.json"))).status).toBe(404);
  });

  it("keeps a gated record's files to its accepted token: 401 without, 403 with another", async () => {
    const url = resolve("meta-llama/Llama-3.2-3B-Instruct", "tokenizer_config.json");
    expect((await send(emulator(), url)).status).toBe(401);
    expect((await send(emulator(), url, { authorization: `Bearer ${HF_TOKEN}` })).status).toBe(403);
    const accepted = await send(emulator(), url, { authorization: `Bearer ${ACCEPTED_HUB_TOKEN}` });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ bos_token: "<|begin_of_text|>" });
    // A gated repo's missing file is not revealed either.
    expect((await send(emulator(), resolve("meta-llama/Llama-3.2-3B-Instruct", "x.json"))).status).toBe(401);
  });

  it("leaves the model API as it was", async () => {
    expect((await send(emulator(), "https://huggingface.co/api/models/org/model")).status).toBe(404);
  });
});

describe("the repoFiles option", () => {
  it.each([
    [[], /repoFiles must be an object/],
    [{ "../x": {} }, /is not a repo id/],
    [{ "a/b/c": {} }, /is not a repo id/],
    [{ "org/m": "text" }, /must be an object of paths/],
    [{ "org/m": { "../secret": "x" } }, /is not a file path/],
    [{ "org/m": { "/abs": "x" } }, /is not a file path/],
    [{ "org/m": { "a.json": 1 } }, /must be a string/],
    [{ "org/m": Object.fromEntries(Array.from({ length: 1_001 }, (_, i) => [`f${i}`, ""])) }, /more than 1000 files/],
    [{ "org/m": { big: "x".repeat(32 * 1024 * 1024 + 1) } }, /more than 33554432 characters/],
  ])("refuses %#", async (repoFiles, message) => {
    await expect(startEmulator({ repoFiles: repoFiles as never })).rejects.toThrow(message);
  });

  it("lets a test replace a default repo", async () => {
    await withEmulator({ repoFiles: { "Qwen/Qwen2.5-7B-Instruct": { "README.md": "mine" } } }, async (e) => {
      expect((await send(e, resolve("Qwen/Qwen2.5-7B-Instruct", "tokenizer_config.json"))).status).toBe(404);
      expect(await (await send(e, resolve("Qwen/Qwen2.5-7B-Instruct", "README.md"))).text()).toBe("mine");
    });
  });
});

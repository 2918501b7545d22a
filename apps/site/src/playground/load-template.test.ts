import { describe, expect, it } from "vitest";
import { loadModelTemplates, MAX_FILE_BYTES, MAX_NAMED_TEMPLATES } from "./load-template";

const HUB = "https://hub.test";

/** A fetch serving `files` (path under the hub → body or status) and recording what it was asked. */
function fakeHub(files: Record<string, string | number | Response>) {
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    const file = files[url.slice(HUB.length + 1)];
    if (file instanceof Response) return file;
    if (typeof file === "number") return new Response("{}", { status: file });
    return file === undefined ? new Response('{"error":"Entry not found"}', { status: 404 }) : new Response(file);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const config = (fields: Record<string, unknown>) => JSON.stringify(fields);
const load = (id: string, hub: ReturnType<typeof fakeHub>, token?: string) =>
  loadModelTemplates(id, { hubUrl: HUB, fetch: hub.fetch, ...(token ? { token } : {}) });

describe("loadModelTemplates", () => {
  it("reads a single template and the special tokens, strings or AddedToken objects", async () => {
    const hub = fakeHub({
      "org/m/resolve/main/tokenizer_config.json": config({
        chat_template: "{{ messages }}",
        bos_token: { content: "<s>", lstrip: false },
        eos_token: "</s>",
        pad_token: null,
        unk_token: 7,
      }),
    });
    expect(await load("org/m", hub)).toEqual({
      status: "loaded",
      modelId: "org/m",
      file: "tokenizer_config.json",
      templates: [{ name: "default", template: "{{ messages }}" }],
      specialTokens: { bos_token: "<s>", eos_token: "</s>", pad_token: "", unk_token: "" },
    });
    expect(hub.calls.map((c) => c.url).sort()).toEqual([
      `${HUB}/org/m/resolve/main/chat_template.jinja`,
      `${HUB}/org/m/resolve/main/tokenizer_config.json`,
    ]);
  });

  it("offers each named template of a list", async () => {
    const list = [
      { name: "default", template: "A" },
      { name: "tool_use", template: "B" },
    ];
    const result = await load(
      "m",
      fakeHub({ "m/resolve/main/tokenizer_config.json": config({ chat_template: list }) }),
    );
    expect(result).toMatchObject({ status: "loaded", templates: list });
  });

  it("prefers chat_template.jinja to the config's template, as transformers does, keeping the config's tokens", async () => {
    const hub = fakeHub({
      "org/m/resolve/main/chat_template.jinja": "from the jinja file",
      "org/m/resolve/main/tokenizer_config.json": config({ chat_template: "from the config", eos_token: "<end>" }),
    });
    expect(await load("org/m", hub)).toMatchObject({
      file: "chat_template.jinja",
      templates: [{ name: "default", template: "from the jinja file" }],
      specialTokens: { eos_token: "<end>" },
    });
    const jinjaOnly = fakeHub({ "org/m/resolve/main/chat_template.jinja": "alone" });
    expect(await load("org/m", jinjaOnly)).toMatchObject({ status: "loaded", templates: [{ template: "alone" }] });
  });

  it("tells a missing repo from a repo without a template", async () => {
    expect(await load("org/none", fakeHub({}))).toEqual({ status: "not-found", modelId: "org/none" });
    const hubs401 = new Response("{}", { status: 401, headers: { "x-error-code": "RepoNotFound" } });
    const hidden = fakeHub({ "org/none/resolve/main/tokenizer_config.json": hubs401 });
    expect(await load("org/none", hidden)).toMatchObject({ status: "not-found" });
    const bare = fakeHub({ "org/m/resolve/main/tokenizer_config.json": config({ eos_token: "</s>" }) });
    expect(await load("org/m", bare)).toEqual({ status: "no-template", modelId: "org/m" });
  });

  it("says gated, and whether the token was sent, which goes in a header only", async () => {
    const files = { "org/g/resolve/main/tokenizer_config.json": 401, "org/g/resolve/main/chat_template.jinja": 401 };
    expect(await load("org/g", fakeHub(files))).toEqual({ status: "gated", modelId: "org/g", withToken: false });
    const hub = fakeHub({ ...files, "org/g/resolve/main/tokenizer_config.json": 403 });
    expect(await load("org/g", hub, "hf_secret")).toEqual({ status: "gated", modelId: "org/g", withToken: true });
    expect(hub.calls.every((c) => c.headers.authorization === "Bearer hf_secret" && !c.url.includes("hf_"))).toBe(true);
  });

  it("turns network failures, server errors and malformed files into messages", async () => {
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    expect(await loadModelTemplates("org/m", { hubUrl: HUB, fetch: offline })).toEqual({
      status: "error",
      modelId: "org/m",
      message: "The Hub could not be reached (Failed to fetch).",
    });
    const cases: Array<[string | number, RegExp]> = [
      [502, /answered 502/],
      ["{not json", /not valid JSON/],
      ["[1]", /not a JSON object/],
      [config({ chat_template: 42 }), /neither a string nor a list/],
      [config({ chat_template: [{ name: "x" }] }), /not a \{ name, template \} object/],
      [config({ chat_template: Array(MAX_NAMED_TEMPLATES + 1).fill({ name: "n", template: "t" }) }), /more than 64/],
    ];
    for (const [file, message] of cases) {
      const result = await load("org/m", fakeHub({ "org/m/resolve/main/tokenizer_config.json": file }));
      expect(result, String(file).slice(0, 40)).toMatchObject({ status: "error", message });
    }
  });

  it("stops reading a file past the size cap, declared or streamed", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const streamed = fakeHub({ "org/m/resolve/main/chat_template.jinja": new Response(endless) });
    expect(await load("org/m", streamed)).toMatchObject({ status: "error", message: /larger than 4 MiB/ });
    expect(pulled).toBeLessThan(MAX_FILE_BYTES / (1024 * 1024) + 3);
    const declared = new Response("x", { headers: { "content-length": String(MAX_FILE_BYTES + 1) } });
    const big = fakeHub({ "org/m/resolve/main/tokenizer_config.json": declared });
    expect(await load("org/m", big)).toMatchObject({ status: "error", message: /tokenizer_config.json is larger/ });
  });

  it("ends a load the Hub never answers in an error after its time limit, and sends no cookies", async () => {
    const inits: RequestInit[] = [];
    const stalled = ((_url: string, init?: RequestInit) => {
      if (init) inits.push(init);
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    }) as typeof globalThis.fetch;
    const result = await loadModelTemplates("org/m", { hubUrl: HUB, fetch: stalled, timeoutMs: 50 });
    expect(result).toMatchObject({ status: "error", modelId: "org/m" });
    expect(inits.map((init) => init.credentials)).toEqual(["omit", "omit"]);
  });

  it("refuses ids that would change the URL's path, before any request", async () => {
    for (const id of ["../api/whoami", "org/m/extra", "org/../x", "..", "", "a b", "org/m?x=1", "org/m#x"]) {
      const hub = fakeHub({});
      expect(await load(id, hub), id).toMatchObject({ status: "error", message: /looks like org\/name/ });
      expect(hub.calls).toEqual([]);
    }
  });
});

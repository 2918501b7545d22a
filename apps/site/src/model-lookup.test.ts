import { describe, expect, it } from "vitest";
import { lookUpModel, modelIdFromPath } from "./model-lookup";

const HUB = "http://hub.test";

/** A fetch answering every call with `answer` (or throwing it), recording what was asked. */
function fakeFetch(answer: Response | Error) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const send = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    if (answer instanceof Error) throw answer;
    return answer;
  }) as typeof fetch;
  return { send, calls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe("modelIdFromPath", () => {
  it("reads org/name and bare names, and refuses anything else", () => {
    expect(modelIdFromPath("/models/Qwen/Qwen2.5-7B-Instruct")).toBe("Qwen/Qwen2.5-7B-Instruct");
    expect(modelIdFromPath("/models/gpt2/")).toBe("gpt2");
    expect(modelIdFromPath("/models/a%2Fb")).toBe("a/b");
    for (const path of ["/models/", "/models/a/b/c", "/models/%E0%A4%A", "/models/..", "/other/a/b"])
      expect(modelIdFromPath(path), path).toBeUndefined();
  });
});

describe("lookUpModel", () => {
  it("asks the configured Hub for the page's fields, with the token only when there is one", async () => {
    const { send, calls } = fakeFetch(json({ id: "org/m", tags: ["x"], pipeline_tag: "text-generation" }));
    const found = await lookUpModel("org/m", { hub: HUB, fetch: send });
    expect(found).toEqual({ state: "ready", model: { id: "org/m", tags: ["x"], pipeline_tag: "text-generation" } });
    expect(calls[0]?.url).toMatch(/^http:\/\/hub\.test\/api\/models\/org\/m\?expand\[\]=pipeline_tag&/);
    expect(calls[0]?.init?.headers).toEqual({});
    expect(calls[0]?.init?.credentials).toBe("omit");
    await lookUpModel("org/m", { hub: HUB, fetch: send, token: "hf_secret" });
    expect(calls[1]?.init?.headers).toEqual({ authorization: "Bearer hf_secret" });
  });

  it("sorts the Hub's refusals and failures into states", async () => {
    const lookUp = (answer: Response | Error) => lookUpModel("org/m", { hub: HUB, fetch: fakeFetch(answer).send });
    expect(await lookUp(json({ error: "Repository not found" }, 404))).toEqual({ state: "not-found" });
    expect(await lookUp(json({ error: "x" }, 401))).toEqual({ state: "restricted", status: 401 });
    expect(await lookUp(json({ error: "x" }, 403))).toEqual({ state: "restricted", status: 403 });
    expect(await lookUp(new TypeError("Failed to fetch"))).toEqual({ state: "offline" });
    expect(await lookUp(json({ error: "Internal error" }, 500))).toEqual({
      state: "error",
      message: "500: Internal error",
    });
    expect(await lookUp(new Response("<html>", { status: 502 }))).toEqual({
      state: "error",
      message: "The Hub answered with status 502.",
    });
    expect(await lookUp(new Response("not json"))).toEqual({
      state: "error",
      message: "The Hub's answer is not JSON.",
    });
    expect(await lookUp(json({ id: 7 }))).toMatchObject({
      state: "error",
      message: expect.stringContaining("unusable"),
    });
  });

  it("stops reading an answer past the size cap", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1 << 20).fill(32));
      },
    });
    const found = await lookUpModel("org/m", { hub: HUB, fetch: fakeFetch(new Response(endless)).send });
    expect(found).toEqual({ state: "error", message: "The Hub's answer is too large to show." });
    expect(pulled).toBeLessThan(10);
  });

  it("rethrows when the caller aborts, so a stale lookup sets no state", async () => {
    const controller = new AbortController();
    controller.abort();
    const send = (async () => {
      throw new DOMException("aborted", "AbortError");
    }) as typeof fetch;
    await expect(lookUpModel("org/m", { hub: HUB, fetch: send, signal: controller.signal })).rejects.toThrow();
  });
});

import { describe, expect, it } from "vitest";
import { HF_TOKEN, useEmulator } from "../../test-support/emulator";
import { send, sseData } from "../../test-support/requests";
import { base64Of, MEDIA } from "../media";

const authorization = `Bearer ${HF_TOKEN}`;
const model = (id: string) => `https://router.huggingface.co/hf-inference/models/${id}`;

describe("hf-inference", () => {
  const emulator = useEmulator();
  const post = (id: string, body: unknown, headers?: Record<string, string>) =>
    send(emulator(), model(id), { authorization, body, ...(headers ? { headers } : {}) });
  const answer = async (id: string, body: unknown) => (await post(id, body)).json();

  it("uses the mapping's task over any guess from the payload or the name", async () => {
    emulator().setProviderMapping("hub/x", [
      { provider: "hf-inference", providerId: "org/whisper-like", task: "text-classification" },
    ]);
    expect(await answer("org/whisper-like", { inputs: "great" })).toEqual([
      expect.arrayContaining([expect.objectContaining({ label: "POSITIVE" })]),
    ]);
  });

  it("guesses the task from the payload and the model name when no mapping names the model", async () => {
    expect(await answer("org/any", { inputs: "Paris is the [MASK]." })).toEqual(
      expect.arrayContaining([expect.objectContaining({ token_str: expect.any(String) })]),
    );
    expect(await answer("org/any", { inputs: { question: "q", context: "c d" } })).toMatchObject({ answer: "c" });
    expect(await answer("org/any", { inputs: { query: "q", table: { A: ["1"] } } })).toMatchObject({ answer: "1" });
    expect(await answer("org/any", { inputs: "x", parameters: { candidate_labels: ["a", "b"] } })).toHaveLength(2);
    expect(await answer("org/bge-small", { inputs: "embed me" })).toEqual(expect.arrayContaining([expect.any(Number)]));
    expect(await answer("facebook/bart-large-cnn", { inputs: "long" })).toEqual([{ summary_text: expect.any(String) }]);
    expect(await answer("org/plain", { inputs: "Once" })).toEqual([{ generated_text: expect.any(String) }]);
    const speech = await post("openai/whisper-tiny", new Uint8Array(MEDIA.audio.bytes));
    expect(await speech.json()).toEqual({ text: expect.any(String) });
    const detection = await post("facebook/detr-resnet-50", new Uint8Array(MEDIA.image.bytes));
    expect(await detection.json()).toEqual([expect.objectContaining({ box: expect.any(Object) })]);
  });

  it("table QA accepts the table as a JSON string, as snippets send it", async () => {
    const table = JSON.stringify({ Repo: ["inferkit"], Stars: ["1"] });
    expect(await answer("org/tapas", { inputs: { query: "Which?", table } })).toMatchObject({ answer: "inferkit" });
  });

  it("rejects bodies the task cannot read", async () => {
    emulator().setProviderMapping("hub/asr", [
      { provider: "hf-inference", providerId: "org/asr", task: "automatic-speech-recognition" },
    ]);
    const notAudio = await post("org/asr", new TextEncoder().encode("hello"), {
      "content-type": "application/octet-stream",
    });
    expect(notAudio.status).toBe(400);
    expect(await notAudio.json()).toEqual({ error: "Could not decode the request body as audio" });
    const image = await post("org/asr", new Uint8Array(MEDIA.image.bytes));
    expect(image.status).toBe(400);
    expect((await post("org/asr", { inputs: base64Of("audio") })).status).toBe(200);
    emulator().setProviderMapping("hub/fm", [{ provider: "hf-inference", providerId: "org/fm", task: "fill-mask" }]);
    expect(await (await post("org/fm", { inputs: "no mask here" })).json()).toEqual({
      error: expect.stringContaining("mask"),
    });
    emulator().setProviderMapping("hub/zs", [
      { provider: "hf-inference", providerId: "org/zs", task: "zero-shot-classification" },
    ]);
    expect((await post("org/zs", { inputs: "x" })).status).toBe(400);
    expect((await post("org/zs", { inputs: 3 })).status).toBe(400);
  });

  it("streams TGI token events with the full text and details on the last one", async () => {
    const events = await sseData(
      await post("org/gen", { inputs: "Once", parameters: { max_new_tokens: 3 }, stream: true }),
    );
    expect(events.at(-1)).toBe("[DONE]");
    const tokens = events
      .slice(0, -1)
      .map((e) => JSON.parse(e) as { token: { text: string }; generated_text: string | null; details: unknown });
    expect(tokens).toHaveLength(3);
    expect(tokens.slice(0, -1).every((t) => t.generated_text === null)).toBe(true);
    expect(tokens.at(-1)?.generated_text).toBe(tokens.map((t) => t.token.text).join(""));
    expect(tokens.at(-1)?.details).toMatchObject({ finish_reason: "length", generated_tokens: 3 });
  });

  it("serves OpenAI-compatible chat at /v1 with the model in the body", async () => {
    const response = await send(emulator(), "https://router.huggingface.co/hf-inference/v1/chat/completions", {
      authorization,
      body: { model: "org/m", messages: [{ role: "user", content: "hi" }] },
    });
    expect(await response.json()).toMatchObject({ model: "org/m", object: "chat.completion" });
  });

  it("serves OpenAI-compatible text completions per model, as current clients call them", async () => {
    const response = await send(emulator(), `${model("org/gen")}/v1/completions`, {
      authorization,
      body: { prompt: "Once upon" },
    });
    expect(await response.json()).toMatchObject({
      model: "org/gen",
      object: "text_completion",
      choices: [{ text: expect.stringContaining("Once upon") }],
    });
    expect(
      (await send(emulator(), `${model("org/gen")}/v1/completions`, { authorization, body: { inputs: "x" } })).status,
    ).toBe(400);
  });

  it("answers 405 for GET on an inference route", async () => {
    const response = await send(emulator(), model("org/m"), { authorization });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});

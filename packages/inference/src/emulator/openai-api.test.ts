import { describe, expect, it } from "vitest";
import { PROVIDER_KEY, useEmulator } from "../test-support/emulator";
import { directUrl } from "../test-support/provider-oracle";
import { send, sseData } from "../test-support/requests";

const authorization = `Bearer ${PROVIDER_KEY}`;

describe("OpenAI-compatible endpoints", () => {
  const emulator = useEmulator();
  const post = (url: string, body: unknown, headers?: Record<string, string>) =>
    send(emulator(), url, { authorization, body, ...(headers ? { headers } : {}) });
  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: { message: string } }).error.message;

  it("streams text completions", async () => {
    const events = await sseData(
      await post(directUrl("featherless-ai", "/v1/completions"), { model: "m", prompt: "Once", stream: true }),
    );
    expect(events.at(-1)).toBe("[DONE]");
    const chunks = events
      .slice(0, -1)
      .map((e) => JSON.parse(e) as { choices: Array<{ text: string; finish_reason: string | null }> });
    expect(chunks.map((c) => c.choices[0]?.text).join("")).toContain("Once");
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe("stop");
  });

  it("validates embeddings input and images prompt; images answer URLs unless base64 is asked", async () => {
    const embeddings = await post(directUrl("scaleway", "/v1/embeddings"), { model: "m", input: [] });
    expect(embeddings.status).toBe(400);
    const single = (await (
      await post(directUrl("scaleway", "/v1/embeddings"), { model: "m", input: "one" })
    ).json()) as { data: unknown[] };
    expect(single.data).toHaveLength(1);
    expect((await post(directUrl("together", "/v1/images/generations"), { model: "m" })).status).toBe(400);
    const byUrl = (await (
      await post(directUrl("together", "/v1/images/generations"), { model: "m", prompt: "p" })
    ).json()) as {
      data: Array<{ url: string }>;
    };
    const image = await send(emulator(), byUrl.data[0]?.url ?? "");
    expect(image.headers.get("content-type")).toBe("image/png");
    const hyperbolic = await post(directUrl("hyperbolic", "/v1/images/generations"), { model: "m", prompt: "p" });
    expect(await errorOf(hyperbolic)).toBe("model_name is required and must be a non-empty string");
  });

  it("text generation on a chat route needs messages (the TGI payload is rejected like the real host does)", async () => {
    const response = await post(directUrl("groq", "/openai/v1/chat/completions"), {
      model: "m",
      inputs: "Once",
      parameters: {},
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe("messages is required and must be a non-empty array");
  });
});

import { describe, expect, it } from "vitest";
import { HF_TOKEN, PROVIDER_KEY, useEmulator } from "../test-support/emulator";
import { send } from "../test-support/requests";

const host = "my-endpoint.us-east-1.aws.endpoints.huggingface.cloud";
const authorization = `Bearer ${HF_TOKEN}`;

describe("Inference Endpoints", () => {
  const emulator = useEmulator();

  it("serve TGI-style chat and the model's task at the root, with Hub tokens", async () => {
    const chat = await send(emulator(), `https://${host}/v1/chat/completions`, {
      authorization,
      body: { messages: [{ role: "user", content: "hi" }] },
    });
    expect(await chat.json()).toMatchObject({ object: "chat.completion", model: "tgi" });
    const completion = await send(emulator(), `https://${host}/v1/completions`, {
      authorization,
      body: { prompt: "Once" },
    });
    expect(await completion.json()).toMatchObject({ object: "text_completion", model: "tgi" });
    emulator().setProviderMapping("org/m", [{ provider: "hf-inference", providerId: host, task: "summarization" }]);
    const task = await send(emulator(), `https://${host}`, { authorization, body: { inputs: "long text" } });
    expect(await task.json()).toEqual([{ summary_text: expect.any(String) }]);
  });

  it("refuse provider keys and missing credentials", async () => {
    for (const auth of [`Bearer ${PROVIDER_KEY}`, undefined]) {
      const response = await send(emulator(), `https://${host}`, {
        ...(auth ? { authorization: auth } : {}),
        body: { inputs: "x" },
      });
      expect(response.status).toBe(401);
    }
  });

  it("other hosts stay unknown", async () => {
    expect(
      (
        await send(emulator(), "https://endpoints.huggingface.cloud.evil.com/", {
          authorization,
          body: { inputs: "x" },
        })
      ).status,
    ).toBe(404);
  });
});

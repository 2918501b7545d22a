// Provider-specific payload rules, answered in each provider's style and status.
import { describe, expect, it } from "vitest";
import { PROVIDER_KEY, useEmulator } from "../../test-support/emulator";
import { directUrl } from "../../test-support/provider-oracle";
import { send } from "../../test-support/requests";
import { base64Of } from "../media";

describe("provider payload rules", () => {
  const emulator = useEmulator();

  it("Black Forest Labs: sizes are multiples of 32 in [256, 1440], FastAPI-style 422", async () => {
    const post = (body: unknown) =>
      send(emulator(), directUrl("black-forest-labs", "/v1/flux-dev"), {
        authorization: `X-Key ${PROVIDER_KEY}`,
        body,
      });
    expect((await post({ prompt: "p", width: 512, height: 1024 })).status).toBe(200);
    const bad = await post({ prompt: "p", width: 500 });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ detail: "width must be a multiple of 32 between 256 and 1440" });
    expect((await post({ prompt: "p", height: 2048 })).status).toBe(422);
    expect((await post({ width: 512 })).status).toBe(422);
  });

  describe("fal", () => {
    const post = (model: string, body: unknown, headers?: Record<string, string>) =>
      send(emulator(), directUrl("fal-ai", `/${model}`), {
        authorization: `Key ${PROVIDER_KEY}`,
        body,
        ...(headers ? { headers } : {}),
      });
    const lora = { path: "https://huggingface.co/org/lora/resolve/main/w.safetensors", scale: 1 };

    it("LoRA entries point at a Hub file, and the generic LoRA app needs model_name", async () => {
      expect((await post("fal-ai/flux-lora", { prompt: "p", loras: [lora] })).status).toBe(200);
      const badPath = await post("fal-ai/flux-lora", { prompt: "p", loras: [{ path: "org/lora", scale: 1 }] });
      expect(badPath.status).toBe(422);
      expect(((await badPath.json()) as { detail: string }).detail).toContain("resolve/main");
      expect((await post("fal-ai/flux-lora", { prompt: "p", loras: [{ path: lora.path }] })).status).toBe(422);
      expect((await post("fal-ai/lora", { prompt: "p", loras: [lora] })).status).toBe(422);
      expect(
        (
          await post("fal-ai/lora", {
            prompt: "p",
            loras: [lora],
            model_name: "stabilityai/stable-diffusion-xl-base-1.0",
          })
        ).status,
      ).toBe(200);
    });

    it("speech recognition takes a JSON body with an audio data URL", async () => {
      emulator().setProviderMapping("org/asr", [
        { provider: "fal-ai", providerId: "fal-ai/whisper", task: "automatic-speech-recognition" },
      ]);
      const ok = await post("fal-ai/whisper", { audio_url: `data:audio/x-wav;base64,${base64Of("audio")}` });
      expect(await ok.json()).toMatchObject({ text: expect.any(String) });
      expect((await post("fal-ai/whisper", { audio_url: "not a url" })).status).toBe(422);
      // fal reads the file type from the label, and plain audio/wav is not one it knows.
      const unlabelled = await post("fal-ai/whisper", { audio_url: `data:audio/wav;base64,${base64Of("audio")}` });
      expect(unlabelled.status).toBe(422);
      expect(JSON.stringify(await unlabelled.json())).toContain("Unsupported data URL");
      const raw = await emulator().fetch(directUrl("fal-ai", "/fal-ai/whisper"), {
        method: "POST",
        headers: { authorization: `Key ${PROVIDER_KEY}`, "content-type": "audio/wav" },
        body: new Uint8Array([1, 2, 3]),
      });
      expect(raw.status).toBe(415);
    });
  });

  it("Replicate: lora_weights is a repository URL; input is required", async () => {
    const post = (body: unknown) =>
      send(emulator(), directUrl("replicate", "/v1/models/owner/flux/predictions"), {
        authorization: `Bearer ${PROVIDER_KEY}`,
        headers: { prefer: "wait" },
        body,
      });
    expect((await post({ input: { prompt: "p", lora_weights: "https://huggingface.co/org/lora" } })).status).toBe(201);
    expect((await post({ input: { prompt: "p", lora_weights: "org/lora" } })).status).toBe(400);
    const missing = await post({ prompt: "p" });
    expect(await missing.json()).toMatchObject({ detail: "input is required and must be an object", status: 400 });
  });
});

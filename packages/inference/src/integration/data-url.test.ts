// outputType "dataUrl" for every (provider, media task) pair, through the emulator: the answer is a data: URL of
// the medium the provider made, whether the provider answered bytes, base64 or a URL to download.
import { describe, expect, it } from "vitest";
import { runTask } from "../lib/run";
import { isDirectOnly, PROVIDER_FACTS } from "../providers/facts";
import { HELPERS_BY_PROVIDER } from "../providers/getProviderHelper";
import { HF_TOKEN, PROVIDER_KEY, useEmulator } from "../test-support/emulator";
import { providerIdFor, TASK_CALLS } from "../test-support/fake-fetch";
import { isMp4, isPng, isWav } from "../test-support/media-bytes";
import type { InferenceProvider, InferenceTask } from "../types";

/** Media tasks and how to recognise what they make. */
const MEDIA_TASKS: Readonly<Partial<Record<InferenceTask, { type: RegExp; bytes: (b: Uint8Array) => boolean }>>> = {
  "text-to-image": { type: /^image\//, bytes: isPng },
  "image-to-image": { type: /^image\//, bytes: isPng },
  "image-text-to-image": { type: /^image\//, bytes: isPng },
  "text-to-video": { type: /^video\//, bytes: isMp4 },
  "image-to-video": { type: /^video\//, bytes: isMp4 },
  "image-text-to-video": { type: /^video\//, bytes: isMp4 },
  "text-to-speech": { type: /^audio\//, bytes: isWav },
  "text-to-audio": { type: /^audio\//, bytes: isWav },
};

const PAIRS = Object.entries(HELPERS_BY_PROVIDER).flatMap(([provider, helpers]) =>
  Object.keys(helpers)
    .filter((task) => task in MEDIA_TASKS)
    .map((task) => ({ provider: provider as InferenceProvider, task: task as InferenceTask })),
);

describe('outputType "dataUrl" for every media pair', () => {
  const emulator = useEmulator();

  it("covers the media tasks of every provider that has one", () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(PAIRS.map((p) => p.task))).toEqual(new Set(Object.keys(MEDIA_TASKS)));
  });

  it.each(PAIRS)("$provider $task", async ({ provider, task }) => {
    const em = emulator();
    const model = `hub-${provider}/${task}-model`;
    em.setProviderMapping(model, [{ provider, providerId: providerIdFor(provider, task), task }]);
    // The router serves most providers; the others take their own key.
    const direct = PROVIDER_FACTS[provider].clientSideRoutingOnly || isDirectOnly(provider);
    const [, args] = TASK_CALLS[task] ?? [];
    const output = await runTask<unknown>(
      { ...args, model, provider, accessToken: direct ? PROVIDER_KEY : HF_TOKEN },
      { fetch: em.fetch, pollIntervalMs: 5, maxRetries: 0 },
      { [provider]: HELPERS_BY_PROVIDER[provider][task] },
      task,
      { outputType: "dataUrl" },
    );
    const match = /^data:([\w.+-]+\/[\w.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/.exec(String(output));
    expect(match, String(output).slice(0, 80)).not.toBeNull();
    const [, type = "", base64 = ""] = match ?? [];
    const medium = MEDIA_TASKS[task];
    expect(type).toMatch(medium?.type ?? /^$/);
    expect(medium?.bytes(new Uint8Array(Buffer.from(base64, "base64")))).toBe(true);
  });
});

// Media task functions hand the caller's `outputType` to the provider's helper, which reads the answer
// into that form: checked for every media task, with the helper's reader replaced by a spy.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProviderHelper } from "../providers/helper";
import * as tables from "../providers/registry";
import { fakeFetch, jsonResponse, mappingFor, TASK_CALLS } from "../test-support/fake-fetch";
import type { InferenceProvider, OutputType } from "../types";

const MEDIA_TABLES = {
  "text-to-image": tables.TEXT_TO_IMAGE,
  "image-to-image": tables.IMAGE_TO_IMAGE,
  "image-text-to-image": tables.IMAGE_TEXT_TO_IMAGE,
  "text-to-video": tables.TEXT_TO_VIDEO,
  "image-to-video": tables.IMAGE_TO_VIDEO,
  "image-text-to-video": tables.IMAGE_TEXT_TO_VIDEO,
  "text-to-speech": tables.TEXT_TO_SPEECH,
  "text-to-audio": tables.TEXT_TO_AUDIO,
} as const;

const hidden: Array<[ProviderHelper, ProviderHelper["readOutput"]]> = [];

/**
 * A provider of the table and its helper, read through `getResponse` (the reader handed the outputType):
 * a helper reading answers at once (`readOutput`) has that reader hidden until the test ends.
 */
function readThroughGetResponse(
  table: Partial<Record<InferenceProvider, ProviderHelper>>,
): [InferenceProvider, ProviderHelper] {
  const entries = Object.entries(table) as [InferenceProvider, ProviderHelper][];
  const entry = entries.find(([, helper]) => !helper.readOutput) ?? entries[0];
  if (!entry) throw new Error("an empty helper table");
  const helper = entry[1];
  if (helper.readOutput) {
    hidden.push([helper, helper.readOutput]);
    helper.readOutput = undefined;
  }
  return entry;
}

afterEach(() => {
  vi.restoreAllMocks();
  for (const [helper, readOutput] of hidden.splice(0)) helper.readOutput = readOutput;
});

describe("media task functions", () => {
  for (const [task, table] of Object.entries(MEDIA_TABLES)) {
    it(`${task} hands each outputType to the helper and returns what it read`, async () => {
      const entry = TASK_CALLS[task];
      if (!entry) throw new Error(`no sample call for ${task}`);
      const [run, args] = entry;
      const [provider, helper] = readThroughGetResponse(table);
      const read = vi.spyOn(helper, "getResponse").mockImplementation(async (_a, _u, _h, type) => `read as ${type}`);
      const { fetch } = fakeFetch(() => jsonResponse({ ok: true }));
      const call = { ...args, model: "hub/model", provider, inferenceProviderMapping: mappingFor(provider, task) };
      for (const outputType of ["url", "dataUrl", "json", "blob", undefined] satisfies (OutputType | undefined)[]) {
        await expect(run({ ...call, accessToken: "provider-key" }, { fetch, maxRetries: 0, outputType })).resolves.toBe(
          `read as ${outputType}`,
        );
      }
      expect(read).toHaveBeenCalledTimes(5);
    });
  }
});

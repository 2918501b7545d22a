// mediaOutput: each place a provider may put its media, read per outputType; downloads stay bounded.
import { describe, expect, it } from "vitest";
import { InferenceClientResponseTooLargeError } from "../errors";
import { fakeFetch } from "../test-support/fake-fetch";
import type { OutputType } from "../types";
import { openCall } from "./call";
import { base64FromBlob, type MediaSource, mediaOutput } from "./media";

const BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 250]);
const BASE64 = Buffer.from(BYTES).toString("base64");
const URL_OF_MEDIA = "https://cdn.example/out.png";
const ANSWER = { images: [{ url: URL_OF_MEDIA }], seed: 7 };

/** A call whose fetch serves BYTES as a PNG and records every request. */
function mediaCall(maxMediaBytes?: number) {
  const recorded = fakeFetch(() => new Response(BYTES, { headers: { "content-type": "image/png" } }));
  const call = openCall({ fetch: recorded.fetch, maxRetries: 0, timeout: 0, maxMediaBytes }, "secret-token");
  return { call, calls: recorded.calls };
}

const SOURCES: Array<{ name: string; source: MediaSource; downloads: boolean }> = [
  { name: "url", source: { url: URL_OF_MEDIA }, downloads: true },
  { name: "base64", source: { base64: BASE64, type: "image/png" }, downloads: false },
  { name: "blob", source: { blob: new Blob([BYTES], { type: "image/png" }) }, downloads: false },
];

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe("mediaOutput", () => {
  for (const { name, source, downloads } of SOURCES) {
    it(`${name}: json is a copy of the provider's answer, nothing downloaded`, async () => {
      const { call, calls } = mediaCall();
      const output = await mediaOutput(call, source, "json", ANSWER);
      expect(output).toEqual(ANSWER);
      expect(output).not.toBe(ANSWER);
      expect(calls).toHaveLength(0);
    });

    it(`${name}: blob (and no outputType) is the media's bytes`, async () => {
      for (const outputType of ["blob", undefined] as Array<OutputType | undefined>) {
        const { call, calls } = mediaCall();
        const output = await mediaOutput(call, source, outputType, ANSWER);
        expect(output).toBeInstanceOf(Blob);
        expect(await bytesOf(output as Blob)).toEqual(BYTES);
        expect(calls).toHaveLength(downloads ? 1 : 0);
      }
    });

    it(`${name}: dataUrl is a data: URL of the media's bytes and type`, async () => {
      const { call, calls } = mediaCall();
      const output = await mediaOutput(call, source, "dataUrl", ANSWER);
      expect(output).toBe(`data:image/png;base64,${BASE64}`);
      expect(calls).toHaveLength(downloads ? 1 : 0);
    });

    it(`${name}: url is the provider's URL, or a data: URL for inline media`, async () => {
      const { call, calls } = mediaCall();
      const output = await mediaOutput(call, source, "url", ANSWER);
      expect(output).toBe(downloads ? URL_OF_MEDIA : `data:image/png;base64,${BASE64}`);
      expect(calls).toHaveLength(0);
    });
  }

  it("json of a bare media answer is its data URL, as output", async () => {
    const blob = new Blob([BYTES], { type: "audio/wav" });
    const { call, calls } = mediaCall();
    expect(await mediaOutput(call, { blob }, "json", blob)).toEqual({ output: `data:audio/wav;base64,${BASE64}` });
    expect(calls).toHaveLength(0);
  });

  it("a json answer that is not an object gives an empty object", async () => {
    expect(await mediaOutput(mediaCall().call, { url: URL_OF_MEDIA }, "json", "not an object")).toEqual({});
  });

  it("downloads the URL with a GET carrying no credential", async () => {
    const { call, calls } = mediaCall();
    await mediaOutput(call, { url: URL_OF_MEDIA }, "blob", ANSWER);
    expect(calls[0]).toMatchObject({ url: URL_OF_MEDIA, method: "GET" });
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it("a downloaded medium without a type becomes an octet-stream data URL", async () => {
    const { fetch } = fakeFetch(() => new Response(BYTES));
    const call = openCall({ fetch, maxRetries: 0, timeout: 0 });
    const output = await mediaOutput(call, { url: URL_OF_MEDIA }, "dataUrl", ANSWER);
    expect(output).toBe(`data:application/octet-stream;base64,${await base64FromBlob(new Blob([BYTES]))}`);
  });

  it("a download past maxMediaBytes fails, as a Blob and as a data URL", async () => {
    for (const outputType of ["blob", "dataUrl"] as const) {
      const { call } = mediaCall(BYTES.length - 1);
      const error = await mediaOutput(call, { url: URL_OF_MEDIA }, outputType, ANSWER).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InferenceClientResponseTooLargeError);
      expect(error).toMatchObject({ option: "maxMediaBytes", limit: BYTES.length - 1 });
    }
  });

  it("a download of exactly maxMediaBytes is read whole", async () => {
    const { call } = mediaCall(BYTES.length);
    const output = await mediaOutput(call, { url: URL_OF_MEDIA }, "blob", ANSWER);
    expect(await bytesOf(output as Blob)).toEqual(BYTES);
  });
});

import { describe, expect, it } from "vitest";
import { InferenceClientResponseTooLargeError } from "../errors";
import { readBlob, readPrefix, readText } from "./body";

/** A response whose body arrives as `chunks`, then fails with `error` when one is given. */
function chunked(chunks: Uint8Array[], error?: Error): Response {
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[index++];
      if (chunk) controller.enqueue(chunk);
      else if (error) controller.error(error);
      else controller.close();
    },
  });
  return new Response(body);
}

/** `bytes` cut at each of `cuts`. */
function split(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const edges = [0, ...cuts, bytes.length];
  return edges.slice(1).map((end, i) => bytes.subarray(edges[i], end));
}

const sample = new TextEncoder().encode('\uFEFF{"text":"héllo wörld — 你好 🙂","n":[1,2,3]}');

describe("readText", () => {
  it("reads a body given at once, as text() does", async () => {
    const text = await readText(new Response(sample));
    expect(text).toBe(await new Response(sample).text());
    expect(text.startsWith("{")).toBe(true);
  });

  it("gives the same text as text() however the bytes are cut, even inside a character", async () => {
    const expected = await new Response(sample).text();
    for (let cut = 1; cut < sample.length; cut++) {
      expect(await readText(chunked(split(sample, [cut])))).toBe(expected);
    }
    const bytewise = Array.from({ length: sample.length - 1 }, (_, i) => i + 1);
    expect(await readText(chunked(split(sample, bytewise)))).toBe(expected);
  });

  it("keeps a BOM that is not at the start, and replaces invalid bytes as text() does", async () => {
    const bytes = new Uint8Array([0x61, 0xef, 0xbb, 0xbf, 0x62, 0xff, 0x63]);
    const expected = await new Response(bytes).text();
    expect(await readText(chunked(split(bytes, [2, 5])))).toBe(expected);
    expect(expected).toBe("a\uFEFFb\uFFFDc");
  });

  it("reads an empty body and a missing one as an empty string", async () => {
    expect(await readText(new Response(""))).toBe("");
    expect(await readText(new Response(null, { status: 204 }))).toBe("");
    expect(await readText(chunked([]))).toBe("");
  });

  it("uses the response's own text() when its body is not a web stream", async () => {
    const response = {
      headers: new Headers(),
      body: { pipe: () => undefined },
      text: async () => "from text()",
    } as unknown as Response;
    expect(await readText(response)).toBe("from text()");
  });

  it("fails with the stream's error when the body breaks off", async () => {
    const cut = new TypeError("terminated");
    await expect(readText(chunked(split(sample, [5, 9]), cut))).rejects.toBe(cut);
  });

  it("leaves the body used, like text()", async () => {
    const response = new Response(sample);
    await readText(response);
    expect(response.bodyUsed).toBe(true);
    await expect(response.text()).rejects.toThrow(TypeError);
  });
});

/** A body of `count` chunks of `size` bytes, produced on demand; records how many were pulled and whether it was cancelled. */
function endless(count: number, size: number, headers: Record<string, string> = {}) {
  const seen = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled++ < count) controller.enqueue(new Uint8Array(size).fill(0x61));
      else controller.close();
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { response: new Response(body, { headers }), seen };
}

describe("size limits", () => {
  it("readText and readBlob stop at the limit and cancel the rest", async () => {
    for (const read of [(r: Response) => readText(r, 10_000), (r: Response) => readBlob(r, 10_000)]) {
      const { response, seen } = endless(1_000_000, 1000, { "x-request-id": "req-9" });
      const error = await read(response).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InferenceClientResponseTooLargeError);
      expect(error).toMatchObject({ limit: 10_000, requestId: "req-9" });
      expect(seen.cancelled).toBe(true);
      expect(seen.pulled).toBeLessThan(20);
    }
  });

  it("refuse a declared Content-Length over the limit without reading", async () => {
    const { response, seen } = endless(10, 1000, { "content-length": "10000" });
    await expect(readText(response, 9_999)).rejects.toMatchObject({ option: "maxResponseBytes" });
    await expect(readBlob(endless(10, 1000, { "content-length": "10000" }).response, 9_999)).rejects.toMatchObject({
      option: "maxMediaBytes",
    });
    expect(seen.cancelled).toBe(true);
  });

  it("read bodies at the limit whole: text, and a Blob typed by its Content-Type", async () => {
    expect(await readText(endless(10, 1000).response, 10_000)).toHaveLength(10_000);
    const blob = await readBlob(endless(10, 1000, { "content-type": "image/png" }).response, 10_000);
    expect([blob.size, blob.type]).toEqual([10_000, "image/png"]);
  });

  it("readPrefix gives the first bytes and says whether that was all", async () => {
    const cut = endless(1_000_000, 1000);
    const prefix = await readPrefix(cut.response, 2500);
    expect([prefix.text.length, prefix.complete, cut.seen.cancelled]).toEqual([2500, false, true]);
    expect(await readPrefix(new Response("short"), 2500)).toEqual({ text: "short", complete: true });
  });
});

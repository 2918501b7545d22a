import { describe, expect, it } from "vitest";
import { readStreamCapped } from "./read-capped";

function streamOf(chunks: number[][], onCancel?: () => void): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[index++];
      if (chunk) controller.enqueue(Uint8Array.from(chunk));
      else controller.close();
    },
    cancel: onCancel,
  });
}

describe("readStreamCapped", () => {
  it("joins the chunks of a stream within the cap", async () => {
    expect(await readStreamCapped(streamOf([[1, 2], [], [3]]), 3)).toEqual(Uint8Array.from([1, 2, 3]));
    expect(await readStreamCapped(streamOf([]), 0)).toEqual(new Uint8Array());
  });

  it("stops at the first chunk past the cap and cancels the rest", async () => {
    let cancelled = false;
    const endless = Array.from({ length: 1000 }, () => [0, 0, 0, 0]);
    expect(
      await readStreamCapped(
        streamOf(endless, () => (cancelled = true)),
        10,
      ),
    ).toBeNull();
    expect(cancelled).toBe(true);
  });
});

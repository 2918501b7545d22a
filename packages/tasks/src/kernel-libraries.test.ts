import * as peer from "@huggingface/tasks";
import { describe, expect, it } from "vitest";
import { parsePythonBatch } from "../../../scripts/test-utils/parse-code";
import { KERNEL_LIBRARIES_UI_ELEMENTS } from "./kernel-libraries";
import { HOSTILE_ID } from "./library-snippets/shared/test-records";

const { kernels } = KERNEL_LIBRARIES_UI_ELEMENTS;

describe("kernel libraries", () => {
  it("has the peer's libraries with the peer's facts", () => {
    const facts = ({ snippets, ...rest }: { snippets?: unknown }) => ({ ...rest, snippets: typeof snippets });
    expect(Object.keys(KERNEL_LIBRARIES_UI_ELEMENTS)).toEqual(Object.keys(peer.KERNEL_LIBRARIES_UI_ELEMENTS));
    expect(facts(kernels)).toEqual(facts(peer.KERNEL_LIBRARIES_UI_ELEMENTS.kernels));
  });

  it("pins a whole-number version and leaves out anything else", () => {
    expect(kernels.snippets("kernels-community/activation", 1)[0]).toContain(
      'get_kernel("kernels-community/activation", version=1)',
    );
    for (const version of [undefined, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(kernels.snippets("org/k", version)[0], String(version)).toContain('get_kernel("org/k")');
  });

  it("writes Python that parses, whatever the kernel id", async () => {
    const snippets = ["org/k", HOSTILE_ID].flatMap((id) => kernels.snippets(id, 2));
    expect(await parsePythonBatch(snippets)).toEqual(snippets.map(() => null));
  });
});

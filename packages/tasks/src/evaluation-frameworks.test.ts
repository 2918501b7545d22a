import * as peer from "@huggingface/tasks";
import { describe, expect, expectTypeOf, it } from "vitest";
import { EVALUATION_FRAMEWORKS, type EvaluationFramework, type EvaluationFrameworkKey } from "./evaluation-frameworks";
import { findCopies, proseOfText } from "./test-support/prose";

type PeerFrameworks = typeof peer.EVALUATION_FRAMEWORKS;
const ours: Record<string, EvaluationFramework> = EVALUATION_FRAMEWORKS;
const theirs: Record<string, EvaluationFramework> = peer.EVALUATION_FRAMEWORKS;

describe("EVALUATION_FRAMEWORKS", () => {
  it("has the peer's ids in the peer's order, each with its own id as name and the peer's link", () => {
    expect(Object.keys(ours)).toEqual(Object.keys(theirs));
    expect(Object.keys(ours)).toHaveLength(30);
    for (const [id, framework] of Object.entries(ours)) {
      expect(framework.name).toBe(id);
      expect(framework.url).toBe(theirs[id]?.url);
    }
  });

  it("describes every framework in words of its own", () => {
    const proseOf = (frameworks: Record<string, EvaluationFramework>, side: string) =>
      Object.entries(frameworks).flatMap(([id, { description }]) => proseOfText(description, `${side} ${id}`, 3));
    const copies = findCopies(proseOf(ours, "ours"), proseOf(theirs, "peer"));
    expect(copies.map((copy) => `${copy.ours.where}: ${copy.ours.text} ≈ ${copy.theirs.where}`)).toEqual([]);
    for (const [id, framework] of Object.entries(ours)) expect(framework.description).not.toBe(theirs[id]?.description);
  });

  it("has the peer's keys, names and links in its type", () => {
    expectTypeOf<EvaluationFrameworkKey>().toEqualTypeOf<keyof PeerFrameworks>();
    type Facts<T> = { [K in keyof T]: Omit<T[K], "description"> };
    expectTypeOf<Facts<typeof EVALUATION_FRAMEWORKS>>().toEqualTypeOf<Facts<PeerFrameworks>>();
  });
});

import * as peer from "@huggingface/tasks";
import { describe, expect, it } from "vitest";
import { AGENT_HARNESSES, type AgentHarness, STANDARD_AGENT_ENV_VARS } from "./agent-harnesses";

type Facts = Omit<AgentHarness, "description">;
const factsOf = ({ description: _, ...facts }: AgentHarness): Facts => facts;

describe("agent harnesses", () => {
  it("has the peer's harnesses in the peer's order (the detection order) with the peer's facts", () => {
    expect(Object.keys(AGENT_HARNESSES)).toEqual(Object.keys(peer.AGENT_HARNESSES));
    for (const [id, theirs] of Object.entries<AgentHarness>(peer.AGENT_HARNESSES))
      expect(factsOf(AGENT_HARNESSES[id as keyof typeof AGENT_HARNESSES]), id).toEqual(factsOf(theirs));
    expect([...STANDARD_AGENT_ENV_VARS]).toEqual([...peer.STANDARD_AGENT_ENV_VARS]);
  });

  it("describes each harness in its own words", () => {
    for (const [id, theirs] of Object.entries<AgentHarness>(peer.AGENT_HARNESSES)) {
      const ours: AgentHarness = AGENT_HARNESSES[id as keyof typeof AGENT_HARNESSES];
      expect(ours.description?.trim(), id).toBeTruthy();
      expect(ours.description, id).not.toBe(theirs.description);
    }
  });

  it("checks a harness's own variable before one it inherits from where it runs", () => {
    const order = Object.keys(AGENT_HARNESSES);
    expect(order.indexOf("cowork")).toBeLessThan(order.indexOf("claude-code"));
    expect(order.at(-2)).toBe("cursor");
  });
});

// Hub organisations against the peer's published map (a devDependency, read for its facts).
import { PROVIDERS_HUB_ORGS as PEER_HUB_ORGS } from "@huggingface/inference";
import { describe, expect, it } from "vitest";
import { INFERENCE_PROVIDERS } from "../types";
import { PROVIDERS_HUB_ORGS } from "./facts";

describe("PROVIDERS_HUB_ORGS", () => {
  it("names an organisation for every provider, the peer's one wherever the peer knows the provider", () => {
    expect(Object.keys(PROVIDERS_HUB_ORGS)).toEqual([...INFERENCE_PROVIDERS]);
    const peer: Record<string, string> = PEER_HUB_ORGS;
    const shared = INFERENCE_PROVIDERS.filter((id) => id in peer);
    // Most providers share the peer's list; an organisation differing from its id must come through.
    expect(shared.length).toBeGreaterThan(10);
    expect(PROVIDERS_HUB_ORGS.together).toBe("togethercomputer");
    for (const id of shared) expect(PROVIDERS_HUB_ORGS[id], id).toBe(peer[id]);
  });
});

import { describe, expect, it } from "vitest";
import { incompressibleText, SAMPLE_STATE } from "../test-support/playground-state";
import { openFragment, SHARE_LINK_LIMIT, SHARE_PREFIX, SHARED_STATE_LIMIT, shareFragment } from "./share-link";

async function deflated(text: string): Promise<string> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  return Buffer.from(bytes).toString("base64url");
}

describe("share links", () => {
  it("round-trip a state exactly, unicode and all, in a compact base64url fragment", async () => {
    const state = { ...SAMPLE_STATE, template: `${SAMPLE_STATE.template}\n{# é 漢字 🙂 #}\t`.repeat(20) };
    const shared = await shareFragment(state);
    if (!shared.ok) throw new Error(shared.message);
    expect(shared.fragment).toMatch(/^#s=[A-Za-z0-9_-]+$/);
    expect(shared.fragment.length).toBeLessThan(JSON.stringify(state).length / 3);
    expect(await openFragment(shared.fragment)).toEqual({ ok: true, state });
  });

  it("refuses to make a link past the limit, and says how large it is", async () => {
    const result = await shareFragment({ ...SAMPLE_STATE, template: incompressibleText(30_000) });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/too large for a link \(\d+ kB compressed; the limit is 32 kB\)/);
  });

  it("ignores other fragments, and turns damaged, oversized or foreign links into messages", async () => {
    expect(await openFragment("")).toBeNull();
    expect(await openFragment("#top")).toBeNull();
    const damaged = async (hash: string) => {
      const result = await openFragment(hash);
      expect(result?.ok).toBe(false);
      return result && !result.ok ? result.message : "";
    };
    expect(await damaged(`${SHARE_PREFIX}not*base64`)).toMatch(/damaged or cut short/);
    expect(await damaged(`${SHARE_PREFIX}AAAA`)).toMatch(/damaged or cut short/);
    expect(await damaged(`${SHARE_PREFIX}${"A".repeat(SHARE_LINK_LIMIT)}`)).toMatch(/longer than any link/);
    expect(await damaged(`${SHARE_PREFIX}${await deflated('{"v":1,"template":3}')}`)).toMatch(/does not hold/);
    expect(await damaged(`${SHARE_PREFIX}${await deflated("{{{")}`)).toMatch(/damaged/);
    // A small link that inflates past the cap (a "zip bomb") stops at the cap.
    const bomb = await deflated(" ".repeat(SHARED_STATE_LIMIT + 10));
    expect(bomb.length).toBeLessThan(SHARE_LINK_LIMIT);
    expect(await damaged(`${SHARE_PREFIX}${bomb}`)).toMatch(/more than 1 MB/);
  });
});

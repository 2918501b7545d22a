// Credentials are checked like the real hosts would: hub tokens on the router, each provider's own scheme
// on its own host, and no message ever echoes a credential.
import { describe, expect, it } from "vitest";
import { HF_TOKEN, PROVIDER_KEY, useEmulator } from "../test-support/emulator";
import { directUrl, AUTH_PROBES as PROBES } from "../test-support/provider-oracle";
import { send } from "../test-support/requests";
import { EMULATED_APIS } from "./providers";

describe("authentication", () => {
  const emulator = useEmulator();
  const routed = EMULATED_APIS.filter((p) => p.routed);
  const direct = EMULATED_APIS.filter((p) => p.directHosts.length > 0);

  it("probes every provider", () => {
    expect(Object.keys(PROBES).sort()).toEqual(EMULATED_APIS.map((p) => p.id).sort());
  });

  it.each(routed.map((p) => p.id))("router + %s: accepts Bearer hf_ tokens only", async (id) => {
    const probe = PROBES[id];
    const url = `https://router.huggingface.co/${id}${probe?.path}`;
    const good = await send(emulator(), url, { authorization: `Bearer ${HF_TOKEN}`, body: probe?.body });
    expect(good.status).toBeLessThan(300);
    for (const authorization of [undefined, "Bearer ", `Bearer ${PROVIDER_KEY}`, `Key ${HF_TOKEN}`]) {
      const bad = await send(emulator(), url, {
        ...(authorization === undefined ? {} : { authorization }),
        body: probe?.body,
      });
      expect(bad.status).toBe(401);
      const text = await bad.text();
      expect(JSON.parse(text)).toEqual({ error: expect.any(String) });
      expect(text).not.toContain(PROVIDER_KEY);
    }
  });

  it.each(direct.map((p) => ({ id: p.id, host: p.directHosts[0], scheme: p.directAuth })))(
    "$host: accepts '$scheme <key>' and rejects other schemes and hub tokens",
    async ({ id, host, scheme }) => {
      const probe = PROBES[id];
      const url = `https://${host}${probe?.path}`;
      const good = await send(emulator(), url, { authorization: `${scheme} ${PROVIDER_KEY}`, body: probe?.body });
      expect(good.status).toBeLessThan(300);
      const wrongScheme = scheme === "Bearer" ? "Token" : "Bearer";
      for (const authorization of [undefined, `${wrongScheme} ${PROVIDER_KEY}`, `${scheme} ${HF_TOKEN}`]) {
        const bad = await send(emulator(), url, {
          ...(authorization === undefined ? {} : { authorization }),
          body: probe?.body,
        });
        expect(bad.status).toBe(401);
        const text = await bad.text();
        expect(text).not.toContain(PROVIDER_KEY);
        expect(text).not.toContain(HF_TOKEN);
      }
    },
  );

  it("Black Forest Labs also takes its documented bare x-key header", async () => {
    const response = await send(emulator(), directUrl("black-forest-labs", "/v1/flux-dev"), {
      headers: { "x-key": PROVIDER_KEY },
      body: { prompt: "x" },
    });
    expect(response.status).toBe(200);
  });

  it("the router does not serve openai", async () => {
    const response = await send(emulator(), "https://router.huggingface.co/openai/v1/chat/completions", {
      authorization: `Bearer ${HF_TOKEN}`,
      body: PROBES.openai?.body,
    });
    expect(response.status).toBe(404);
  });

  it("provider errors use each provider's style", async () => {
    const bad = { authorization: "Bearer wrong-scheme-key" };
    const fal = await send(emulator(), directUrl("fal-ai", "/fal-ai/flux/dev"), { ...bad, body: { prompt: "x" } });
    expect(await fal.json()).toEqual({ detail: expect.stringContaining('"Authorization: Key <key>"') });
    const replicate = await send(emulator(), directUrl("replicate", "/v1/models/a/b/predictions"), {
      body: { input: {} },
    });
    expect(replicate.headers.get("content-type")).toBe("application/problem+json");
    expect(await replicate.json()).toMatchObject({ status: 401, detail: expect.any(String) });
    const cohere = await send(emulator(), directUrl("cohere", "/compatibility/v1/chat/completions"), { body: {} });
    expect(await cohere.json()).toEqual({ message: expect.any(String), type: "authentication_error" });
  });
});

// Provider failover for `auto` on tasks other than chat (opt-in): the next provider of the mapping is tried
// while a provider refuses the submission as unavailable, and never once a job ran or for other errors.
import { describe, expect, it } from "vitest";
import { InferenceClientProviderApiError } from "../errors";
import { isUnavailable } from "../lib/failover";
import { setLogger } from "../lib/logger";
import { chatCompletion } from "../tasks/chat";
import { textToImage } from "../tasks/vision";
import { HF_TOKEN, useEmulator } from "../test-support/emulator";

const MODEL = "hub/failover-image";
const imageArgs = { model: MODEL, inputs: "a fox", accessToken: HF_TOKEN };

describe("provider failover", () => {
  const emulator = useEmulator();
  const register = () =>
    emulator().setProviderMapping(MODEL, [
      { provider: "nscale", providerId: "nscale-org/image", task: "text-to-image" },
      { provider: "together", providerId: "together-org/image", task: "text-to-image" },
    ]);
  const posts = () =>
    emulator()
      .requests.filter((r) => r.method === "POST")
      .map((r) => r.path);

  it("moves to the next provider when the first answers 503, and says so", async () => {
    register();
    emulator().inject({ kind: "status", status: 503, match: { pathIncludes: "/nscale/" } });
    const warnings: unknown[][] = [];
    setLogger({ ...console, warn: (...args: unknown[]) => warnings.push(args) });
    try {
      const image = await textToImage(imageArgs, { fetch: emulator().fetch, maxRetries: 0, providerFailover: true });
      expect(image).toBeInstanceOf(Blob);
    } finally {
      setLogger(console);
    }
    expect(posts()).toEqual(["/nscale/v1/images/generations", "/together/v1/images/generations"]);
    expect(warnings).toEqual([[`Provider nscale is unavailable (HTTP 503) for ${MODEL}: trying together.`]]);
  });

  it("is off by default", async () => {
    register();
    emulator().inject({ kind: "status", status: 503, match: { pathIncludes: "/nscale/" } });
    const error = await textToImage(imageArgs, { fetch: emulator().fetch, maxRetries: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InferenceClientProviderApiError);
    expect(posts()).toEqual(["/nscale/v1/images/generations"]);
  });

  it("does not move on for errors of the request itself, and reports the last provider's failure", async () => {
    register();
    emulator().inject({ kind: "status", status: 400, match: { pathIncludes: "/nscale/" } });
    const refused = await textToImage(imageArgs, {
      fetch: emulator().fetch,
      maxRetries: 0,
      providerFailover: true,
    }).catch((e: unknown) => e);
    expect((refused as InferenceClientProviderApiError).status).toBe(400);
    expect(posts()).toEqual(["/nscale/v1/images/generations"]);

    emulator().requests.length = 0;
    emulator().inject({ kind: "status", status: 502, match: { pathIncludes: "/nscale/" } });
    emulator().inject({ kind: "status", status: 503, match: { pathIncludes: "/together/" } });
    const allDown = await textToImage(imageArgs, {
      fetch: emulator().fetch,
      maxRetries: 0,
      providerFailover: true,
    }).catch((e: unknown) => e);
    expect((allDown as InferenceClientProviderApiError).status).toBe(503);
    expect(posts()).toEqual(["/nscale/v1/images/generations", "/together/v1/images/generations"]);
  });

  it("leaves an explicit provider and chat alone", async () => {
    register();
    emulator().inject({ kind: "status", status: 503, match: { pathIncludes: "/nscale/" } });
    const error = await textToImage(
      { ...imageArgs, provider: "nscale" },
      { fetch: emulator().fetch, maxRetries: 0, providerFailover: true },
    ).catch((e: unknown) => e);
    expect((error as InferenceClientProviderApiError).status).toBe(503);
    emulator().inject({ kind: "status", status: 503, match: { pathIncludes: "/v1/chat/completions" } });
    const chat = await chatCompletion(
      { model: "hub/chat", messages: [{ role: "user", content: "Hi" }], accessToken: HF_TOKEN },
      { fetch: emulator().fetch, maxRetries: 0, providerFailover: true },
    ).catch((e: unknown) => e);
    expect((chat as InferenceClientProviderApiError).status).toBe(503);
  });

  it("the caller's signal bounds the whole call, across providers", async () => {
    register();
    emulator().inject({ kind: "status", status: 503, match: { pathIncludes: "/nscale/" } });
    emulator().inject({ kind: "hang", match: { pathIncludes: "/together/" } });
    const started = Date.now();
    const error = await textToImage(imageArgs, {
      fetch: emulator().fetch,
      maxRetries: 0,
      providerFailover: true,
      timeout: 60_000,
      signal: AbortSignal.timeout(300),
    }).catch((e: unknown) => e);
    expect((error as Error).name).toBe("TimeoutError");
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(posts()).toEqual(["/nscale/v1/images/generations", "/together/v1/images/generations"]);
  });

  it("only counts a refused submission as unavailable", () => {
    const error = (method: string, status: number) =>
      new InferenceClientProviderApiError("x", { url: "https://x.test", method }, { requestId: "", status, body: "" });
    expect(isUnavailable(error("POST", 503))).toBe(true);
    expect(isUnavailable(error("POST", 429))).toBe(true);
    expect(isUnavailable(error("POST", 404))).toBe(false);
    expect(isUnavailable(error("GET", 503))).toBe(false);
    expect(isUnavailable(new Error("503"))).toBe(false);
  });
});

// The client in a real browser: the package bundled for browsers, run by Debian's Chromium against the
// emulator over loopback HTTP (CORS, the browser's own fetch, its streams and its User-Agent).
import { join } from "node:path";
import { build } from "esbuild";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../../../../scripts/test-utils/chromium.mjs";
import type * as Client from "../index";
import { HF_TOKEN, useEmulator } from "../test-support/emulator";

/** What the page gets: the package as a global, and a fetch that sends every URL to the emulator. */
type PageGlobals = typeof globalThis & {
  inferkit: typeof Client;
  emulatorFetch: typeof fetch;
  /** Every JSON answer: its text as the browser's own `text()` reads it, and how many reads its body took. */
  nativeReads: Array<{ text: string; pieces: number }>;
};

const MODEL = "org/chat-model";

describe("the client in Chromium", () => {
  // The page is about:blank, whose origin is "null": the emulator lets only loopback pages in by default.
  const emulator = useEmulator({ cors: ["null"] });
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const bundle = await build({
      entryPoints: [join(import.meta.dirname, "../index.ts")],
      bundle: true,
      format: "iife",
      globalName: "inferkit",
      platform: "browser",
      write: false,
      logLevel: "silent",
    });
    browser = await launchChromium();
    page = await browser.newPage();
    await page.addScriptTag({ content: bundle.outputFiles[0]?.text });
    await page.evaluate((base) => {
      const globals = globalThis as PageGlobals;
      globals.nativeReads = [];
      globals.emulatorFetch = async (input, init) => {
        const response = await fetch(String(input).replace(/^https?:\/\//, `${base}/`), init);
        if (response.headers.get("content-type")?.startsWith("application/json")) {
          const reader = (response.clone().body as ReadableStream).getReader();
          let pieces = 0;
          while (!(await reader.read()).done) pieces++;
          globals.nativeReads.push({ text: await response.clone().text(), pieces });
        }
        return response;
      };
    }, emulator().url);
  });

  afterAll(async () => {
    await browser?.close();
  });

  const mapGroq = () =>
    emulator().setProviderMapping(MODEL, [{ provider: "groq", providerId: "llama-fast", task: "conversational" }]);

  it("completes a chat through the router, with the browser's own User-Agent", async () => {
    mapGroq();
    const content = await page.evaluate(
      async ({ token, model }) => {
        const { inferkit, emulatorFetch } = globalThis as PageGlobals;
        const client = new inferkit.InferenceClient(token, { fetch: emulatorFetch });
        const out = await client.chatCompletion({
          model,
          provider: "groq",
          messages: [{ role: "user", content: "Hi" }],
        });
        return out.choices[0]?.message.content;
      },
      { token: HF_TOKEN, model: MODEL },
    );
    expect(content).toBe("Emulated reply for: Hi");
    const sent = emulator().requests.at(-1);
    expect(sent?.host).toBe("router.huggingface.co");
    expect(sent?.headers.authorization).toBe(`Bearer ${HF_TOKEN}`);
    expect(sent?.headers["user-agent"]).toContain("Chrome");
    expect(sent?.headers["user-agent"]).not.toContain("inferkit");
  });

  it("reads a large answer that arrives in many pieces exactly as the browser's text() does", async () => {
    emulator().setProviderMapping("org/embed-model", [
      { provider: "hf-inference", providerId: "org/embed-model", task: "feature-extraction" },
    ]);
    const seen = await page.evaluate(
      async ({ token }) => {
        const globals = globalThis as PageGlobals;
        globals.nativeReads = [];
        const out = await globals.inferkit.featureExtraction(
          {
            accessToken: token,
            model: "org/embed-model",
            provider: "hf-inference",
            inputs: Array.from({ length: 40_000 }, (_, i) => `héllo 你好 🙂 ${i}`),
          },
          { fetch: globals.emulatorFetch },
        );
        const native = globals.nativeReads.at(-1) ?? { text: "null", pieces: 0 };
        return {
          same: JSON.stringify(out) === JSON.stringify(JSON.parse(native.text)),
          pieces: native.pieces,
          rows: (out as unknown[]).length,
        };
      },
      { token: HF_TOKEN },
    );
    expect(seen.rows).toBe(40_000);
    // More than one read is what the case needs (a reader that stops after the first fails it); how many
    // depends on the machine's load.
    expect(seen.pieces).toBeGreaterThan(1);
    expect(seen.same).toBe(true);
  });

  it("streams a chat answer chunk by chunk", async () => {
    mapGroq();
    const text = await page.evaluate(
      async ({ token, model }) => {
        const { inferkit, emulatorFetch } = globalThis as PageGlobals;
        let text = "";
        const stream = inferkit.chatCompletionStream(
          { accessToken: token, model, provider: "groq", messages: [{ role: "user", content: "Stream me" }] },
          { fetch: emulatorFetch },
        );
        for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? "";
        return text;
      },
      { token: HF_TOKEN, model: MODEL },
    );
    expect(text).toBe("Emulated reply for: Stream me");
  });

  it("reports a provider failure as a ProviderApiError with the status and request id", async () => {
    mapGroq();
    emulator().inject({ kind: "status", status: 503, match: { host: "router.huggingface.co" } });
    const failure = await page.evaluate(
      async ({ token, model }) => {
        const { inferkit, emulatorFetch } = globalThis as PageGlobals;
        try {
          await inferkit.chatCompletion(
            { accessToken: token, model, provider: "groq", messages: [{ role: "user", content: "Hi" }] },
            { fetch: emulatorFetch, maxRetries: 0 },
          );
          return undefined;
        } catch (error) {
          const apiError = error as InstanceType<typeof inferkit.InferenceClientProviderApiError>;
          return {
            isApiError: error instanceof inferkit.InferenceClientProviderApiError,
            status: apiError.httpResponse?.status,
            requestId: apiError.httpResponse?.requestId,
            authorization: apiError.httpRequest?.headers?.Authorization,
          };
        }
      },
      { token: HF_TOKEN, model: MODEL },
    );
    expect(failure?.isApiError).toBe(true);
    expect(failure?.status).toBe(503);
    expect(failure?.requestId).toMatch(/\S/);
    expect(failure?.authorization).toBe("Bearer [redacted]");
  });

  it("gets a generated image as a Blob", async () => {
    emulator().setProviderMapping("org/image-model", [
      { provider: "hf-inference", providerId: "org/image-model", task: "text-to-image" },
    ]);
    const image = await page.evaluate(
      async ({ token }) => {
        const { inferkit, emulatorFetch } = globalThis as PageGlobals;
        const blob = await inferkit.textToImage(
          { accessToken: token, model: "org/image-model", provider: "hf-inference", inputs: "a red square" },
          { fetch: emulatorFetch },
        );
        const bytes = new Uint8Array(await blob.arrayBuffer());
        return { type: blob.type, signature: [...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join("") };
      },
      { token: HF_TOKEN },
    );
    expect(image).toEqual({ type: "image/png", signature: "PNG" });
  });
});

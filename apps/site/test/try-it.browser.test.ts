// "Try it" on model pages, in Chromium against the provider emulator: the built site is told (through its
// Hub settings in localStorage) to send Hub and router calls to the emulator, and a visitor's token goes
// only there.
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Emulator, startEmulator } from "@inferkit/inference/emulator";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SETTING_KEYS } from "../src/site-settings";
import { launchBrowser, screenshotDir, serveBuiltSite } from "./browser";

const TOKEN = "hf_visitorBrowserToken1234";
const CHAT_MODEL = "/models/meta-llama/Llama-3.1-8B-Instruct";

describe("Try it in Chromium, against the emulator", () => {
  let emulator: Emulator;
  let browser: Browser;
  let context: BrowserContext;
  let server: { url: string; close: () => Promise<void> };
  let hub: string;
  let router: string;

  /** Every request the page made (URL and Authorization header), and its errors. */
  interface Opened {
    page: Page;
    requests: { url: string; authorization: string | undefined }[];
    errors: string[];
  }

  async function open(path: string): Promise<Opened> {
    const page = await context.newPage();
    const opened: Opened = { page, requests: [], errors: [] };
    page.on("request", (request) =>
      opened.requests.push({ url: request.url(), authorization: request.headers().authorization }),
    );
    page.on("pageerror", (error) => opened.errors.push(error.message));
    await page.goto(`${server.url}${path}`);
    await page.waitForSelector("body[data-hydrated]");
    return opened;
  }

  /** The token was sent only as a header, and only to the configured router and Hub. */
  function expectTokenOnlyToEmulator({ requests }: Opened) {
    expect(requests.filter((request) => request.url.includes(TOKEN))).toEqual([]);
    const carried = requests.filter((request) => request.authorization?.includes(TOKEN));
    expect(carried.length).toBeGreaterThan(0);
    for (const request of carried) expect([hub, router].some((base) => request.url.startsWith(`${base}/`))).toBe(true);
  }

  const storedText = (page: Page) => page.evaluate(() => JSON.stringify({ ...localStorage }));

  async function expectNoAxeViolations(page: Page) {
    const results = await new AxeBuilder({ page }).include("#try-it").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  }

  async function typeToken(page: Page) {
    await page.getByLabel("Your Hugging Face token").fill(TOKEN);
  }

  beforeAll(async () => {
    emulator = await startEmulator({ idleTimeoutMs: 300_000 });
    hub = `${emulator.url}/huggingface.co`;
    router = `${emulator.url}/router.huggingface.co`;
    server = await serveBuiltSite();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(
      ({ keys, hubUrl, routerUrl }) => {
        localStorage.setItem(keys.hubUrl, hubUrl);
        localStorage.setItem(keys.routerUrl, routerUrl);
      },
      { keys: SETTING_KEYS, hubUrl: hub, routerUrl: router },
    );
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await emulator?.close();
  });
  beforeEach(() => emulator.reset());

  it("streams a chat answer from the router, with the token in no URL and not stored", async () => {
    const opened = await open(CHAT_MODEL);
    const { page } = opened;
    const section = page.locator("#try-it").locator("..");
    // Tokens come from the configured Hub, whose router takes them.
    const tokens = section.getByRole("link", { name: `${hub.replace(/^https?:\/\//, "")}/settings/tokens` });
    await expect(tokens.getAttribute("href")).resolves.toBe(`${hub}/settings/tokens`);
    await typeToken(page);
    await page.getByLabel("Message").fill("Name three colours");
    await page.getByLabel("Message").press("Enter");
    const log = page.getByRole("log", { name: "Conversation" });
    await expect(log.getByText(/Emulated reply for: .*Name three colours/).waitFor()).resolves.toBeUndefined();
    await page.waitForSelector('[role="log"][aria-busy="false"]');

    const chat = emulator.requests.filter(
      (request) => request.method === "POST" && request.path === "/v1/chat/completions",
    );
    expect(chat).toHaveLength(1);
    expect(chat[0]?.host).toBe("router.huggingface.co");
    expect(chat[0]?.body).toMatchObject({ model: "meta-llama/Llama-3.1-8B-Instruct", stream: true });
    expectTokenOnlyToEmulator(opened);
    expect(await storedText(page)).not.toContain(TOKEN);
    expect(opened.errors).toEqual([]);
    await expectNoAxeViolations(page);
    await section.screenshot({ path: join(screenshotDir, "try-it-chat.png") });
    await page.close();
  });

  it("Stop ends a call that is still waiting, and the box sends again afterwards", async () => {
    emulator.inject({ kind: "hang", match: { host: "router.huggingface.co" } });
    const { page } = await open(CHAT_MODEL);
    await typeToken(page);
    await page.getByLabel("Message").fill("Hello?");
    await page.getByRole("button", { name: "Send" }).click();
    const stop = page.getByRole("button", { name: "Stop" });
    await stop.waitFor();
    expect(await page.getByRole("log").getAttribute("aria-busy")).toBe("true");
    // Keyboard only: the focused button is now Stop.
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert").textContent()).resolves.toBe("Stopped.");
    await page.getByLabel("Message").fill("Hello again");
    await page.getByLabel("Message").press("Enter");
    await expect(
      page
        .getByRole("log")
        .getByText(/Emulated reply for: .*Hello again/)
        .waitFor(),
    ).resolves.toBeUndefined();
    await page.close();
  });

  it("shows the provider's error message, without the token", async () => {
    emulator.inject({
      kind: "status",
      status: 402,
      body: { error: "You have used up your monthly credits for Inference Providers." },
      match: { host: "router.huggingface.co" },
    });
    const opened = await open(CHAT_MODEL);
    const { page } = opened;
    await typeToken(page);
    await page.getByLabel("Message").fill("Hi");
    await page.getByLabel("Message").press("Enter");
    const alert = page.getByRole("alert");
    await expect(alert.textContent()).resolves.toContain(
      "You have used up your monthly credits for Inference Providers.",
    );
    expect(await page.locator("main").textContent()).not.toContain(TOKEN);
    expectTokenOnlyToEmulator(opened);
    await expectNoAxeViolations(page);
    await page
      .locator("#try-it")
      .locator("..")
      .screenshot({ path: join(screenshotDir, "try-it-error.png") });
    await page.close();
  });

  it("calls through the provider chosen in the page's picker, with that provider's model id", async () => {
    const { page } = await open("/models/Qwen/Qwen2.5-7B-Instruct");
    await page.getByLabel("Provider", { exact: true }).selectOption("together");
    // Typed key by key, as a visitor does: the page read from the Hub must not reload under the cursor.
    await page.getByLabel("Your Hugging Face token").pressSequentially(TOKEN);
    await expect(page.getByLabel("Your Hugging Face token").inputValue()).resolves.toBe(TOKEN);
    await expect(page.locator(".try-it-provider").textContent()).resolves.toContain("Provider: together");
    await page.getByLabel("Message").fill("Which provider?");
    await page.getByLabel("Message").press("Enter");
    await page
      .getByRole("log")
      .getByText(/Emulated reply for: .*Which provider\?/)
      .waitFor();
    const chat = emulator.requests.find(
      (request) => request.method === "POST" && request.path.endsWith("/chat/completions"),
    );
    expect(`${chat?.host}${chat?.path}`).toBe("router.huggingface.co/together/v1/chat/completions");
    expect(chat?.body).toMatchObject({ model: "Qwen/Qwen2.5-7B-Instruct-Turbo", stream: true });
    await page.close();
  });

  it("sends an attached image with a message to a vision-language model", async () => {
    const { page } = await open("/models/Qwen/Qwen2.5-VL-7B-Instruct");
    await typeToken(page);
    await page.getByLabel("Image (optional)").setInputFiles({ name: "dot.png", mimeType: "image/png", buffer: png() });
    await page.getByLabel("Message").fill("What is in this picture?");
    await page.getByLabel("Message").press("Enter");
    await page
      .getByRole("log")
      .getByText(/Emulated reply for:/)
      .waitFor();
    await expect(page.getByRole("img", { name: "Sent with this message" }).isVisible()).resolves.toBe(true);
    const chat = emulator.requests.find(
      (request) => request.method === "POST" && request.path === "/v1/chat/completions",
    );
    expect(chat?.body).toMatchObject({
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: "What is in this picture?" },
            { type: "image_url", image_url: { url: expect.stringMatching(/^data:image\/png;base64,/) } },
          ],
        },
      ],
    });
    await expectNoAxeViolations(page);
    await page.close();
  });

  it("remembers the token only when asked, and forgetting removes it", async () => {
    const first = await open(CHAT_MODEL);
    await typeToken(first.page);
    expect(await storedText(first.page)).not.toContain(TOKEN);
    await first.page.getByLabel("Remember on this device").check();
    expect(await storedText(first.page)).toContain(TOKEN);
    await first.page.close();

    const second = await open(CHAT_MODEL);
    await expect(second.page.getByLabel("Your Hugging Face token").inputValue()).resolves.toBe(TOKEN);
    await second.page.getByRole("button", { name: "Forget token" }).click();
    expect(await storedText(second.page)).not.toContain(TOKEN);
    await second.page.close();
  });

  it("generates an image on a text-to-image page and shows it", async () => {
    const model = "stabilityai/stable-diffusion-xl-base-1.0";
    emulator.setProviderMapping(model, [{ provider: "hf-inference", providerId: model, task: "text-to-image" }]);
    const opened = await open(`/models/${model}`);
    const { page } = opened;
    await typeToken(page);
    await page.getByLabel("Prompt").fill("a lighthouse at dusk");
    await page.getByRole("button", { name: "Generate image" }).click();
    const image = page.getByRole("img", { name: "Image generated for: a lighthouse at dusk" });
    await image.waitFor();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(8);
    expectTokenOnlyToEmulator(opened);
    await expectNoAxeViolations(page);
    await page
      .locator("#try-it")
      .locator("..")
      .screenshot({ path: join(screenshotDir, "try-it-text-to-image.png") });
    await page.close();
  });

  it("transcribes an uploaded audio file on a speech-recognition page", async () => {
    const model = "openai/whisper-large-v3";
    emulator.setProviderMapping(model, [
      { provider: "hf-inference", providerId: model, task: "automatic-speech-recognition" },
    ]);
    const { page } = await open(`/models/${model}`);
    await typeToken(page);
    await page
      .getByLabel("Audio to transcribe")
      .setInputFiles({ name: "hello.wav", mimeType: "audio/wav", buffer: wav() });
    await page.getByRole("button", { name: "Transcribe", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Done." }).waitFor()).resolves.toBeUndefined();
    const asr = emulator.requests.find((request) => request.method === "POST" && request.path.includes(model));
    expect(asr?.headers["content-type"]).toContain("audio/wav");
    expect((await page.locator(".try-it-output").textContent())?.length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await page.close();
  });

  it("shows the local apps that run a model, with their commands and links", async () => {
    const { page } = await open(CHAT_MODEL);
    const section = page.locator("section", { has: page.locator("#run-locally") });
    // The first app is open; the others open from the keyboard.
    const vllm = section.locator("#local-app-vllm code");
    await expect(vllm.first().isVisible()).resolves.toBe(true);
    expect((await vllm.allTextContents()).join("\n")).toContain("vllm serve meta-llama/Llama-3.1-8B-Instruct");
    const sglang = section.locator("#local-app-sglang");
    await expect(sglang.locator("code").first().isVisible()).resolves.toBe(false);
    await sglang.locator("summary").press("Enter");
    await expect(sglang.locator("code").first().isVisible()).resolves.toBe(true);
    const results = await new AxeBuilder({ page }).include("#run-locally").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await section.screenshot({ path: join(screenshotDir, "local-apps.png") });
    await page.close();
  });

  it("offers the GGUF files of a repository from the emulated Hub, sizes the chosen one, and fits at 390 px", async () => {
    const { page } = await open("/models/bartowski/Qwen2.5-7B-Instruct-GGUF");
    await page.setViewportSize({ width: 390, height: 844 });
    const picker = page.getByLabel("GGUF file");
    await picker.waitFor();
    await expect(picker.inputValue()).resolves.toBe("Qwen2.5-7B-Instruct-Q4_K_M.gguf");
    const ollama = page.locator("#local-app-ollama code");
    await expect(ollama.textContent()).resolves.toContain("hf.co/bartowski/Qwen2.5-7B-Instruct-GGUF:Q4_K_M");

    const verdict = page.locator(".memory-verdict");
    await page.getByLabel("Memory").selectOption("8");
    await expect(verdict.textContent()).resolves.toMatch(/^Fits: uses \d\.\d GiB of 8 GiB/);
    await picker.selectOption("Qwen2.5-7B-Instruct-Q8_0.gguf");
    await expect(ollama.textContent()).resolves.toContain(":Q8_0");
    await expect(verdict.textContent()).resolves.toMatch(/^Does not fit: needs \d\.\d GiB of 8 GiB/);
    await page.getByLabel("Hardware").selectOption({ label: "Apple M3 Max" });
    await expect(verdict.textContent()).resolves.toMatch(/^Fits: uses \d\.\d GiB of 128 GiB/);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page }).include("#run-locally").include("#try-it").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.screenshot({ path: join(screenshotDir, "local-apps-gguf-390.png"), fullPage: true });
    await page.close();
  });
});

/** A 1×1 PNG. */
function png(): Buffer {
  return Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
}

/** A valid 0.05 s silent 16-bit mono WAV, as a real upload would be. */
function wav(): Buffer {
  const samples = 800;
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write("RIFF", 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write("WAVEfmt ", 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(16_000, 24);
  buffer.writeUInt32LE(32_000, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write("data", 36);
  buffer.writeUInt32LE(samples * 2, 40);
  return buffer;
}

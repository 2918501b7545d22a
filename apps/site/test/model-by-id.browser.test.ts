// Model pages for any id, in Chromium against the emulated Hub: the built site is pointed at the emulator
// through its Hub settings (localStorage, as a visitor's settings control would store them), and each state
// of the page is checked, with axe and screenshots at desktop and phone widths.
import { copyFileSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Emulator, startEmulator } from "@inferkit/inference/emulator";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveStatic } from "../scripts/static-server.mjs";
import { SETTING_KEYS } from "../src/site-settings";
import { axeViolationLines, builtSiteDir, launchBrowser, screenshotDir, serveBuiltSite } from "./browser";

/** The emulated Hub's one token with access to gated and private records (see the emulator guide). */
const ACCEPTED_TOKEN = "hf_emulator_accepted_access";
const WIDTHS = [1280, 390];

describe("models by id in Chromium, against the emulated Hub", () => {
  let emulator: Emulator;
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };
  const contexts: BrowserContext[] = [];

  /** A browser context whose pages read the Hub (and call the router) at `emulatorUrl`. */
  async function contextFor(emulatorUrl: string, width = 1280): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    await context.addInitScript(
      ({ keys, base }) => {
        localStorage.setItem(keys.hubUrl, `${base}/huggingface.co`);
        localStorage.setItem(keys.routerUrl, `${base}/router.huggingface.co`);
      },
      { keys: SETTING_KEYS, base: emulatorUrl },
    );
    return context;
  }

  /** Opens `path`, checks it was served with 200, and collects uncaught page errors. */
  async function open(context: BrowserContext, path: string): Promise<{ page: Page; errors: string[] }> {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const response = await page.goto(`${server.url}${path}`);
    expect(response?.status(), path).toBe(200);
    await page.waitForSelector("body[data-hydrated]");
    return { page, errors };
  }

  async function expectNoAxeViolations(page: Page) {
    expect(await axeViolationLines(page)).toEqual([]);
  }

  /** Opens `path` at each width, waits for `ready`, checks axe, and saves `model-by-id-<name>-<width>.png`. */
  async function screenshotStates(
    name: string,
    path: string,
    ready: (page: Page) => Promise<unknown>,
    base = emulator.url,
  ) {
    for (const width of WIDTHS) {
      const { page, errors } = await open(await contextFor(base, width), path);
      await ready(page);
      await expectNoAxeViolations(page);
      // Nothing widens the page past the screen (long ids, URLs, code).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: join(screenshotDir, `model-by-id-${name}-${width}.png`), fullPage: true });
      expect(errors).toEqual([]);
      await page.close();
    }
  }

  const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });

  beforeAll(async () => {
    emulator = await startEmulator({ idleTimeoutMs: 300_000 });
    server = await serveBuiltSite();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
    await emulator?.close();
  });

  it("renders a model with live providers: auto by default, then its providers with their own model ids", async () => {
    const { page, errors } = await open(await contextFor(emulator.url), "/models/Qwen/Qwen2.5-7B-Instruct");
    await heading(page, "Qwen/Qwen2.5-7B-Instruct").waitFor();
    expect(await page.title()).toBe("Qwen/Qwen2.5-7B-Instruct · Inferkit");
    // Loaded from the configured Hub, so its Hub page is there too; its library links to the library page.
    expect(await page.getByRole("link", { name: "View on the hub" }).getAttribute("href")).toBe(
      `${emulator.url}/huggingface.co/Qwen/Qwen2.5-7B-Instruct`,
    );
    expect(await page.locator(".lead").getByRole("link", { name: "transformers" }).getAttribute("href")).toBe(
      "/libraries/transformers",
    );
    const picker = page.getByRole("combobox", { name: "Provider" });
    expect(await picker.inputValue()).toBe("auto");
    expect(await picker.locator("option").allTextContents()).toEqual([
      "auto (the router picks)",
      "together",
      "featherless-ai",
      "nscale",
    ]);
    expect(await page.locator(".provider-note").textContent()).toContain("The router picks a live provider");
    await picker.selectOption("together");
    expect(await page.locator(".provider-note").textContent()).toContain(
      "Model id at together: Qwen/Qwen2.5-7B-Instruct-Turbo",
    );
    const providers = page.getByRole("region", { name: "Inference providers" });
    await providers.getByRole("tab", { name: "cURL" }).click();
    expect(await providers.locator(".snippet-list code").first().textContent()).toContain(
      "Qwen/Qwen2.5-7B-Instruct:together",
    );
    const hubCalls = emulator.requests.filter(
      (r) => r.host === "huggingface.co" && r.path.includes("Qwen2.5-7B-Instruct"),
    );
    expect(hubCalls.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
    await screenshotStates("live", "/models/Qwen/Qwen2.5-7B-Instruct", (p) =>
      heading(p, "Qwen/Qwen2.5-7B-Instruct").waitFor(),
    );
  });

  it("a prerendered model page names the public Hub, and links the configured Hub once hydrated", async () => {
    const path = "/models/meta-llama/Llama-3.1-8B-Instruct";
    const html = await (await fetch(`${server.url}${path}`)).text();
    expect(html).toContain('href="https://huggingface.co/meta-llama/Llama-3.1-8B-Instruct"');
    const { page, errors } = await open(await contextFor(emulator.url), path);
    // The link changes in the render right after hydration: wait for it rather than read it once.
    const configured = page.locator(`a[href="${emulator.url}/huggingface.co/meta-llama/Llama-3.1-8B-Instruct"]`);
    await configured.waitFor({ timeout: 5_000 });
    expect(await configured.textContent()).toBe("View on the hub");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("marks staging providers and lists them after the live ones", async () => {
    const { page } = await open(await contextFor(emulator.url), "/models/HuggingFaceTB/SmolLM3-3B");
    await heading(page, "HuggingFaceTB/SmolLM3-3B").waitFor();
    expect(await page.getByRole("combobox", { name: "Provider" }).locator("option").allTextContents()).toEqual([
      "auto (the router picks)",
      "hf-inference",
      "featherless-ai (staging)",
    ]);
    await page.close();
  });

  it("says when no provider serves the model", async () => {
    await screenshotStates("no-provider", "/models/openai-community/gpt2", async (page) => {
      await heading(page, "openai-community/gpt2").waitFor();
      await page.getByText("No inference provider serves this model yet").waitFor();
      expect(await page.getByRole("combobox", { name: "Provider" }).count()).toBe(0);
    });
  });

  it("says when the Hub has no such model", async () => {
    await screenshotStates("not-found", "/models/inferkit-test/no-such-model", async (page) => {
      await heading(page, "Model not found").waitFor();
      expect(await page.getByRole("alert").textContent()).toContain("inferkit-test/no-such-model");
    });
  });

  it("unlocks a gated model with a token that has access, keeping the token out of storage and URLs", async () => {
    await screenshotStates("gated", "/models/meta-llama/Llama-3.2-3B-Instruct", (page) =>
      heading(page, "This model needs a token").waitFor(),
    );
    const { page, errors } = await open(await contextFor(emulator.url), "/models/meta-llama/Llama-3.2-3B-Instruct");
    const urls: string[] = [];
    page.on("request", (request) => urls.push(request.url()));
    await heading(page, "This model needs a token").waitFor();
    await page.getByLabel("Hugging Face token").fill("hf_no_access_here");
    await page.getByRole("button", { name: "Show the model" }).click();
    await page.getByText("The token you gave has no access").waitFor();
    await page.getByLabel("Hugging Face token").fill(ACCEPTED_TOKEN);
    await page.getByRole("button", { name: "Show the model" }).click();
    await heading(page, "meta-llama/Llama-3.2-3B-Instruct").waitFor();
    expect(await page.getByRole("combobox", { name: "Provider" }).locator("option").allTextContents()).toContain(
      "novita",
    );
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(ACCEPTED_TOKEN);
    expect(urls.filter((url) => url.includes(ACCEPTED_TOKEN) || url.includes("hf_no_access_here"))).toEqual([]);
    const sent = emulator.requests.filter((r) => r.headers.authorization === `Bearer ${ACCEPTED_TOKEN}`);
    expect(sent.map((r) => r.host)).toContain("huggingface.co");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("offers a retry when the Hub cannot be reached", async () => {
    const stopped = await startEmulator();
    const unreachable = stopped.url;
    await stopped.close();
    await screenshotStates(
      "offline",
      "/models/Qwen/Qwen2.5-7B-Instruct",
      async (page) => {
        await heading(page, "The Hub could not be reached").waitFor();
        await page.getByRole("button", { name: "Try again" }).waitFor();
      },
      unreachable,
    );
  });

  it("the model index opens any model id", async () => {
    const { page } = await open(await contextFor(emulator.url), "/models");
    await page.getByRole("textbox", { name: "Go to any model id" }).fill("black-forest-labs/FLUX.1-schnell");
    await page.getByRole("button", { name: "Open" }).click();
    await heading(page, "black-forest-labs/FLUX.1-schnell").waitFor();
    expect(new URL(page.url()).pathname).toBe("/models/black-forest-labs/FLUX.1-schnell");
    expect(await page.getByRole("combobox", { name: "Provider" }).locator("option").allTextContents()).toEqual([
      "auto (the router picks)",
      "fal-ai",
      "replicate",
      "together",
    ]);
    await page.close();
  });

  it("on hosts without the shell, 404.html shows the model too", async () => {
    // A site with only 404.html and the assets: what a static host without rewrites serves.
    const bare = mkdtempSync(join(tmpdir(), "site-404-only-"));
    copyFileSync(join(builtSiteDir, "404.html"), join(bare, "404.html"));
    symlinkSync(join(builtSiteDir, "assets"), join(bare, "assets"));
    const host = await serveStatic(bare, { port: 0 });
    try {
      const page = await (await contextFor(emulator.url)).newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const response = await page.goto(`${host.url}/models/Qwen/Qwen2.5-7B-Instruct`);
      expect(response?.status()).toBe(404);
      await heading(page, "Qwen/Qwen2.5-7B-Instruct").waitFor();
      expect(await page.getByRole("combobox", { name: "Provider" }).inputValue()).toBe("auto");
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await host.close();
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

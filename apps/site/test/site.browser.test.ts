import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolationLines, builtSiteDir as dist, launchBrowser, screenshotDir, serveBuiltSite } from "./browser";
import { builtPaths } from "./routes";

/**
 * Library pages share one layout and differ only in their data: opening all 300 with axe would add 1–5 s
 * each (minutes in all), so the sweep opens every 50th (in path order, so always the same ones) and one of each
 * kind (generator on a site model, on a minimal record, no generator, a dotted id); every library page is
 * still fetched and must answer 200, and libraries.browser.test.ts checks those kinds in detail.
 */
const LIBRARY_PAGE_STRIDE = 50;
const LIBRARY_PAGES_OF_EACH_KIND = [
  "/libraries/transformers",
  "/libraries/adapter-transformers",
  "/libraries/bionemo",
  "/libraries/transformers.js",
];

function sweptPaths(paths: string[], libraryPages: string[]): string[] {
  const sampled = new Set([
    ...libraryPages.filter((_, index) => index % LIBRARY_PAGE_STRIDE === 0),
    ...LIBRARY_PAGES_OF_EACH_KIND,
  ]);
  return paths.filter((path) => !path.startsWith("/libraries/") || sampled.has(path));
}

/** A phone's width: no route may be wider than this viewport (issue 21). */
const PHONE_WIDTH = 390;

describe("the built site in Chromium", () => {
  let browser: Browser;
  let context: BrowserContext;
  let server: { url: string; close: () => Promise<void> };
  /** Opens `path` once hydrated; page errors and console errors are collected into `errors`. */
  const open = async (path: string, errors: string[] = []): Promise<Page> => {
    const page = await context.newPage();
    page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`console error: ${message.text()}`);
    });
    const response = await page.goto(`${server.url}${path}`);
    expect(response?.status(), path).toBe(200);
    await page.waitForSelector("body[data-hydrated]");
    return page;
  };

  beforeAll(async () => {
    server = await serveBuiltSite();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("prerenders every route, and each (library pages sampled) has zero axe violations and no sideways scrolling at 390 px (screenshots in test-results/screens)", async () => {
    const paths = builtPaths(dist);
    expect(paths).toEqual(expect.arrayContaining(["/", "/tasks", "/libraries", "/models", "/playground"]));
    expect(paths.filter((p) => p.startsWith("/tasks/")).length).toBeGreaterThanOrEqual(45);
    expect(paths.filter((p) => p.startsWith("/models/")).length).toBeGreaterThanOrEqual(25);
    const libraryPages = paths.filter((p) => p.startsWith("/libraries/"));
    expect(libraryPages.length).toBeGreaterThanOrEqual(300);
    const failures: string[] = [];
    const overflowing: string[] = [];
    for (const path of libraryPages) {
      const response = await fetch(`${server.url}${path}`);
      if (response.status !== 200) failures.push(`${path}: status ${response.status}`);
    }
    for (const path of sweptPaths(paths, libraryPages)) {
      const errors: string[] = [];
      const page = await open(path, errors);
      for (const line of await axeViolationLines(page)) failures.push(`${path}: ${line}`);
      for (const e of errors) failures.push(`${path}: ${e}`);
      await page.screenshot({
        path: join(screenshotDir, `${path === "/" ? "home" : path.slice(1).replaceAll("/", "__")}.png`),
        fullPage: true,
      });
      // The same page narrowed to a phone: the layout reflows without a reload.
      await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      if (scrollWidth > innerWidth) overflowing.push(`${path}: ${scrollWidth} px wide at ${innerWidth} px`);
      await page.close();
    }
    expect(failures).toEqual([]);
    expect(overflowing).toEqual([]);
  }, 600_000);

  it("answers unknown paths with status 404 and a page that says so", async () => {
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/tasks/no-such-task`);
    expect(response?.status()).toBe(404);
    await page.waitForSelector("body[data-hydrated]");
    expect(await page.getByRole("heading", { level: 1, name: "Page not found" }).isVisible()).toBe(true);
    await expect(page.locator("main code").first().textContent()).resolves.toBe("/tasks/no-such-task");
    await page.screenshot({ path: join(screenshotDir, "404.png") });
    await page.close();
  });

  it("copy button shows 'Copied' for about 1000 ms and puts the code on the clipboard", async () => {
    const page = await open("/models/meta-llama/Llama-3.1-8B-Instruct");
    const block = page.locator(".ik-codeblock").first();
    const code = await block.locator("code").textContent();
    await block.hover();
    const started = Date.now();
    await block.getByRole("button").click();
    const tooltip = block.getByRole("tooltip");
    await expect(tooltip.textContent()).resolves.toBe("Copied");
    await tooltip.waitFor({ state: "detached", timeout: 3000 });
    const shownFor = Date.now() - started;
    expect(shownFor).toBeGreaterThanOrEqual(900);
    expect(shownFor).toBeLessThan(2500);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await page.close();
  });

  it("code-block copy button appears on hover and on keyboard focus", async () => {
    const page = await open("/models/sentence-transformers/all-MiniLM-L6-v2");
    const block = page.locator(".ik-codeblock").first();
    const button = block.locator(".ik-codeblock-copy");
    const opacity = () => button.evaluate((el) => Number(getComputedStyle(el).opacity));
    await page.mouse.move(0, 0);
    await page.waitForTimeout(200);
    expect(await opacity()).toBe(0);
    await block.hover();
    await page.waitForTimeout(200);
    expect(await opacity()).toBe(1);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(200);
    expect(await opacity()).toBe(0);
    await block.locator("pre").focus();
    await page.waitForTimeout(200);
    expect(await opacity()).toBe(1);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest(".ik-codeblock-copy") !== null)).toBe(true);
    await page.close();
  });

  it("heading anchors change the fragment and scroll the heading below the sticky header", async () => {
    const page = await open("/tasks/text-classification");
    const anchor = page.locator("h2#datasets a.ik-heading-anchor");
    await anchor.focus();
    await anchor.press("Enter");
    await page.waitForFunction(() => window.location.hash === "#datasets");
    await page.waitForTimeout(300);
    const { top, header } = await page.evaluate(() => ({
      top: document.getElementById("datasets")?.getBoundingClientRect().top ?? -1,
      header: document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0,
    }));
    expect(top).toBeGreaterThanOrEqual(header);
    expect(top).toBeLessThan(header + 120);
    await page.close();
  });

  it("task pages link to their source with an 'Update on GitHub' link that opens a new tab", async () => {
    const page = await open("/tasks/fill-mask");
    const link = page.getByRole("link", { name: /Update on GitHub/ });
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await link.getAttribute("href")).toMatch(/\/packages\/tasks\/src\/tasks\/fill-mask\/data\.ts$/);
    await page.close();
  });

  it("the header search finds tasks, libraries and models from the home page", async () => {
    const page = await open("/");
    await page.getByRole("combobox", { name: "Find on Inferkit" }).fill("speech");
    const results = page.locator("[role=option]");
    await results.first().waitFor();
    const texts = await results.allTextContents();
    expect(texts.some((t) => t.includes("Automatic Speech Recognition"))).toBe(true);
    await page.close();
  });

  it("library registry filters by text and by task", async () => {
    const page = await open("/libraries");
    const rows = page.locator(".library-table tbody tr");
    const all = await rows.count();
    expect(all).toBeGreaterThanOrEqual(165);
    await page.getByLabel("Search names, tasks, file types").fill("diffusers");
    await expect.poll(() => rows.count()).toBeLessThan(all);
    expect(await rows.first().textContent()).toContain("diffusers");
    await page.getByLabel("Search names, tasks, file types").fill("");
    await page.getByLabel("Task", { exact: true }).selectOption("text-to-image");
    await expect.poll(() => rows.count()).toBeLessThan(all);
    await page.close();
  });

  it("model page: provider picker, streaming toggle and bill-to change the snippets", async () => {
    const page = await open("/models/meta-llama/Llama-3.1-8B-Instruct");
    const section = page.locator("section", { has: page.locator("#inference-providers") });
    const code = () => section.locator(".ik-codeblock code").first().textContent();
    await section.getByRole("tab", { name: "cURL" }).click();
    expect(await code()).toContain("curl");
    await section.getByLabel("Stream the answer").check();
    await expect.poll(code).toContain('"stream": true');
    await section.getByLabel("Bill to organisation (optional)").fill("acme");
    await expect.poll(code).toContain("acme");
    const providers = await section.getByLabel("Provider", { exact: true }).locator("option").allTextContents();
    expect(providers.length).toBeGreaterThan(3);
    await section.getByLabel("Provider", { exact: true }).selectOption("groq");
    await expect.poll(code).toContain("groq");
    await page.close();
  });

  it("model record form shows snippets for a pasted record and rejects bad JSON", async () => {
    const page = await open("/models");
    const input = page.getByLabel(/Model record/);
    await input.fill("{ not json");
    await page.getByRole("button", { name: "Show snippets" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toContain("not valid JSON");
    await input.fill(JSON.stringify({ id: "<img src=x onerror=alert(1)>/x", tags: [] }));
    await page.getByRole("button", { name: "Show snippets" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toContain('"id"');
    await input.fill(
      JSON.stringify({
        id: "timm/resnet50.a1_in1k",
        library_name: "timm",
        pipeline_tag: "image-classification",
        tags: ["timm"],
      }),
    );
    await page.getByRole("button", { name: "Show snippets" }).click();
    await page.locator("#pasted-model").waitFor();
    expect(await page.locator(".pasted-model .ik-codeblock code").first().textContent()).toContain(
      "timm/resnet50.a1_in1k",
    );
    // The same providers as a model page with this task: hf-inference classifies images, groq does not.
    const providers = await page.locator(".pasted-model").getByLabel("Provider", { exact: true }).locator("option");
    expect(await providers.allTextContents()).toContain("hf-inference");
    expect(await providers.allTextContents()).not.toContain("groq");
    // With the Hub's provider mapping, only its providers, with their own model ids.
    await input.fill(
      JSON.stringify({
        id: "org/image-model",
        pipeline_tag: "text-to-image",
        tags: [],
        inferenceProviderMapping: [
          { provider: "fal-ai", providerId: "fal-ai/image-model", status: "live", task: "text-to-image" },
          { provider: "nebius", providerId: "org-image-model", status: "live", task: "text-to-image" },
        ],
      }),
    );
    await page.getByRole("button", { name: "Show snippets" }).click();
    await expect.poll(() => page.locator(".pasted-model h3").first().textContent()).toContain("org/image-model");
    expect(await providers.allTextContents()).toEqual(["auto (the router picks)", "fal-ai", "nebius"]);
    const pastedCode = () => page.locator(".pasted-model .ik-codeblock code").allTextContents();
    // auto comes first; the provider's own client shows its model id.
    await page.locator(".pasted-model").getByLabel("Provider", { exact: true }).selectOption("fal-ai");
    await page.locator(".pasted-model").getByRole("tab", { name: "fal_client" }).click();
    await expect.poll(async () => (await pastedCode()).join("\n")).toContain("fal-ai/image-model");
    await page.close();
  });

  it("playground renders live, points at template errors, and stops hostile templates", async () => {
    const page = await open("/playground");
    const output = page.getByTestId("rendered-prompt");
    await expect.poll(() => output.textContent()).toContain("<|im_start|>user");
    const template = page.getByRole("textbox", { name: "Template" });
    await template.fill("Hello {{ messages[0].content }}!");
    await expect.poll(() => output.textContent()).toBe("Hello You are a concise assistant.!");
    await template.fill("line one\n{% if %}");
    const alert = page.getByRole("alert");
    await expect.poll(() => alert.textContent()).toContain("line 2");
    await template.fill("{% for i in range(100000000) %}{% for j in range(100000000) %}x{% endfor %}{% endfor %}");
    await expect.poll(() => alert.textContent(), { timeout: 8000 }).toMatch(/limit|stopped/i);
    expect(await page.evaluate(() => 1 + 1)).toBe(2);
    await page.close();
  });
});

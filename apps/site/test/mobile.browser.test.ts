// The built site on a phone in Chromium: copy and permalink controls shown without hover on a touch screen,
// with fingertip-sized targets; no sideways scrolling at 360 and 414 px on the heaviest pages; audio demos
// named and captioned; the model-record form's focus and its hint for a bare model id. Screenshots at 390 px.
import { join } from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolationLines, launchBrowser, openExisting, screenshotDir, serveBuiltSite } from "./browser";

/** The smallest hit target a finger can use reliably (WCAG 2.5.5). */
const MIN_TARGET_PX = 44;
const HEAVY_PAGES = ["/models/meta-llama/Llama-3.1-8B-Instruct", "/tasks/zero-shot-classification", "/playground"];

describe("the built site on a phone", () => {
  let browser: Browser;
  let touch: BrowserContext;
  let server: { url: string; close: () => Promise<void> };

  const open = (path: string, width = 390) => openExisting(touch, server.url, path, width);
  const expectShownAsTarget = async (control: Locator) => {
    expect(await control.evaluate((el) => Number(getComputedStyle(el).opacity))).toBe(1);
    const box = await control.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    expect(box?.height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
  };
  const pageWidth = (page: Page) =>
    page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));

  beforeAll(async () => {
    server = await serveBuiltSite();
    browser = await launchBrowser();
    touch = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("on a touch screen, shows copy buttons and permalinks without hover, as 44 px targets", async () => {
    const { page, errors } = await open("/models/sentence-transformers/all-MiniLM-L6-v2");
    expect(await page.evaluate(() => matchMedia("(hover: none), (pointer: coarse)").matches)).toBe(true);
    await expectShownAsTarget(page.locator(".ik-codeblock .ik-copy-button").first());
    await expectShownAsTarget(page.locator("h2 .ik-heading-anchor").first());
    // Tapping the permalink (no hover first) goes to its section.
    const anchor = page.locator("h2 .ik-heading-anchor").first();
    const fragment = await anchor.getAttribute("href");
    await anchor.tap();
    await page.waitForFunction((hash) => window.location.hash === hash, fragment);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("does not scroll sideways at 360 or 414 px on the heaviest pages", async () => {
    const overflowing: string[] = [];
    for (const path of HEAVY_PAGES) {
      const { page } = await open(path, 360);
      for (const width of [360, 414]) {
        await page.setViewportSize({ width, height: 844 });
        const { scrollWidth, innerWidth } = await pageWidth(page);
        if (scrollWidth > innerWidth) overflowing.push(`${path}: ${scrollWidth} px wide at ${innerWidth} px`);
      }
      await page.close();
    }
    expect(overflowing).toEqual([]);
  });

  it("names each audio demo and captions it with its file name", async () => {
    const { page } = await open("/tasks/automatic-speech-recognition");
    const figure = page.locator("figure.demo-audio-figure").first();
    const caption = figure.locator("figcaption");
    expect(await caption.isVisible()).toBe(true);
    expect(await caption.textContent()).toMatch(/\.flac$/);
    expect(await figure.locator("audio").getAttribute("aria-label")).toMatch(/^Automatic Speech Recognition demo: /);
    expect(await axeViolationLines(page)).toEqual([]);
    await page.close();
  });

  it("model-record form: focus moves to the result; a bare model id gets a link to its page", async () => {
    const { page } = await open("/models");
    const input = page.getByLabel(/Model record/);
    const submit = page.getByRole("button", { name: "Show snippets" });
    await input.fill("google-bert/bert-base-uncased");
    await submit.tap();
    const link = page.getByRole("alert").getByRole("link", { name: "/models/google-bert/bert-base-uncased" });
    expect(await link.getAttribute("href")).toBe("/models/google-bert/bert-base-uncased");
    await input.fill(JSON.stringify({ id: "org/classifier", pipeline_tag: "text-classification", tags: [] }));
    await submit.tap();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("pasted-model");
    expect(await page.locator("#pasted-model").textContent()).toContain("org/classifier");
    expect(await page.getByRole("alert").count()).toBe(0);
    await page.close();
  });

  it("screenshots home, a task, a model, the libraries and the playground at 390 px", async () => {
    const shots = {
      home: "/",
      task: "/tasks/text-generation",
      model: "/models/meta-llama/Llama-3.1-8B-Instruct",
      libraries: "/libraries",
      playground: "/playground",
    };
    for (const [name, path] of Object.entries(shots)) {
      const { page } = await open(path);
      await page.screenshot({ path: join(screenshotDir, `mobile-${name}.png`), fullPage: true });
      const { scrollWidth, innerWidth } = await pageWidth(page);
      expect(scrollWidth, path).toBeLessThanOrEqual(innerWidth);
      await page.close();
    }
  });
});

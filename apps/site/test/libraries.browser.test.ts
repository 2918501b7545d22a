// The libraries table and the library pages in Chromium: search ranking, filters kept in the address
// (reload, Back), links from the table, what a library page shows, axe, and no sideways scrolling at 390 px.
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolationLines, launchBrowser, openExisting, screenshotDir, serveBuiltSite } from "./browser";

describe("libraries in Chromium", () => {
  let browser: Browser;
  let context: BrowserContext;
  let server: { url: string; close: () => Promise<void> };

  const open = (path: string, width?: number) => openExisting(context, server.url, path, width);
  /** Library ids of the table's rows, in order. */
  const rowIds = (page: Page) => page.locator(".library-table tbody th code").allTextContents();
  const search = (page: Page) => page.getByLabel("Search names, tasks, file types");
  const expectNoAxeViolations = async (page: Page) => expect(await axeViolationLines(page)).toEqual([]);

  beforeAll(async () => {
    server = await serveBuiltSite();
    browser = await launchBrowser();
    context = await browser.newContext();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("ranks exact and prefix matches first, and finds libraries by file type, runtime and task", async () => {
    const { page, errors } = await open("/libraries");
    const results = async (query: string) => {
      await search(page).fill(query);
      return rowIds(page);
    };
    expect((await results("nemo")).slice(0, 3)).toEqual(["nemo", "anemoi", "bionemo"]);
    expect(await results("gguf")).toEqual(expect.arrayContaining(["llama-cpp-python", "jev-style"]));
    expect((await results("llama.cpp"))[0]).toBe("llama-cpp-python");
    expect(await results("llama.cpp")).toContain("llamafile");
    const textGeneration = await results("text-generation");
    // Equal matches: Hub-filter libraries first, then those more models of this site use.
    expect(textGeneration.slice(0, 3)).toEqual(["transformers", "peft", "transformers.js"]);
    await expect(page.locator(".search-status").textContent()).resolves.toBe(
      `${textGeneration.length} of 300 libraries`,
    );
    expect(await results("no such library at all")).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("keeps query and filters in the address, restores them on reload and on Back", async () => {
    const { page, errors } = await open("/libraries");
    await search(page).fill("speech");
    expect(await rowIds(page)).toContain("chatterbox");
    await page.getByLabel("Task", { exact: true }).selectOption("automatic-speech-recognition");
    await page.getByLabel("Only libraries with code snippets").check();
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: "speech",
      task: "automatic-speech-recognition",
      snippets: "1",
    });
    const filtered = await rowIds(page);
    expect(filtered).toContain("speechbrain");
    expect(filtered).not.toContain("chatterbox");

    await page.reload();
    await page.waitForSelector("body[data-hydrated]");
    await expect(search(page).inputValue()).resolves.toBe("speech");
    await expect(page.getByLabel("Task", { exact: true }).inputValue()).resolves.toBe("automatic-speech-recognition");
    expect(await page.getByLabel("Only libraries with code snippets").isChecked()).toBe(true);
    expect(await rowIds(page)).toEqual(filtered);

    await page.locator('.library-table a[href="/libraries/speechbrain"]').click();
    await page.waitForURL(`${server.url}/libraries/speechbrain`);
    await page.goBack();
    await page.waitForSelector("body[data-hydrated]");
    await expect(search(page).inputValue()).resolves.toBe("speech");
    expect(await rowIds(page)).toEqual(filtered);

    await search(page).fill("");
    await page.getByLabel("Task", { exact: true }).selectOption("");
    await page.getByLabel("Only libraries with code snippets").uncheck();
    expect(new URL(page.url()).search).toBe("");
    expect(await rowIds(page)).toHaveLength(300);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("opens a shared link with filters already applied", async () => {
    const { page } = await open("/libraries?q=timm&snippets=1");
    await page.waitForFunction(() => document.querySelectorAll(".library-table tbody tr").length < 300);
    expect((await rowIds(page))[0]).toBe("timm");
    await page.close();
  });

  it("links every row to its library page", async () => {
    const { page } = await open("/libraries");
    const links = page.locator(".library-table tbody th a.library-name");
    expect(await links.count()).toBe(300);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    const ids = await rowIds(page);
    expect(hrefs).toEqual(ids.map((id) => `/libraries/${id}`));
    await page.getByRole("link", { name: "Transformers.js", exact: true }).click();
    await page.waitForURL(`${server.url}/libraries/transformers.js`);
    await page.waitForSelector("body[data-hydrated]");
    expect(await page.getByRole("heading", { level: 1, name: "Transformers.js" }).isVisible()).toBe(true);
    await page.close();
  });

  it("links a task page's libraries to their library pages", async () => {
    const { page } = await open("/tasks/image-classification");
    const chips = page.locator("section[aria-labelledby=libraries] ul a");
    const hrefs = await chips.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(hrefs).toContain("/libraries/timm");
    expect(hrefs.every((href) => href?.startsWith("/libraries/"))).toBe(true);
    await page.getByRole("link", { name: "timm", exact: true }).click();
    await page.waitForURL(`${server.url}/libraries/timm`);
    await page.waitForSelector("body[data-hydrated]");
    expect(await page.getByRole("heading", { level: 1, name: "timm" }).isVisible()).toBe(true);
    await page.close();
  });

  it("shows transformers: its package install, its tasks, usage on a model of the site, its models", async () => {
    const { page, errors } = await open("/libraries/transformers");
    expect(await page.title()).toBe("Transformers · Libraries · Inferkit");
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description).toMatch(/pipeline\(\) per task/);
    const install = page.locator("section[aria-labelledby=install]");
    expect(await install.locator("pre").textContent()).toBe("pip install transformers");
    const tasks = page.getByRole("list", { name: "Tasks of Transformers" });
    expect(await tasks.getByRole("link", { name: "Text Generation" }).getAttribute("href")).toBe(
      "/tasks/text-generation",
    );
    const usage = page.locator("section[aria-labelledby=usage]");
    expect(await usage.locator("p a").textContent()).toBe("meta-llama/Llama-3.1-8B-Instruct");
    expect(await usage.locator("pre").first().textContent()).toContain("meta-llama/Llama-3.1-8B-Instruct");
    const models = page.locator("section[aria-labelledby=models] li a");
    expect(await models.allTextContents()).toContain("openai/whisper-large-v3");
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows llama-cpp-python with the install line its snippet writes and the GGUF model of the site", async () => {
    const { page } = await open("/libraries/llama-cpp-python");
    await expect(page.locator("section[aria-labelledby=install] pre").textContent()).resolves.toBe(
      "pip install llama-cpp-python",
    );
    expect(await page.locator(".library-facts").textContent()).toContain("models tagged gguf");
    expect(await page.locator("section[aria-labelledby=models] li a").allTextContents()).toEqual([
      "bartowski/Llama-3.2-3B-Instruct-GGUF",
    ]);
    await expectNoAxeViolations(page);
    await page.close();
  });

  it("labels usage on a minimal record, and says so when there is no snippet or task", async () => {
    const minimal = await open("/libraries/adapter-transformers");
    const usage = minimal.page.locator("section[aria-labelledby=usage]");
    expect(await usage.textContent()).toContain("minimal model record built for this page");
    expect(await usage.locator("pre").first().textContent()).toContain("your-org/your-model");
    await minimal.page.close();

    const { page } = await open("/libraries/bionemo");
    expect(await page.locator("section[aria-labelledby=usage]").textContent()).toContain(
      "The registry has no code snippet for BioNeMo",
    );
    expect(await page.locator("section[aria-labelledby=tasks]").textContent()).toContain("No pipeline task");
    expect(await page.locator(".library-facts").textContent()).toContain(".ckpt files");
    await expectNoAxeViolations(page);
    await page.close();
  });

  it("has no axe violation on a filtered table, fits 390 px, and is screenshotted at 1366 and 390 px", async () => {
    for (const width of [1366, 390]) {
      for (const path of [
        "/libraries?q=nemo",
        "/libraries",
        "/libraries/transformers",
        "/libraries/llama-cpp-python",
      ]) {
        const { page, errors } = await open(path, width);
        if (path.includes("?"))
          await page.waitForFunction(() => document.querySelectorAll(".library-table tbody tr").length < 300);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
        if (path === "/libraries?q=nemo") await expectNoAxeViolations(page);
        const name = path.slice(1).replace(/[/?=]/g, "-");
        await page.screenshot({
          path: join(screenshotDir, `${name}-${width}.png`),
          fullPage: !path.endsWith("/libraries"),
        });
        expect(errors).toEqual([]);
        await page.close();
      }
    }
  });
});

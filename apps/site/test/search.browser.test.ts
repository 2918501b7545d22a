// The header search and the task index in Chromium: `/` from any page, arrows and Enter, Escape, a Hub
// model id, the task filter kept in ?q=, axe with the listbox open, and no sideways scrolling at 390 px.
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolationLines, launchBrowser, openExisting, screenshotDir, serveBuiltSite } from "./browser";

describe("header search and task index in Chromium", () => {
  let browser: Browser;
  let context: BrowserContext;
  let server: { url: string; close: () => Promise<void> };

  const open = (path: string, width = 1366) => openExisting(context, server.url, path, width);
  const box = (page: Page) => page.getByRole("combobox", { name: "Find on Inferkit" });
  const optionNames = (page: Page) => page.locator("[role=option] .site-search-name").allTextContents();
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

  it("from a task page: / focuses the search, arrows pick a result, Enter opens it", async () => {
    const { page, errors } = await open("/tasks/fill-mask");
    await page.locator("h1").click();
    await page.keyboard.press("/");
    await expect.poll(() => box(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type("speech");
    await page.locator("[role=option]").first().waitFor();
    const names = await optionNames(page);
    const target = names.findIndex((name) => name.endsWith("Automatic Speech Recognition"));
    expect(target).toBeGreaterThanOrEqual(0);
    for (let i = 0; i <= target; i++) await page.keyboard.press("ArrowDown");
    const activeId = await box(page).getAttribute("aria-activedescendant");
    await expect(page.locator(`[id="${activeId}"] .site-search-name`).textContent()).resolves.toContain(
      "Automatic Speech Recognition",
    );
    await Promise.all([page.waitForURL(/\/tasks\/automatic-speech-recognition$/), page.keyboard.press("Enter")]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("Escape closes the list, a second Escape clears the query; / typed in a field stays there", async () => {
    const { page, errors } = await open("/libraries");
    await box(page).click();
    await page.keyboard.type("diffusers");
    await page.locator("[role=option]").first().waitFor();
    expect(await box(page).getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    expect(await box(page).getAttribute("aria-expanded")).toBe("false");
    expect(await page.locator("[role=option]").count()).toBe(0);
    expect(await box(page).inputValue()).toBe("diffusers");
    await page.keyboard.press("Escape");
    expect(await box(page).inputValue()).toBe("");
    const tableSearch = page.getByLabel("Search names, tasks, file types");
    await tableSearch.click();
    await page.keyboard.type("llama.cpp/");
    expect(await tableSearch.inputValue()).toBe("llama.cpp/");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("an org/name query opens the model-by-id page, and a library result its library page", async () => {
    const { page, errors } = await open("/");
    await box(page).fill("someorg/some-model");
    await expect.poll(() => optionNames(page)).toEqual(["ModelOpen someorg/some-model"]);
    await Promise.all([page.waitForURL(/\/models\/someorg\/some-model$/), box(page).press("Enter")]);
    await page.waitForSelector("body[data-hydrated]");
    await expect.poll(() => page.locator("main").textContent()).toContain("someorg/some-model");
    const second = await open("/");
    await box(second.page).fill("transformers");
    await second.page.locator("[role=option]").first().waitFor();
    await Promise.all([
      second.page.waitForURL(/\/libraries\/transformers$/),
      second.page.locator("[role=option]").first().click(),
    ]);
    // The model page asks the Hub for the record, which this machine cannot reach: only that failure is allowed.
    expect([...errors, ...second.errors].filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
    await page.close();
    await second.page.close();
  });

  it("the task index filters as one types, keeps ?q= in the address and restores it on reload", async () => {
    const { page, errors } = await open("/tasks");
    const tiles = page.locator(".task-tile-name");
    const all = await tiles.count();
    expect(await page.locator("main p.lead").textContent()).toContain(`${all} machine-learning tasks`);
    await page.getByLabel("Filter tasks").fill("speech");
    await expect
      .poll(() => tiles.allTextContents())
      .toEqual(expect.arrayContaining(["Automatic Speech Recognition", "Text-to-Speech"]));
    expect(await tiles.count()).toBeLessThan(all);
    expect(new URL(page.url()).search).toBe("?q=speech");
    await page.reload();
    await page.waitForSelector("body[data-hydrated]");
    expect(await page.getByLabel("Filter tasks").inputValue()).toBe("speech");
    expect(await tiles.count()).toBeLessThan(all);
    const home = await open("/");
    expect(await home.page.locator("a.card-title[href='/tasks']").textContent()).toBe(`${all} tasks`);
    expect([...errors, ...home.errors]).toEqual([]);
    await page.close();
    await home.page.close();
  });

  it("fits 390 px on /tasks and home, has no axe violation with the list open, and is screenshotted", async () => {
    for (const width of [1366, 390]) {
      for (const [path, name] of [
        ["/tasks", "tasks"],
        ["/", "home"],
      ] as const) {
        const { page, errors } = await open(path, width);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width}`).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);
        await page.screenshot({ path: join(screenshotDir, `search-${name}-${width}.png`), fullPage: width === 1366 });
        if (path === "/tasks") {
          await box(page).click();
          await page.keyboard.type("image");
          await page.locator("[role=option]").first().waitFor();
          await page.keyboard.press("ArrowDown");
          await expectNoAxeViolations(page);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          ).toBeLessThanOrEqual(0);
          await page.screenshot({ path: join(screenshotDir, `search-open-${width}.png`) });
        }
        expect(errors).toEqual([]);
        await page.close();
      }
    }
  });
});

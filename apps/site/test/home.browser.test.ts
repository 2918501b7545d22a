import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshotDir, serveBuiltSite } from "./browser";

describe("home page in Chromium", () => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    server = await serveBuiltSite();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("renders the site's heading and the package list", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Inferkit");
    expect(await page.getByRole("listitem").count()).toBeGreaterThanOrEqual(4);
    await page.screenshot({ path: join(screenshotDir, "home.png"), fullPage: true });
  });

  it("answers an unknown path with status 404", async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/no/such/page`);
    expect(response?.status()).toBe(404);
  });
});

// Launching Debian's Chromium through playwright-core, and serving the built site, for browser tests.
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { launchChromium } from "../../../scripts/test-utils/chromium.mjs";
import { type StaticServer, serveStatic } from "../scripts/static-server.mjs";

const siteDir = fileURLToPath(new URL("..", import.meta.url));
export const screenshotDir = join(siteDir, "test-results", "screens");

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(screenshotDir, { recursive: true });
  return launchChromium();
}

/** The built site: `apps/site/dist`, or the folder SITE_OUT_DIR names (as the build does). */
export const builtSiteDir = join(siteDir, process.env.SITE_OUT_DIR ?? "dist");

/** Serves the built site (built by `npm test` before the tests run) on a free loopback port. */
export async function serveBuiltSite(): Promise<StaticServer> {
  const dist = builtSiteDir;
  if (!existsSync(join(dist, "index.html"))) {
    throw new Error(`The site is not built in ${dist}: run \`npm run build -w @inferkit/site\` first.`);
  }
  return serveStatic(dist, { port: 0 });
}

/** Opens `path` at `width` px once hydrated; page errors and console errors are collected for the test to check. */
export async function openHydrated(
  context: BrowserContext,
  siteUrl: string,
  path: string,
  width = 1366,
): Promise<{ page: Page; errors: string[]; status: number | undefined }> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const response = await page.goto(`${siteUrl}${path}`);
  await page.waitForSelector("body[data-hydrated]");
  return { page, errors, status: response?.status() };
}

/** `openHydrated` for a page that must exist: the test fails unless it answered 200. */
export async function openExisting(
  context: BrowserContext,
  siteUrl: string,
  path: string,
  width?: number,
): Promise<{ page: Page; errors: string[] }> {
  const opened = await openHydrated(context, siteUrl, path, width);
  expect(opened.status, path).toBe(200);
  return opened;
}

/** axe's violations on the page as it is now, one line each (an empty list passes). */
export async function axeViolationLines(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.help}`);
}

// Launching Debian's Chromium through playwright-core, and serving the built site, for browser tests.
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
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

// How this project starts Debian's Chromium (tests and benchmarks): headless, and without the
// background services that would try to reach the network this machine does not have.
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

/** Chromium driven by playwright-core, or an error that says how to install it. */
export async function launchChromium() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install Debian's 'chromium' (see .ci/run).`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

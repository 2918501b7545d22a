// The CORS rules as Chromium applies them: a page served from another loopback port calls the emulator by
// default; a page with an opaque origin (about:blank, a sandboxed frame: Origin "null") is stopped unless the
// `cors` option names it.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../../../../scripts/test-utils/chromium.mjs";
import { HF_TOKEN, withEmulator } from "../test-support/emulator";

/** What the page's script saw: the status and answer text, or the browser's network error. */
async function chatFrom(page: Page, emulatorUrl: string): Promise<string> {
  return page.evaluate(
    async ({ url, token }) => {
      try {
        const response = await fetch(`${url}/router.huggingface.co/v1/chat/completions`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify({ model: "org/m", messages: [{ role: "user", content: "Hi" }] }),
        });
        return `${response.status} ${response.headers.get("x-request-id") ? "with id" : "no id"}`;
      } catch (error) {
        return `blocked: ${(error as Error).name}`;
      }
    },
    { url: emulatorUrl, token: HF_TOKEN },
  );
}

describe("CORS in Chromium", () => {
  let browser: Browser;
  let pageServer: Server;
  let pageUrl: string;

  beforeAll(async () => {
    browser = await launchChromium();
    // A blank page on its own loopback port: a different origin from the emulator's.
    pageServer = createServer((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("<p>app</p>"));
    await new Promise<void>((resolve) => pageServer.listen(0, "127.0.0.1", resolve));
    pageUrl = `http://localhost:${(pageServer.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await browser?.close();
    pageServer?.close();
    pageServer?.closeAllConnections();
  });

  it("a page served from loopback calls the emulator by default and reads its headers", async () => {
    const page = await browser.newPage();
    await page.goto(pageUrl);
    await withEmulator({}, async ({ url }) => expect(await chatFrom(page, url)).toBe("200 with id"));
  });

  it('an about:blank page (Origin "null") is stopped by default, and let in by cors: ["null"] or "*"', async () => {
    const page = await browser.newPage();
    await withEmulator({}, async ({ url }) => expect(await chatFrom(page, url)).toBe("blocked: TypeError"));
    await withEmulator({ cors: ["null"] }, async ({ url }) => expect(await chatFrom(page, url)).toBe("200 with id"));
    await withEmulator({ cors: "*" }, async ({ url }) => expect(await chatFrom(page, url)).toBe("200 with id"));
  });

  it("cors: false stops even loopback pages", async () => {
    const page = await browser.newPage();
    await page.goto(pageUrl);
    await withEmulator({ cors: false }, async ({ url }) =>
      expect(await chatFrom(page, url)).toBe("blocked: TypeError"),
    );
  });
});

// Site quality, measured on the built site served locally: Lighthouse scores per route and
// the JavaScript each route downloads (gzip). Run `npm run build` first.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import {
  CHROMIUM_PATH as CHROME,
  CHROMIUM_FLAGS as FLAGS,
  launchChromium,
} from "../../../scripts/test-utils/chromium.mjs";
import { serveStatic } from "../scripts/static-server.mjs";

const ROUTES = [
  "/",
  "/tasks",
  "/tasks/text-classification",
  "/libraries",
  "/libraries/transformers",
  "/models/meta-llama/Llama-3.1-8B-Instruct",
  "/playground",
];
const dist = join(process.cwd(), process.env.SITE_OUT_DIR ?? "dist");

async function scriptBytes(url: string): Promise<number> {
  const browser = await launchChromium();
  const page = await browser.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.body());
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const total = (await Promise.all(bodies)).reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  await browser.close();
  return total;
}

async function main() {
  if (!existsSync(join(dist, "index.html"))) throw new Error("Build the site first: npm run build -w @inferkit/site");
  const server = await serveStatic(dist, { port: 0 });
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  try {
    console.log("route                                        form     perf  a11y  best  seo   JS gzip");
    for (const route of ROUTES) {
      const js = await scriptBytes(`${server.url}${route}`);
      // Lighthouse's own presets: mobile (its default, slow 4G and a 4× slower CPU) and desktop.
      for (const [form, config] of [
        ["mobile", undefined],
        ["desktop", desktopConfig],
      ] as const) {
        const result = await lighthouse(
          `${server.url}${route}`,
          {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          },
          config,
        );
        const categories = result?.lhr.categories ?? {};
        const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100)).padStart(4);
        console.log(
          `${route.padEnd(44)} ${form.padEnd(8)} ${score("performance")}  ${score("accessibility")}  ${score("best-practices")}  ${score("seo")}  ${(js / 1024).toFixed(1).padStart(6)} KB`,
        );
      }
    }
    console.log("goals: performance ≥ 95 and accessibility 100 on every route; task pages ≤ 100 KB of JavaScript");
  } finally {
    await chrome.kill();
    await server.close();
  }
}

await main();

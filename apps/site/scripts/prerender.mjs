// Prerenders every route of the site to static HTML after `vite build` (client) and
// `vite build --ssr` (server entry), and copies the task catalogue's demo media.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { SHELLS } from "./static-server.mjs";

const site = fileURLToPath(new URL("..", import.meta.url));
const dist = join(site, process.env.SITE_OUT_DIR ?? "dist");
const serverEntry = join(`${dist}-ssr`, "entry-server.js");
// The stylesheet is small: inlined, it no longer blocks the first paint behind a second request.
const template = readFileSync(join(dist, "index.html"), "utf8").replace(
  /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
  (_, href) => `<style>${readFileSync(join(dist, href), "utf8")}</style>`,
);
const { renderPath, listPaths, buildSearchIndex } = await import(pathToFileURL(serverEntry).href);

const escapeAttribute = (text) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function page(path) {
  const rendered = renderPath(path);
  const html = template
    .replace("<!--page-title-->", escapeAttribute(rendered.title))
    .replace("<!--page-description-->", escapeAttribute(rendered.description))
    .replace("<!--page-html-->", () => rendered.html)
    .replace("<!--page-data-->", () => rendered.data);
  return { html, status: rendered.status };
}

const paths = listPaths();
for (const path of paths) {
  const { html, status } = page(path);
  if (status !== 200) throw new Error(`Route ${path} rendered with status ${status}.`);
  const file = path === "/" ? join(dist, "index.html") : join(dist, `${path.slice(1)}`, "index.html");
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}
writeFileSync(join(dist, "404.html"), page("/404").html);
// The header search's index: one file fetched on first focus, rather than a copy in every page.
writeFileSync(join(dist, "search-index.json"), JSON.stringify(buildSearchIndex()));
// Shells render their page in the browser: `*` is a path no prerendered page claims.
for (const { prefix, file } of SHELLS) writeFileSync(join(dist, file), page(`${prefix}*`).html);

const media = join(site, "..", "..", "packages", "tasks", "media");
if (existsSync(media)) cpSync(media, join(dist, "media", "tasks"), { recursive: true });
rmSync(`${dist}-ssr`, { recursive: true, force: true });
console.log(`Prerendered ${paths.length} pages and 404.html into ${dist}`);

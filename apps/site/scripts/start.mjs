// `npm start`: build the site when its sources are newer than the build, then serve it locally.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { serveUntilStopped } from "./serve-until-stopped.mjs";

const site = fileURLToPath(new URL("..", import.meta.url));
const repo = join(site, "..", "..");
const built = join(site, "dist", "index.html");

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = [join(repo, "packages"), site].map(newestChange);
if (!existsSync(built) || Math.max(...sources) > statSync(built).mtimeMs) {
  console.log("Building the site…");
  const result = spawnSync("npm", ["run", "build", "-w", "@inferkit/site"], { cwd: repo, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await serveUntilStopped(join(site, "dist"), process.env);

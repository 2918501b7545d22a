// `npm start`'s server as a person meets it: settings from the environment, plain messages, clean stops.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

const moduleUrl = new URL("./serve-until-stopped.mjs", import.meta.url).href;
let dir: string;
const children: ChildProcess[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "inferkit-serve-"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>served</title>");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

/** Runs the server the way npm does: a shell that runs node. Resolves once it printed or exited. */
function start(env: Record<string, string>) {
  const script = `import(${JSON.stringify(moduleUrl)}).then((m) => m.serveUntilStopped(${JSON.stringify(dir)}, process.env))`;
  // A command after node keeps the shell alive as node's parent, as `npm start` has one.
  const shell = spawn("sh", ["-c", `node --input-type=module -e '${script}'; echo "node exited with $?"`], {
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(shell);
  let out = "";
  let err = "";
  shell.stdout?.on("data", (chunk) => {
    out += chunk;
  });
  shell.stderr?.on("data", (chunk) => {
    err += chunk;
  });
  // "close", not "exit": the output is complete only then.
  const exited = new Promise<number | null>((resolve) => shell.once("close", (code) => resolve(code)));
  const ready = new Promise<void>((resolve) => {
    shell.stdout?.on("data", () => out.includes("served at") && resolve());
    void exited.then(() => resolve());
  });
  return { shell, ready, exited, output: () => ({ out, err }) };
}

/** Whether `pid` still runs (an exited orphan may linger as a zombie until init reaps it). */
function isAlive(pid: number): boolean {
  try {
    const state = readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\) /s, "")[0];
    return state !== "Z" && state !== "X";
  } catch {
    return false;
  }
}

async function waitFor(condition: () => boolean, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return condition();
}

describe("npm start's server", () => {
  let busy: Server;
  let busyPort: number;
  beforeAll(async () => {
    busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
    busyPort = (busy.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

  it("serves on HOST and PORT and says where", async () => {
    const server = start({ HOST: "127.0.0.1", PORT: "0" });
    await server.ready;
    const url = /served at (\S+)\//.exec(server.output().out)?.[1];
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${url}/`);
    expect(await response.text()).toContain("<title>served</title>");
  });

  it("explains a busy port in one line, without a stack trace, and exits 1", async () => {
    const server = start({ PORT: String(busyPort) });
    await server.exited;
    const { out, err } = server.output();
    expect(out).toContain("node exited with 1");
    expect(err.trim()).toBe(
      `Port ${busyPort} on 127.0.0.1 is in use. Start on another one, e.g. PORT=${busyPort + 1} npm start`,
    );
    expect(err).not.toMatch(/\bat .*:\d+:\d+/);
  });

  it("refuses a PORT that is not a port number", async () => {
    const server = start({ PORT: "http" });
    await server.exited;
    expect(server.output().err.trim()).toBe('PORT must be a port number (0–65535), got "http".');
    expect(server.output().out).toContain("node exited with 1");
  });

  it("stops when its parent shell is killed (SIGTERM to npm)", async () => {
    const server = start({ PORT: "0" });
    await server.ready;
    const node = await childPid(server.shell.pid as number);
    expect(isAlive(node)).toBe(true);
    server.shell.kill("SIGTERM");
    expect(await waitFor(() => !isAlive(node))).toBe(true);
  });

  it("stops on SIGTERM to itself", async () => {
    const server = start({ PORT: "0" });
    await server.ready;
    const node = await childPid(server.shell.pid as number);
    process.kill(node, "SIGTERM");
    expect(await waitFor(() => !isAlive(node))).toBe(true);
    await server.exited;
    expect(server.output().out).toContain("node exited with 0");
  });
});

/** The pid of the only child of `parent` (the node process the shell started). */
async function childPid(parent: number): Promise<number> {
  const children = readFileSync(`/proc/${parent}/task/${parent}/children`, "utf8").trim().split(/\s+/);
  expect(children).toHaveLength(1);
  return Number(children[0]);
}

// The `inferkit` bin as users get it: the package packed, installed into a scratch project, run through npx
// and Node as real processes, and the README's Python example run against it.
import { type ChildProcess, type ExecFileSyncOptions, execFileSync, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packPackages } from "../../../../scripts/test-utils/packed-packages";

const packageDir = join(import.meta.dirname, "../..");
const built = ["cli.js", "index.js"].every((file) => existsSync(join(packageDir, "dist", file)));
if (!built) console.warn("skipping the inferkit bin tests: build the package first (npm run build; npm test does)");

const PYTHON = "/usr/bin/python3";
const hasRequests = existsSync(PYTHON) && spawnSync(PYTHON, ["-c", "import requests"]).status === 0;
if (!hasRequests) console.warn("skipping the README's Python example: /usr/bin/python3 with requests not found");

/** The README's Python blocks under "Command line", in order. */
function readmePython(): string[] {
  const readme = readFileSync(join(packageDir, "README.md"), "utf8");
  const section = readme.split("\n## Command line\n")[1]?.split(/\n## /)[0] ?? "";
  return [...section.matchAll(/^```python\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? "");
}

/** A child's exit code, with everything it wrote. */
function exited(child: ChildProcess): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

describe.skipIf(!built)("the inferkit bin, packed and installed", () => {
  let project = "";
  const inferkit = (args: string[], env: Record<string, string> = {}, input = "") =>
    spawnSync("npx", ["--no-install", "inferkit", ...args], {
      cwd: project,
      encoding: "utf8",
      env: { ...process.env, ...env },
      input,
      timeout: 30_000,
    });
  const children: ChildProcess[] = [];

  beforeAll(() => {
    project = mkdtempSync(join(tmpdir(), "inferkit-bin-"));
    // Packs what is built: the prepack build is the job of `npm pack` users, and of `npm test` here.
    const quiet = { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] } satisfies ExecFileSyncOptions;
    const [packed] = packPackages(["packages/inference"], project);
    writeFileSync(join(project, "package.json"), '{ "name": "scratch", "private": true }');
    execFileSync(
      "npm",
      ["install", "--offline", "--no-audit", "--no-fund", "--ignore-scripts", packed?.tarball ?? ""],
      {
        ...quiet,
        cwd: project,
      },
    );
  }, 60_000);
  afterAll(() => {
    for (const child of children) child.kill("SIGKILL");
    rmSync(project, { recursive: true, force: true });
  });

  it("installs a bin with no dependency, and leaves @inferkit/jinja out of the library", () => {
    const installed = join(project, "node_modules/@inferkit/inference");
    const manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8"));
    expect(manifest.bin).toEqual({ inferkit: "./dist/cli.js" });
    expect(manifest.dependencies).toBeUndefined();
    // A message of the chat-template engine: bundled into the CLI only.
    const engineText = "tokenizer.chat_template is not set";
    expect(readFileSync(join(installed, "dist/cli.js"), "utf8")).toContain(engineText);
    expect(readFileSync(join(installed, "dist/index.js"), "utf8")).not.toContain(engineText);

    const version = inferkit(["--version"]);
    expect(version.status).toBe(0);
    expect(version.stdout).toBe(`${manifest.version}\n`);
  });

  it("renders a template and prints snippets through npx", () => {
    writeFileSync(join(project, "t.jinja"), "{% for m in messages %}[{{ m.role }}] {{ m.content }}{% endfor %}");
    writeFileSync(join(project, "m.json"), '[{"role": "user", "content": "Hi"}]');
    expect(inferkit(["render", "t.jinja", "--messages", "m.json"])).toMatchObject({ status: 0, stdout: "[user] Hi" });

    const model = { id: "meta-llama/Llama-3.1-8B-Instruct", pipeline_tag: "text-generation", tags: ["conversational"] };
    writeFileSync(join(project, "model.json"), JSON.stringify(model));
    const snippets = inferkit(["snippets", "model.json", "--lang", "sh"]);
    expect(snippets.status).toBe(0);
    expect(snippets.stdout).toMatch(/^==> sh \/ curl <==\ncurl /);
  });

  it("ends hostile or mistaken input with one line and exit 1 or 2, never a stack", () => {
    writeFileSync(join(project, "broken.json"), "[{");
    writeFileSync(join(project, "loop.jinja"), "{% for i in range(10**9) %}{{ i }}{% endfor %}");
    const cases: [string[], number, RegExp][] = [
      [["render", "loop.jinja", "--messages", "m.json"], 1, /^inferkit: loop\.jinja: .*limit/i],
      [["render", "t.jinja", "--messages", "broken.json"], 1, /^inferkit: broken\.json is not valid JSON/],
      [["snippets", "model.json", "--colour"], 2, /^inferkit: unknown option '--colour'/],
      [["emulate"], 2, /^inferkit: unknown command 'emulate'/],
    ];
    for (const [args, status, pattern] of cases) {
      const run = inferkit(args);
      expect(run.status, args.join(" ")).toBe(status);
      // npx may add its own warnings above; the CLI's answer is the last line.
      const last = run.stderr.trimEnd().split("\n").at(-1) ?? "";
      expect(last).toMatch(pattern);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it("ends quietly when the reader of its output goes away", async () => {
    writeFileSync(join(project, "long.json"), JSON.stringify([{ role: "user", content: "x".repeat(5_000_000) }]));
    const bin = join(project, "node_modules/.bin/inferkit");
    const render = spawn(process.execPath, [bin, "render", "t.jinja", "--messages", "long.json"], { cwd: project });
    render.stdout.once("data", () => render.stdout.destroy());
    const { code, stderr } = await exited(render);
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
  });

  it("runs the emulator until SIGINT and streams a chat answer from it", async () => {
    const emulator = spawn(process.execPath, [join(project, "node_modules/.bin/inferkit"), "emulator"], {
      cwd: project,
    });
    children.push(emulator);
    const done = exited(emulator);
    const [url] = (await once(createInterface({ input: emulator.stdout }), "line")) as [string];
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const chat = inferkit(["chat", "meta-llama/Llama-3.1-8B-Instruct", "Hello from a process"], {
      HF_TOKEN: "hf_bin_test_token",
      INFERKIT_EMULATOR: url,
    });
    expect(chat).toMatchObject({ status: 0, stdout: "Emulated reply for: Hello from a process\n" });
    expect(chat.stderr).not.toContain("hf_bin_test_token");
    // A prompt of "-" is read from standard input, without the line break that ends it.
    const piped = inferkit(
      ["chat", "meta-llama/Llama-3.1-8B-Instruct", "-"],
      { HF_TOKEN: "hf_bin_test_token", INFERKIT_EMULATOR: url },
      "A question\nover two lines\n",
    );
    expect(piped).toMatchObject({ status: 0, stdout: "Emulated reply for: A question\nover two lines\n" });

    emulator.kill("SIGINT");
    const { code, stderr } = await done;
    expect(code).toBe(0);
    expect(stderr).toMatch(/Emulator stopped \(SIGINT\)\.\n$/);
  });

  it("stops when started through npx and npx is terminated, though npx does not pass SIGTERM on", async () => {
    const npx = spawn("npx", ["--no-install", "inferkit", "emulator"], { cwd: project });
    children.push(npx);
    const [url] = (await once(createInterface({ input: npx.stdout }), "line")) as [string];
    const answers = () =>
      fetch(`${url}/huggingface.co/api/tasks`).then(
        (response) => response.ok,
        () => false,
      );
    expect(await answers()).toBe(true);
    npx.kill("SIGTERM");
    let stopped = false;
    for (let tries = 0; tries < 50 && !stopped; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      stopped = !(await answers());
    }
    expect(stopped).toBe(true);
  });

  it.runIf(hasRequests)("runs the README's Python example: emulator started, called with requests, terminated", () => {
    const [example = "", clients = ""] = readmePython();
    const python = spawnSync(PYTHON, ["-c", example], { cwd: project, encoding: "utf8", timeout: 60_000 });
    expect(python.stderr).not.toMatch(/Traceback/);
    expect(python).toMatchObject({ status: 0, stdout: "Emulated reply for: Hello\n" });
    // The base-URL clients (openai, huggingface_hub) are not installed here: their example must at least parse.
    const parsed = spawnSync(PYTHON, ["-c", "import ast, sys; ast.parse(sys.stdin.read())"], { input: clients });
    expect(parsed.status).toBe(0);
  });
});

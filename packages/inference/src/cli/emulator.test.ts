import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startEmulator } from "../emulator/server";
import { type CliSession, expectOneLineError, runInferkit, scratchFiles, startCli } from "../test-support/cli-io";

/** The URL the command prints as its first line, once it is listening. */
async function urlOf(session: CliSession): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 10) {
    const [line, ...rest] = session.stdout().split("\n");
    if (rest.length > 0) return line ?? "";
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("the emulator printed no URL");
}

const chatBody = JSON.stringify({ model: "org/model", messages: [{ role: "user", content: "Hi" }] });
const chat = (url: string) =>
  fetch(`${url}/router.huggingface.co/v1/chat/completions`, {
    method: "POST",
    headers: { authorization: "Bearer hf_test", "content-type": "application/json" },
    body: chatBody,
  });

describe("inferkit emulator", () => {
  it("serves provider URLs under its own until stopped by a signal, then closes", async () => {
    const session = startCli(["emulator"]);
    const url = await urlOf(session);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const answer = await chat(url);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ choices: [{ message: { content: "Emulated reply for: Hi" } }] });

    session.stop("SIGTERM");
    const run = await session.done;
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`${url}\n`);
    expect(run.stderr).toContain(`${url}/router.huggingface.co/v1`);
    expect(run.stderr).toMatch(/Emulator stopped \(SIGTERM\)\.\n$/);
    await expect(chat(url)).rejects.toThrow();
  });

  it("plays the faults of --faults, then answers normally; --host localhost names the URL", async () => {
    const dir = scratchFiles({
      "faults.json": [
        { kind: "status", status: 418, body: { error: "teapot" }, match: { host: "router.huggingface.co" } },
      ],
    });
    const session = startCli(["emulator", "--faults", join(dir, "faults.json"), "--host", "localhost"]);
    const url = await urlOf(session);
    expect(url).toMatch(/^http:\/\/localhost:\d+$/);
    const faulty = await chat(url.replace("localhost", "127.0.0.1"));
    expect(faulty.status).toBe(418);
    expect(await faulty.json()).toEqual({ error: "teapot" });
    expect((await chat(url.replace("localhost", "127.0.0.1"))).status).toBe(200);
    session.stop();
    expect((await session.done).code).toBe(0);
  });

  it("says a busy port is busy, in one line, exit 1", async () => {
    const holder = await startEmulator();
    try {
      const port = new URL(holder.url).port;
      const run = await runInferkit(["emulator", "--port", port]);
      expectOneLineError(run, 1, new RegExp(`port ${port} is already in use`));
      expect(run.stdout).toBe("");
    } finally {
      await holder.close();
    }
  });

  it("refuses faults it cannot play, and files that are not faults, with exit 1", async () => {
    const dir = scratchFiles({
      "unknown.json": [{ kind: "meltdown" }],
      "bad-status.json": { kind: "status", status: 99 },
      "not-faults.json": [1, 2],
      "broken.json": "[{",
    });
    const cases: [string, RegExp][] = [
      ["unknown.json", /unknown\.json: Invalid meltdown fault: unknown fault kind/],
      ["bad-status.json", /status must be an HTTP status from 200 to 599/],
      ["not-faults.json", /must hold a fault object or a list of them/],
      ["broken.json", /broken\.json is not valid JSON/],
    ];
    for (const [file, pattern] of cases)
      expectOneLineError(await runInferkit(["emulator", "--faults", join(dir, file)]), 1, pattern);
  });

  it("answers command-line mistakes with exit 2", async () => {
    const cases: [string[], RegExp][] = [
      [["--port", "http"], /--port must be a whole number from 0 to 65535/],
      [["--port", "70000"], /--port must be a whole number from 0 to 65535/],
      [["--host", "0.0.0.0"], /--host must be 127\.0\.0\.1 or localhost/],
      [["--verbose"], /unknown option '--verbose'/],
      [["now"], /unexpected argument 'now'/],
    ];
    for (const [args, pattern] of cases) expectOneLineError(await runInferkit(["emulator", ...args]), 2, pattern);
  });
});

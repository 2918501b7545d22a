// Bounded across requests: whatever clients send, and however much, what the emulator keeps stays within its
// caps (recorded requests, jobs, faults, mappings) and bodies past the limit are refused with 413.
import { connect, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { HF_TOKEN, PROVIDER_KEY, withEmulator } from "../test-support/emulator";
import { directUrl } from "../test-support/provider-oracle";
import { send } from "../test-support/requests";
import { startEmulator } from "./server";
import { DEFAULTS } from "./settings";
import { MAX_PENDING_FAULTS } from "./stores/faults";
import { MAX_MAPPING_ENTRIES } from "./stores/mappings";
import type { BinaryBody, Emulator } from "./types";

const MIB = 1024 * 1024;
const uploadUrl = "https://router.huggingface.co/hf-inference/models/org/asr";

/** Sends `count` requests, `parallel` at a time; `bodyOf(i)` is each one's body. */
async function flood(emulator: Emulator, count: number, parallel: number, bodyOf: (i: number) => Uint8Array) {
  for (let start = 0; start < count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - start) }, async (_, offset) => {
      const response = await send(emulator, uploadUrl, {
        authorization: `Bearer ${HF_TOKEN}`,
        headers: { "content-type": "application/octet-stream", "x-index": String(start + offset) },
        body: bodyOf(start + offset),
      });
      await response.arrayBuffer();
    });
    await Promise.all(batch);
  }
}

const lastIndex = (emulator: Emulator) => Number(emulator.requests.at(-1)?.headers["x-index"]);

describe("recorded requests", () => {
  it("thousands of 96 KiB bodies: the default caps hold (64 MiB), the latest requests are kept", async () => {
    await withEmulator({}, async (emulator) => {
      const count = 2_000;
      await flood(emulator, count, 16, () => new Uint8Array(96 * 1024));
      expect(emulator.recordedBytes).toBeLessThanOrEqual(DEFAULTS.maxRecordedBytes);
      // Bodies alone would be 187.5 MiB: most were dropped, and the store holds what it claims.
      expect(emulator.requests.length).toBeLessThan(count / 2);
      const bodies = emulator.requests.reduce((sum, r) => sum + (r.body as BinaryBody).bytes.length, 0);
      expect(bodies).toBeLessThanOrEqual(emulator.recordedBytes);
      expect(emulator.recordedBytes).toBeGreaterThan(DEFAULTS.maxRecordedBytes - 200 * 1024);
      expect(emulator.requests.map((r) => Number(r.headers["x-index"]))).toEqual(
        Array.from({ length: emulator.requests.length }, (_, i) => count - emulator.requests.length + i),
      );
    });
  });

  it("small requests: the count cap holds (1000 by default), and reset() empties the store", async () => {
    await withEmulator({}, async (emulator) => {
      await flood(emulator, 2_500, 32, () => new Uint8Array(1));
      expect(emulator.requests).toHaveLength(DEFAULTS.maxRecordedRequests);
      expect(lastIndex(emulator)).toBe(2_499);
      emulator.reset();
      expect(emulator.requests).toEqual([]);
      expect(emulator.recordedBytes).toBe(0);
    });
  });

  it("maxRecordedRequests and maxRecordedBytes set the caps; the latest request stays even when larger", async () => {
    await withEmulator({ maxRecordedRequests: 5, maxRecordedBytes: 100 * 1024 }, async (emulator) => {
      await flood(emulator, 50, 8, () => new Uint8Array(10 * 1024));
      expect(emulator.requests).toHaveLength(5);
      await flood(emulator, 3, 1, () => new Uint8Array(40 * 1024));
      expect(emulator.requests.length).toBe(2);
      expect(emulator.recordedBytes).toBeLessThanOrEqual(100 * 1024);
      await flood(emulator, 1, 1, () => new Uint8Array(300 * 1024));
      expect(emulator.requests).toHaveLength(1);
      expect(emulator.recordedBytes).toBeGreaterThan(300 * 1024);
    });
  });

  it("keeps its byte count right when a test empties `requests` itself", async () => {
    await withEmulator({ maxRecordedBytes: 100 * 1024 }, async (emulator) => {
      await flood(emulator, 8, 1, () => new Uint8Array(10 * 1024));
      emulator.requests.length = 0;
      await flood(emulator, 8, 1, () => new Uint8Array(10 * 1024));
      expect(emulator.requests).toHaveLength(8);
      expect(emulator.recordedBytes).toBeLessThan(90 * 1024);
    });
  });
});

describe("request bodies", () => {
  it("past maxBodyBytes: 413 whether the length is announced or streamed; at the limit: served", async () => {
    await withEmulator({ maxBodyBytes: MIB }, async (emulator) => {
      const post = (body: BodyInit) =>
        emulator.fetch(uploadUrl, {
          method: "POST",
          headers: { authorization: `Bearer ${HF_TOKEN}`, "content-type": "audio/wav" },
          body,
          duplex: "half",
        } as RequestInit);
      const announced = await post(new Uint8Array(MIB + 1));
      expect(announced.status).toBe(413);
      expect((await announced.json()).error).toContain(`limit of ${MIB} bytes (maxBodyBytes)`);
      const chunks = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 8; i++) controller.enqueue(new Uint8Array(MIB / 4));
          controller.close();
        },
      });
      expect((await post(chunks)).status).toBe(413);
      expect(emulator.requests.at(-1)?.body).toBeUndefined();
      // Exactly the limit is read (and answered by the route: an empty WAV is no audio).
      expect((await post(new Uint8Array(MIB))).status).toBe(400);
      expect(emulator.requests.at(-1)?.body).toMatchObject({ bytes: expect.any(Uint8Array) });
    });
  });

  it("the default limit is 32 MiB", async () => {
    await withEmulator({}, async (emulator) => {
      const response = await send(emulator, uploadUrl, {
        authorization: `Bearer ${HF_TOKEN}`,
        headers: { "content-type": "audio/wav" },
        body: new Uint8Array(32 * MIB + 1),
      });
      expect(response.status).toBe(413);
    });
  });
  it("bodies received at once share maxRecordedBytes: past it, 503 with Retry-After", async () => {
    await withEmulator({ maxBodyBytes: MIB, maxRecordedBytes: 2 * MIB }, async (emulator) => {
      // Two uploads of 0.9 MiB each, held open: together they fill the budget.
      const held = [0, 1].map(() => {
        let finish = () => {};
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new Uint8Array(0.9 * MIB));
            finish = () => controller.close();
          },
        });
        const answer = emulator.fetch(uploadUrl, {
          method: "POST",
          headers: { authorization: `Bearer ${HF_TOKEN}`, "content-type": "audio/wav" },
          body,
          duplex: "half",
        } as RequestInit);
        return { answer, finish: () => finish() };
      });
      let status = 0;
      // Until the held bodies have arrived, a third one still fits: retry until it does not.
      for (let attempt = 0; attempt < 100 && status !== 503; attempt++) {
        const third = await send(emulator, uploadUrl, {
          authorization: `Bearer ${HF_TOKEN}`,
          headers: { "content-type": "audio/wav" },
          body: new Uint8Array(0.9 * MIB),
        });
        status = third.status;
        if (status === 503) {
          expect(third.headers.get("retry-after")).toBe("1");
          expect((await third.json()).error).toContain("bodies at once (maxRecordedBytes)");
        } else await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(status).toBe(503);
      for (const upload of held) upload.finish();
      // Read in full once finished (and then refused by the route: zeros are no audio).
      expect(await Promise.all(held.map(async (upload) => (await upload.answer).status))).toEqual([400, 400]);
    });
  });

  it("past maxConnections, a new connection is closed as it arrives; the open ones are still served", async () => {
    await withEmulator({ maxConnections: 2 }, async (emulator) => {
      const { hostname, port } = new URL(emulator.url);
      const open = () =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect(Number(port), hostname, () => resolve(socket));
          socket.once("error", reject);
        });
      const closed = (socket: Socket) => new Promise<void>((resolve) => socket.once("close", () => resolve()));
      const held = [await open(), await open()];
      const extra = await open();
      await closed(extra);
      // A held connection is still answered (the page itself does not matter here).
      const [first] = held as [Socket, Socket];
      const answer = new Promise<string>((resolve) => first.once("data", (chunk) => resolve(String(chunk))));
      first.write(`GET / HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
      expect(await answer).toMatch(/^HTTP\/1\.1 \d{3} /);
      for (const socket of held) socket.destroy();
    });
  });

  it("request line and headers past 16 KiB are refused by Node with 431", async () => {
    await withEmulator({}, async (emulator) => {
      const response = await send(emulator, "https://huggingface.co/api/tasks", {
        headers: { "x-big": "x".repeat(17_000) },
      });
      expect(response.status).toBe(431);
    });
  });
});

describe("answers", () => {
  const chat = (emulator: Emulator, body: Record<string, unknown>) =>
    send(emulator, directUrl("groq", "/openai/v1/chat/completions"), {
      authorization: `Bearer ${PROVIDER_KEY}`,
      body: { messages: [{ role: "user", content: "Hi" }], ...body },
    });

  it("model ids are at most 512 characters (streamed chunks repeat them)", async () => {
    await withEmulator({}, async (emulator) => {
      expect((await chat(emulator, { model: "m".repeat(512) })).status).toBe(200);
      const long = await chat(emulator, { model: "m".repeat(513) });
      expect(long.status).toBe(400);
      expect((await long.json()).error.message).toBe("model must be at most 512 characters");
    });
  });

  it("a reply stops at 4096 tokens or 16 KiB, whatever the schema asks for", async () => {
    await withEmulator({}, async (emulator) => {
      const schemaOf = (keys: string[]) => ({
        type: "json_schema",
        json_schema: { schema: { type: "object", properties: Object.fromEntries(keys.map((k) => [k, {}])) } },
      });
      const words = Array.from({ length: 10_000 }, (_, i) => `w${i} x`);
      const streamed = await chat(emulator, { model: "m", response_format: schemaOf(words), stream: true });
      const events = (await streamed.text()).split("\n\n").filter((event) => event.includes('"content":"'));
      expect(events.length).toBeLessThanOrEqual(4_096 + 1);
      const long = await chat(emulator, { model: "m", response_format: schemaOf(["k".repeat(100_000)]) });
      const { choices } = await long.json();
      expect(choices[0].message.content.length).toBe(16_384);
      expect(choices[0].finish_reason).toBe("length");
    });
  });
});

describe("asynchronous jobs", () => {
  const submit = (emulator: Emulator, prompt: string) =>
    send(emulator, directUrl("black-forest-labs", "/v1/flux-dev"), {
      authorization: `X-Key ${PROVIDER_KEY}`,
      body: { prompt },
    });
  const poll = async (emulator: Emulator, url: string) => (await emulator.fetch(url)).status;

  it("the store forgets the oldest past maxJobs (1000 by default): polling it answers 404", async () => {
    await withEmulator({}, async (emulator) => {
      const urls: string[] = [];
      for (let i = 0; i < DEFAULTS.maxJobs + 200; i++)
        urls.push((await (await submit(emulator, "x")).json()).polling_url);
      expect(await poll(emulator, urls[0] as string)).toBe(404);
      expect(await poll(emulator, urls[199] as string)).toBe(404);
      expect(await poll(emulator, urls[200] as string)).toBe(200);
      expect(await poll(emulator, urls.at(-1) as string)).toBe(200);
    });
  });

  it("jobs made from big requests are forgotten within the byte budget (maxRecordedBytes)", async () => {
    await withEmulator({ maxJobs: 100, maxRecordedBytes: 256 * 1024 }, async (emulator) => {
      const big = "p".repeat(100 * 1024);
      const urls: string[] = [];
      for (let i = 0; i < 5; i++) urls.push((await (await submit(emulator, big)).json()).polling_url);
      const statuses = await Promise.all(urls.map((url) => poll(emulator, url)));
      expect(statuses).toEqual([404, 404, 404, 200, 200]);
    });
  });
});

describe("what tests register", () => {
  it(`faults: at most ${MAX_PENDING_FAULTS} wait at once, and delays must fit a timer`, async () => {
    await withEmulator({}, async (emulator) => {
      for (let i = 0; i < MAX_PENDING_FAULTS; i++) emulator.inject({ kind: "wrong-shape" });
      expect(() => emulator.inject({ kind: "wrong-shape" })).toThrow(/Too many pending faults/);
      emulator.reset();
      emulator.inject({ kind: "wrong-shape", times: 1_000_000 });
      expect(() => emulator.inject({ kind: "delay", ms: 2 ** 31 })).toThrow(/use a hang fault/);
    });
  });

  it(`provider mappings: at most ${MAX_MAPPING_ENTRIES} entries in all; replacing a mapping frees its entries`, async () => {
    await withEmulator({}, async (emulator) => {
      const entries = (n: number) =>
        Array.from({ length: n }, (_, i) => ({ provider: "groq", providerId: `m${i}`, task: "conversational" }));
      emulator.setProviderMapping("org/a", entries(MAX_MAPPING_ENTRIES - 1));
      emulator.setProviderMapping("org/b", entries(1));
      expect(() => emulator.setProviderMapping("org/c", entries(1))).toThrow(/Too many provider mappings/);
      emulator.setProviderMapping("org/a", entries(10));
      emulator.setProviderMapping("org/c", entries(1));
      emulator.reset();
      emulator.setProviderMapping("org/d", entries(MAX_MAPPING_ENTRIES));
    });
  });
});

describe("options", () => {
  it("an option the emulator could not honour throws where it is started", async () => {
    for (const options of [
      { idleTimeoutMs: 2 ** 31 },
      { lifetimeMs: 0 },
      { maxRecordedRequests: 0 },
      { maxRecordedBytes: 1.5 },
      { maxBodyBytes: -1 },
      { maxJobs: Number.NaN },
      { maxRequests: Symbol("n") },
      { port: 70_000 },
    ]) {
      await expect(startEmulator(options as never), String(Object.keys(options))).rejects.toThrow(
        /Invalid emulator option/,
      );
    }
  });
});

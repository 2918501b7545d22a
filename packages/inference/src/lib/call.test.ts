import { getEventListeners } from "node:events";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { InferenceClientInputError, InferenceClientTimeoutError } from "../errors";
import { chatCompletion, chatCompletionStream } from "../tasks/chat";
import { jsonResponse, mappingFor } from "../test-support/fake-fetch";
import type { Options } from "../types";
import { openCall, sleep, unsendableAt } from "./call";

const args = {
  model: "hub/m",
  provider: "groq" as const,
  accessToken: "gsk-1234",
  messages: [{ role: "user", content: "Hi" }],
  inferenceProviderMapping: mappingFor("groq", "conversational"),
};

const completion = {
  id: "c-1",
  object: "chat.completion",
  created: 1,
  model: "m",
  choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: "Hello" } }],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
};

/** A fetch that never answers but, like the platform's, fails as soon as its signal aborts. */
function hangingFetch() {
  const signals: Array<AbortSignal | undefined> = [];
  const fetch = ((_url: RequestInfo | URL, init: RequestInit = {}) => {
    const signal = init.signal ?? undefined;
    signals.push(signal);
    return new Promise<Response>((_resolve, reject) => {
      signal?.addEventListener("abort", () => reject(signal.reason), { once: true });
    });
  }) as typeof globalThis.fetch;
  return { fetch, signals };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (error: unknown) => error,
  );
}

/** A fetch answering the completion, and how many requests it was sent. */
function answering() {
  let sent = 0;
  const fetch = (async () => {
    sent++;
    return jsonResponse(completion);
  }) as typeof globalThis.fetch;
  return { fetch, sent: () => sent };
}

describe("the total timeout", () => {
  for (const timeout of [300, 1_000]) {
    it(`aborts the request itself at ${timeout} ms (fetch's signal), with the call's own message`, async () => {
      const { fetch, signals } = hangingFetch();
      const started = Date.now();
      const error = await failure(chatCompletion(args, { fetch, timeout }));
      expect(error).toBeInstanceOf(InferenceClientTimeoutError);
      expect((error as Error).message).toBe(`The call did not complete within ${timeout} ms`);
      expect(Date.now() - started).toBeGreaterThanOrEqual(timeout - 10);
      expect(Date.now() - started).toBeLessThan(timeout + 1_500);
      expect(signals[0]?.aborted).toBe(true);
    });
  }

  it("ends a retry wait that outlasts it, at the deadline", async () => {
    // A 429 asking for 20 s: the wait would outlive the call's 1 s.
    const fetch = (async () =>
      jsonResponse({ error: "slow down" }, 429, { "retry-after": "20" })) as typeof globalThis.fetch;
    for (const options of [{ timeout: 1_000 }, { timeout: 1_000, signal: new AbortController().signal }]) {
      const started = Date.now();
      const error = await failure(chatCompletion(args, { fetch, ...options }));
      expect(error).toBeInstanceOf(InferenceClientTimeoutError);
      expect(Date.now() - started).toBeLessThan(2_500);
    }
  });

  it("calls started together each get their own message and outcome", async () => {
    const { fetch } = hangingFetch();
    const errors = await Promise.all(
      [1_000, 1_000, 1_050].map((timeout) => failure(chatCompletion(args, { fetch, timeout }))),
    );
    expect(errors.map((e) => (e as Error).message)).toEqual([
      "The call did not complete within 1000 ms",
      "The call did not complete within 1000 ms",
      "The call did not complete within 1050 ms",
    ]);
  });

  it("is off with timeout 0: no signal is handed to fetch unless the caller gives one", async () => {
    const seen: Array<AbortSignal | null | undefined> = [];
    const fetch = (async (_url: RequestInfo | URL, init: RequestInit = {}) => {
      seen.push(init.signal);
      return jsonResponse(completion);
    }) as typeof globalThis.fetch;
    await chatCompletion(args, { fetch, timeout: 0 });
    expect(seen).toEqual([undefined]);
  });

  it("is off when longer than a timer can wait (24.8 days), with or without the caller's signal", async () => {
    // A timer asked for longer fires at once: the call would end in a millisecond.
    const fetch = (async (_url: RequestInfo | URL, init: RequestInit = {}) => {
      await new Promise((resolve) => setTimeout(resolve, 250));
      init.signal?.throwIfAborted();
      return jsonResponse(completion);
    }) as typeof globalThis.fetch;
    for (const signal of [undefined, new AbortController().signal]) {
      await expect(chatCompletion(args, { fetch, timeout: 3e9, signal })).resolves.toMatchObject({ id: "c-1" });
    }
  });

  it("cuts a wait longer than a timer can take to that longest wait, instead of ending it at once", async () => {
    vi.useFakeTimers();
    try {
      let slept = false;
      void sleep(3e9, openCall({ timeout: 0 })).then(() => {
        slept = true;
      });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(slept).toBe(false);
      await vi.advanceTimersByTimeAsync(2 ** 31);
      expect(slept).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("numeric options", () => {
  const NAMES = [
    "timeout",
    "idleTimeout",
    "maxRetries",
    "retryDelayMs",
    "maxRetryDelayMs",
    "pollIntervalMs",
    "maxResponseBytes",
    "maxMediaBytes",
    "maxEventChars",
  ] as const;

  it("refuse anything but a number of 0 or more before anything is sent, whole or streamed", async () => {
    const { fetch, sent } = answering();
    for (const name of NAMES) {
      for (const [bad, got] of [
        [Number.NaN, "NaN"],
        [-1, "-1"],
        ["5", "string"],
        [null, "object"],
        [Symbol("s"), "symbol"],
      ] as const) {
        const options = { fetch, [name]: bad } as unknown as Options;
        const refusal = new InferenceClientInputError(`Option ${name} must be a number of 0 or more, got ${got}`);
        await expect(chatCompletion(args, options)).rejects.toThrow(refusal);
        await expect(chatCompletionStream(args, options).next()).rejects.toThrow(refusal);
      }
    }
    expect(sent()).toBe(0);
  });

  it("take 0 and Infinity", async () => {
    const fetch = (async () => jsonResponse(completion)) as typeof globalThis.fetch;
    for (const name of NAMES) {
      for (const value of [0, Number.POSITIVE_INFINITY]) {
        if (name === "maxResponseBytes" && value === 0) continue; // a limit of 0 bytes refuses the answer itself
        await expect(chatCompletion(args, { fetch, [name]: value }), `${name}: ${value}`).resolves.toMatchObject({
          id: "c-1",
        });
      }
    }
  });
});

describe("values sent as headers", () => {
  /** Whether the platform's fetch takes `value` as a header value. */
  const platformTakes = (value: string) => {
    try {
      new Headers({ "x-value": value });
      return true;
    } catch {
      return false;
    }
  };

  it("are refused exactly where the platform's fetch refuses them after a scheme, and never taken where it refuses", () => {
    const text = fc.string({
      unit: fc.constantFrom("a", " ", "\t", "\n", "\r", "\0", "\u00e9", "\u201c", "\u{1f917}"),
    });
    fc.assert(
      fc.property(text, (value) => {
        const taken = unsendableAt(value) < 0;
        expect(taken, JSON.stringify(value)).toBe(platformTakes(`Bearer ${value}`));
        if (taken) expect(platformTakes(value), JSON.stringify(value)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("refuse a token or billTo fetch cannot send, naming the character, before anything is sent", async () => {
    const { fetch, sent } = answering();
    const cases = [
      [{ accessToken: "hf_secretPart\nrest" }, {}, "The access token", '14 is "\\n"'],
      [{ accessToken: "\u201chf_secretPart\u201d" }, {}, "The access token", '1 is "\u201c"'],
      [{ accessToken: "\nhf_secretPart" }, {}, "The access token", '1 is "\\n"'],
      [{}, { billTo: "my-org\r\nX-Injected: 1" }, "Option billTo", '7 is "\\r"'],
    ] as const;
    for (const [argsPart, options, what, where] of cases) {
      const call = { ...args, ...argsPart };
      const refusal = new InferenceClientInputError(`${what} cannot be sent in an HTTP header: its character ${where}`);
      await expect(chatCompletion(call, { fetch, ...options })).rejects.toThrow(refusal);
      await expect(chatCompletionStream(call, { fetch, ...options }).next()).rejects.toThrow(refusal);
    }
    expect(sent()).toBe(0);
  });

  it("take what fetch strips or sends as it is: a token read with its line end, a Latin-1 billTo", async () => {
    const seen: Array<Record<string, string>> = [];
    const fetch = (async (_url: string, init: RequestInit) => {
      seen.push(Object.fromEntries(new Headers(init.headers)));
      return jsonResponse(completion);
    }) as unknown as typeof globalThis.fetch;
    await chatCompletion({ ...args, accessToken: "gsk-1234\r\n" }, { fetch, billTo: " Société\n" });
    expect(seen[0]).toMatchObject({ authorization: "Bearer gsk-1234", "x-hf-bill-to": "Société" });
  });
});

describe("the caller's signal", () => {
  it("aborts the request with the caller's reason", async () => {
    const { fetch, signals } = hangingFetch();
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("caller gave up")), 50);
    await expect(chatCompletion(args, { fetch, signal: controller.signal })).rejects.toThrow("caller gave up");
    expect(signals[0]?.aborted).toBe(true);
  });

  it("ends a retry wait at once", async () => {
    const fetch = (async () =>
      jsonResponse({ error: "slow down" }, 429, { "retry-after": "20" })) as typeof globalThis.fetch;
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("caller gave up")), 50);
    const started = Date.now();
    await expect(chatCompletion(args, { fetch, signal: controller.signal })).rejects.toThrow("caller gave up");
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("is detached from when the call ends, whatever the outcome", async () => {
    const options = (signal: AbortSignal): Options => ({ signal, retry_on_error: false });
    const ok = new AbortController();
    await chatCompletion(args, {
      ...options(ok.signal),
      fetch: (async () => jsonResponse(completion)) as typeof fetch,
    });
    const failed = new AbortController();
    await failure(
      chatCompletion(args, { ...options(failed.signal), fetch: (async () => jsonResponse({}, 500)) as typeof fetch }),
    );
    expect(getEventListeners(ok.signal, "abort")).toHaveLength(0);
    expect(getEventListeners(failed.signal, "abort")).toHaveLength(0);
  });

  it("already aborted: nothing is sent", async () => {
    const { fetch, signals } = hangingFetch();
    const controller = new AbortController();
    controller.abort(new Error("too late"));
    await expect(chatCompletion(args, { fetch, signal: controller.signal })).rejects.toThrow("too late");
    expect(signals).toHaveLength(0);
  });
});

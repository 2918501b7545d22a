// The client against servers that echo the credential they receive into everything they answer
// (error bodies, JSON keys, request ids, job errors, stream events) and that name URLs on a second
// origin: no credential reaches an error, a hook or that second origin.
import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  InferenceClientHubApiError,
  InferenceClientProviderApiError,
  InferenceClientProviderOutputError,
} from "../errors";
import { clearProviderMappingCache } from "../lib/mapping";
import { chatCompletion, chatCompletionStream } from "../tasks/chat";
import { featureExtraction } from "../tasks/nlp";
import { textToImage, textToVideo } from "../tasks/vision";
import { directUrl } from "../test-support/provider-oracle";
import type { Options, RequestEvent, ResponseEvent } from "../types";
import {
  callArgs,
  failureOf,
  type HostileServer,
  leakIn,
  receivedCredential,
  redirectingFetch,
  sawSecret,
  startHostileServer,
} from "./hostile";

let provider: HostileServer;
let elsewhere: HostileServer;

beforeAll(async () => {
  [provider, elsewhere] = await Promise.all([startHostileServer(), startHostileServer()]);
});
afterAll(async () => {
  await Promise.all([provider.close(), elsewhere.close()]);
});
beforeEach(() => {
  for (const server of [provider, elsewhere]) {
    server.seen.length = 0;
    server.handler = (_req, res) => json(res, 404, { error: "unexpected request" });
  }
  clearProviderMappingCache();
});

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
function servePng(res: ServerResponse): void {
  res.writeHead(200, { "content-type": "image/png" });
  res.end(PNG_BYTES);
}

const options = (extra: Options = {}): Options => ({
  fetch: redirectingFetch(provider),
  maxRetries: 0,
  pollIntervalMs: 1,
  ...extra,
});

/** The error is of `type`, quotes the echo (so the echo happened) with the credential redacted, and leaks nothing. */
function expectScrubbed(error: unknown, type: abstract new (...args: never[]) => Error, secret: string): void {
  expect(error).toBeInstanceOf(type);
  expect((error as Error).message).toContain("[redacted]");
  expect(leakIn(error, secret)).toBeUndefined();
  expect(provider.seen.some((request) => receivedCredential(request)?.includes(secret))).toBe(true);
}

const echo = (req: { headers: Record<string, unknown> }) => String(req.headers.authorization ?? "");

describe("errors built from what a server echoes", () => {
  const KEY = "gsk_echoedProviderKey0123456789";
  const chatArgs = callArgs("groq", "conversational", KEY, { messages: [{ role: "user", content: "Hi" }] });

  it("an HTTP error echoing the key in its message, a JSON key, a nested detail and the request id", async () => {
    provider.handler = (req, res) =>
      json(
        res,
        401,
        { error: { message: `Invalid key ${echo(req)}` }, [echo(req)]: { detail: [{ msg: echo(req) }] } },
        { "x-request-id": `req-${echo(req)}` },
      );
    const error = await failureOf(chatCompletion(chatArgs, options()));
    expectScrubbed(error, InferenceClientProviderApiError, KEY);
    expect((error as InferenceClientProviderApiError).requestId).toBe("req-Bearer [redacted]");
  });

  it("a plain-text error body echoing the key", async () => {
    provider.handler = (req, res) => {
      res.writeHead(500, { "content-type": "text/plain" });
      res.end(`upstream refused ${echo(req)}`);
    };
    const TOKEN = "hf_echoedHubToken0123456789";
    const args = callArgs("hf-inference", "feature-extraction", TOKEN, { inputs: "x" });
    expectScrubbed(await failureOf(featureExtraction(args, options())), InferenceClientProviderApiError, TOKEN);
  });

  it("a Hub mapping lookup failing with the token in its body and request id", async () => {
    const TOKEN = "hf_echoedHubLookupToken0123456";
    provider.handler = (req, res) =>
      json(res, 401, { error: `token ${echo(req)} is invalid` }, { "x-request-id": echo(req) });
    const error = await failureOf(
      chatCompletion({ ...chatArgs, accessToken: TOKEN, inferenceProviderMapping: undefined }, options()),
    );
    expectScrubbed(error, InferenceClientHubApiError, TOKEN);
  });

  it("concurrent Hub lookups with two tokens are not shared, and leak neither token to the other call", async () => {
    const [FIRST, SECOND] = ["hf_firstCallerToken0123456789", "hf_secondCallerToken012345678"];
    provider.handler = (req, res) => {
      setTimeout(() => json(res, 401, { error: `token ${echo(req)} is invalid`, [echo(req)]: "rejected" }), 50);
    };
    const lookup = (token: string) =>
      chatCompletion({ ...chatArgs, accessToken: token, inferenceProviderMapping: undefined }, options());
    const errors = await Promise.all([failureOf(lookup(FIRST)), failureOf(lookup(SECOND))]);
    expect(provider.seen.map(receivedCredential)).toEqual([`Bearer ${FIRST}`, `Bearer ${SECOND}`]);
    for (const error of errors) {
      expect(error).toBeInstanceOf(InferenceClientHubApiError);
      expect(leakIn(error, FIRST)).toBeUndefined();
      expect(leakIn(error, SECOND)).toBeUndefined();
    }
  });

  it("a stream whose error event and request id echo the key", async () => {
    provider.handler = (req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream", "x-request-id": echo(req) });
      const chunk = { choices: [{ index: 0, delta: { content: "a" } }] };
      res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      res.end(`data: ${JSON.stringify({ error: { message: `bad ${echo(req)}` }, [echo(req)]: 1 })}\n\n`);
    };
    const error = await failureOf(chatCompletionStream(chatArgs, options()));
    expectScrubbed(error, InferenceClientProviderApiError, KEY);
  });

  it("a stream event that is not JSON and quotes the key", async () => {
    provider.handler = (req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.end(`data: <html>${echo(req)}</html>\n\n`);
    };
    expectScrubbed(await failureOf(chatCompletionStream(chatArgs, options())), InferenceClientProviderOutputError, KEY);
  });

  it("hooks never see the key, even in a request id or a URL the server names", async () => {
    const events: Array<RequestEvent | ResponseEvent> = [];
    provider.handler = (req, res) => json(res, 429, { error: "slow down" }, { "x-request-id": echo(req) });
    await failureOf(
      chatCompletion(chatArgs, options({ onRequest: (e) => events.push(e), onResponse: (e) => events.push(e) })),
    );
    expect(events).toHaveLength(2);
    expect(JSON.stringify(events)).not.toContain(KEY);
  });
});

describe("asynchronous jobs", () => {
  const REPLICATE_KEY = "r8_echoedReplicateKey0123456789";
  const replicateArgs = callArgs("replicate", "text-to-image", REPLICATE_KEY, { inputs: "a fox" });

  it("a failed Replicate prediction whose error echoes the key", async () => {
    provider.handler = (req, res) =>
      json(res, 201, { id: "p1", status: "failed", error: `no access for ${echo(req)}` });
    expectScrubbed(
      await failureOf(textToImage(replicateArgs, options())),
      InferenceClientProviderOutputError,
      REPLICATE_KEY,
    );
  });

  it("Replicate's urls.get on another origin is polled without the key; the image is fetched without it", async () => {
    const pollUrl = `${elsewhere.origin}/v1/predictions/p1?leak=${REPLICATE_KEY}`;
    provider.handler = (_req, res) => json(res, 201, { id: "p1", status: "processing", urls: { get: pollUrl } });
    elsewhere.handler = (req, res) =>
      req.url?.startsWith("/v1/predictions")
        ? json(res, 200, { id: "p1", status: "succeeded", output: [`${elsewhere.origin}/out.png`] })
        : servePng(res);
    const events: RequestEvent[] = [];
    const image = await textToImage(replicateArgs, options({ onRequest: (e) => events.push(e) }));
    expect(image).toBeInstanceOf(Blob);
    expect(elsewhere.seen.map((r) => r.url.split("?")[0])).toEqual(["/v1/predictions/p1", "/out.png"]);
    expect(elsewhere.seen.map(receivedCredential)).toEqual([undefined, undefined]);
    expect(sawSecret(elsewhere, REPLICATE_KEY)).toBe(false);
    expect(JSON.stringify(events)).not.toContain(REPLICATE_KEY);
  });

  it("Replicate's urls.get on the provider's own origin is polled with the key", async () => {
    provider.handler = (req, res) =>
      req.method === "POST"
        ? json(res, 201, { id: "p1", status: "starting", urls: { get: directUrl("replicate", "/v1/predictions/p1") } })
        : json(res, 200, { id: "p1", status: "succeeded", output: `${elsewhere.origin}/out.png` });
    elsewhere.handler = (_req, res) => servePng(res);
    await textToImage(replicateArgs, options());
    expect(provider.seen.map(receivedCredential)).toEqual([`Bearer ${REPLICATE_KEY}`, `Bearer ${REPLICATE_KEY}`]);
    expect(elsewhere.seen.map(receivedCredential)).toEqual([undefined]);
  });

  const FAL_KEY = "fal-echoed-key:0123456789abcdef";
  const falArgs = callArgs("fal-ai", "text-to-video", FAL_KEY, { inputs: "a fox" });

  it("a fal.ai status poll whose error echoes the key", async () => {
    provider.handler = (req, res) =>
      req.method === "POST"
        ? json(res, 200, { request_id: "r1", status: "IN_QUEUE" })
        : json(res, 200, { status: "IN_PROGRESS", error: `key ${echo(req)} revoked` });
    expectScrubbed(await failureOf(textToVideo(falArgs, options())), InferenceClientProviderOutputError, FAL_KEY);
  });

  it("fal.ai polls its own origin whatever response_url names, and fetches the video without the key", async () => {
    provider.handler = (req, res) => {
      if (req.method === "POST") {
        json(res, 200, {
          request_id: "r1",
          status: "IN_QUEUE",
          response_url: `${elsewhere.origin}/org/model-x/requests/r1`,
        });
      } else if (req.url?.endsWith("/status")) json(res, 200, { status: "COMPLETED" });
      else json(res, 200, { video: { url: `${elsewhere.origin}/v.mp4` } });
    };
    elsewhere.handler = (_req, res) => servePng(res);
    await textToVideo(falArgs, options());
    expect(provider.seen.map(receivedCredential)).toEqual(Array(3).fill(`Key ${FAL_KEY}`));
    expect(elsewhere.seen.map((r) => [r.url, receivedCredential(r)])).toEqual([["/v.mp4", undefined]]);
  });

  it("a Novita result quoting the key in a malformed answer; its video URL elsewhere gets no key", async () => {
    const NOVITA_KEY = "sk_echoedNovitaKey0123456789";
    const args = callArgs("novita", "text-to-video", NOVITA_KEY, { inputs: "a fox" });
    provider.handler = (req, res) =>
      req.method === "POST"
        ? json(res, 200, { task_id: "t1" })
        : json(res, 200, { task: { status: "TASK_STATUS_SUCCEED" }, videos: [{ note: echo(req) }] });
    expectScrubbed(await failureOf(textToVideo(args, options())), InferenceClientProviderOutputError, NOVITA_KEY);
    provider.handler = (req, res) =>
      req.method === "POST"
        ? json(res, 200, { task_id: "t1" })
        : json(res, 200, {
            task: { status: "TASK_STATUS_SUCCEED" },
            videos: [{ video_url: `${elsewhere.origin}/v.mp4` }],
          });
    elsewhere.handler = (_req, res) => servePng(res);
    await textToVideo(args, options());
    expect(elsewhere.seen.map(receivedCredential)).toEqual([undefined]);
  });

  it("a Black Forest Labs polling URL on another origin gets no key", async () => {
    const BFL_KEY = "bfl_echoedKey0123456789abcdef";
    provider.handler = (_req, res) =>
      json(res, 200, { id: "j1", polling_url: `${elsewhere.origin}/v1/get_result?id=j1` });
    elsewhere.handler = (req, res) =>
      req.url?.startsWith("/v1/get_result")
        ? json(res, 200, { status: "Ready", result: { sample: `${elsewhere.origin}/s.png` } })
        : servePng(res);
    const args = callArgs("black-forest-labs", "text-to-image", BFL_KEY, { inputs: "a fox" });
    await textToImage(args, options());
    expect(provider.seen.map(receivedCredential)).toEqual([`X-Key ${BFL_KEY}`]);
    expect(sawSecret(elsewhere, BFL_KEY)).toBe(false);
    expect(elsewhere.seen).toHaveLength(2);
  });
});

describe("redirects", () => {
  it("a redirect to another origin does not carry the Authorization header", async () => {
    const KEY = "gsk_redirectedKey0123456789";
    provider.handler = (_req, res) => {
      res.writeHead(307, { location: `${elsewhere.origin}/openai/v1/chat/completions` });
      res.end();
    };
    elsewhere.handler = (_req, res) =>
      json(res, 200, {
        id: "c",
        created: 1,
        model: "m",
        usage: {},
        choices: [{ index: 0, message: { role: "assistant", content: "hi" } }],
      });
    await chatCompletion(callArgs("groq", "conversational", KEY, { messages: [] }), options());
    expect(elsewhere.seen).toHaveLength(1);
    expect(sawSecret(elsewhere, KEY)).toBe(false);
  });
});

describe('answers nested deeper than the stack allows (64 KB of `{"error":`)', () => {
  const KEY = "gsk_nestedProviderKey0123456789";
  const TOKEN = "hf_nestedHubToken0123456789";
  const chatArgs = callArgs("groq", "conversational", KEY, { messages: [{ role: "user", content: "Hi" }] });
  /** `{"<key>":{"<key>":…1…}}`, nested `depth` times: JSON.parse reads it, recursive code overflows. */
  const nested = (key: string, depth: number) => `${`{"${key}":`.repeat(depth)}1${"}".repeat(depth)}`;
  const rawJson = (res: ServerResponse, status: number, text: string) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(text);
  };

  /** A typed error of `type` that serialises (String, JSON.stringify) without throwing. */
  function expectTypedAndPrintable(error: unknown, type: abstract new (...args: never[]) => Error): void {
    expect(error).toBeInstanceOf(type);
    expect(() => JSON.stringify(error)).not.toThrow();
    expect(String(error).length).toBeLessThan(10_000);
  }

  /** `{"<key>":[[…1…]]}` filling `bytes`: one character per level, as deep as an error body may be. */
  const deepList = (key: string, bytes: number) => {
    const depth = Math.floor((bytes - key.length - 6) / 2);
    return `{"${key}":${"[".repeat(depth)}1${"]".repeat(depth)}}`;
  };

  it("an error body for a chat call (its error is quoted in the message)", async () => {
    provider.handler = (_req, res) => rawJson(res, 400, deepList("error", 64 * 1024));
    expectTypedAndPrintable(await failureOf(chatCompletion(chatArgs, options())), InferenceClientProviderApiError);
  });

  it("an error body for a call without a token (nothing to scrub, the body is kept)", async () => {
    provider.handler = (_req, res) => rawJson(res, 500, deepList("detail", 64 * 1024));
    const args = { ...callArgs("hf-inference", "feature-extraction", TOKEN, { inputs: "x" }), accessToken: undefined };
    expectTypedAndPrintable(await failureOf(featureExtraction(args, options())), InferenceClientProviderApiError);
  });

  it("a successful feature-extraction answer of arrays in arrays", async () => {
    provider.handler = (_req, res) => rawJson(res, 200, `${"[".repeat(100_000)}1${"]".repeat(100_000)}`);
    const args = callArgs("hf-inference", "feature-extraction", TOKEN, { inputs: "x" });
    expectTypedAndPrintable(await failureOf(featureExtraction(args, options())), InferenceClientProviderOutputError);
  });

  it("a stream's error event", async () => {
    provider.handler = (_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.end(`data: {"error":${nested("a", 7_000)}}\n\n`);
    };
    expectTypedAndPrintable(
      await failureOf(chatCompletionStream(chatArgs, options())),
      InferenceClientProviderApiError,
    );
  });

  it("a Novita result quoted in a malformed-answer message", async () => {
    const args = callArgs("novita", "text-to-video", "sk_nestedNovitaKey0123456789", { inputs: "a fox" });
    provider.handler = (req, res) =>
      req.method === "POST"
        ? json(res, 200, { task_id: "t1" })
        : rawJson(res, 200, `{"task":{"status":"TASK_STATUS_SUCCEED"},"videos":[${nested("v", 7_000)}]}`);
    expectTypedAndPrintable(await failureOf(textToVideo(args, options())), InferenceClientProviderOutputError);
  });
});

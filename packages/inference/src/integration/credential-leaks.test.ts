// Properties: a random credential echoed anywhere in a failed answer (a message, a JSON key, a nested
// detail, a request id, across a truncation boundary, in a stream split at random) never survives in
// any serialised form of the error, not even as a piece a cut left behind.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InferenceClientError, InferenceClientInputError } from "../errors";
import { MAX_ERROR_BODY_BYTES } from "../lib/api-error";
import { EXCERPT_CHARS } from "../lib/redact";
import { chatCompletion, chatCompletionStream } from "../tasks/chat";
import { featureExtraction } from "../tasks/nlp";
import { fakeFetch, mappingFor } from "../test-support/fake-fetch";
import { leakIn } from "./hostile";

const encoder = new TextEncoder();

/** Tokens in the providers' shapes; letters and digits the filler text never uses. */
const token = fc
  .tuple(
    fc.constantFrom("hf_", "sk-", "r8_", "gsk_", ""),
    fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789"), minLength: 16, maxLength: 48 }),
  )
  .map(([prefix, rest]) => prefix + rest);
const filler = (maxLength: number) =>
  fc.string({ unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ .,:;!?#"), maxLength });
const pad = (length: number) => "X".repeat(Math.max(0, length));

/** A body (content type, text) carrying `echo` somewhere, built by one of the shapes providers use. */
type BodyShape = (echo: string, before: string, after: string, offset: number) => [string, string];
const JSON_TYPE = "application/json";
const shapes: Record<string, BodyShape> = {
  errorString: (e, b, a) => [JSON_TYPE, JSON.stringify({ error: b + e + a })],
  errorObject: (e, b, a) => [JSON_TYPE, JSON.stringify({ error: { message: b + e + a, type: "auth" } })],
  jsonKey: (e, b, a) => [JSON_TYPE, JSON.stringify({ [b + e + a]: { [e]: [e] }, detail: a })],
  nestedDetail: (e, b, a) => [JSON_TYPE, JSON.stringify({ detail: [{ loc: [e], msg: b + e + a }] })],
  plainText: (e, b, a) => ["text/plain", b + e + a],
  /** The echo straddles the excerpt's cut. */
  acrossExcerpt: (e, _b, a, offset) => ["text/plain", pad(EXCERPT_CHARS - 1 - (offset % (e.length - 1))) + e + a],
  /** The echo straddles the end of what is read of an error body, twice over (text and JSON). */
  acrossReadLimit: (e, _b, a, offset) => [
    "text/plain",
    pad(MAX_ERROR_BODY_BYTES - 1 - (offset % (e.length - 1))) + e + a,
  ],
  jsonAcrossReadLimit: (e, _b, a, offset) => [
    JSON_TYPE,
    `{"error":"${pad(MAX_ERROR_BODY_BYTES - 11 - (offset % (e.length - 1)))}${e}${a}"}`,
  ],
};

/** A response whose body arrives cut at `cuts`. */
function chunkedResponse(text: string, cuts: number[], status: number, headers: Record<string, string>): Response {
  const bytes = encoder.encode(text);
  const edges = [...new Set([0, ...cuts.map((c) => c % (bytes.length + 1)), bytes.length])].sort((x, y) => x - y);
  let index = 1;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (index < edges.length) controller.enqueue(bytes.subarray(edges[index - 1], edges[index++]));
      else controller.close();
    },
  });
  return new Response(body, { status, headers });
}

const messages = [{ role: "user", content: "Hi" }];

describe("an echoed credential never survives in an error", () => {
  it("HTTP errors of any shape, status and split, with the echo in the body and the request id", async () => {
    await fc.assert(
      fc.asyncProperty(
        token,
        fc.constantFrom(...Object.keys(shapes)),
        fc.constantFrom("bare", "bearer"),
        fc.tuple(filler(200), filler(200), fc.nat()),
        fc.constantFrom(400, 401, 404, 422, 500),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.constantFrom("chat", "features"),
        async (secret, shape, form, [before, after, offset], status, inRequestId, cuts, task) => {
          const echo = form === "bearer" ? `Bearer ${secret}` : secret;
          const [type, text] = (shapes[shape] as BodyShape)(echo, before, after, offset);
          const headers: Record<string, string> = { "content-type": type };
          if (inRequestId) headers["x-request-id"] = `id-${echo}`;
          const { fetch } = fakeFetch(() => chunkedResponse(text, cuts, status, headers));
          const options = { fetch, maxRetries: 0 };
          const common = { model: "hub/m", accessToken: secret };
          const call =
            task === "chat"
              ? chatCompletion(
                  {
                    ...common,
                    provider: "groq",
                    messages,
                    inferenceProviderMapping: mappingFor("groq", "conversational"),
                  },
                  options,
                )
              : featureExtraction(
                  {
                    ...common,
                    provider: "hf-inference",
                    inputs: "x",
                    inferenceProviderMapping: mappingFor("hf-inference", "feature-extraction"),
                  },
                  options,
                );
          const error = await call.then(
            () => undefined,
            (e: unknown) => e,
          );
          expect(error).toBeInstanceOf(InferenceClientError);
          expect(leakIn(error, secret)).toBeUndefined();
          expect((error as Error).message.length).toBeLessThan(2 * EXCERPT_CHARS + 500);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("stream errors: an error event or a malformed event echoing it, split anywhere", async () => {
    await fc.assert(
      fc.asyncProperty(
        token,
        fc.constantFrom("errorEvent", "errorKey", "malformed", "longMalformed"),
        fc.tuple(filler(100), filler(100)),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 8 }),
        async (secret, kind, [before, after], inRequestId, cuts) => {
          const text = before + secret + after;
          const event = {
            errorEvent: () => JSON.stringify({ error: { message: text } }),
            errorKey: () => JSON.stringify({ error: "denied", [text]: [secret] }),
            malformed: () => `<html>${text}</html>`,
            longMalformed: () => pad(EXCERPT_CHARS - 1 - (before.length % (secret.length - 1))) + text,
          }[kind]();
          const chunk = JSON.stringify({ choices: [{ index: 0, delta: { content: "a" } }] });
          const headers: Record<string, string> = { "content-type": "text/event-stream" };
          if (inRequestId) headers["x-request-id"] = secret;
          const wire = `data: ${chunk}\n\ndata: ${event}\n\ndata: [DONE]\n\n`;
          const { fetch } = fakeFetch(() => chunkedResponse(wire, cuts, 200, headers));
          const stream = chatCompletionStream(
            {
              model: "hub/m",
              provider: "groq",
              accessToken: secret,
              messages,
              inferenceProviderMapping: mappingFor("groq", "conversational"),
            },
            { fetch },
          );
          let error: unknown;
          try {
            for await (const _ of stream);
          } catch (e) {
            error = e;
          }
          expect(error).toBeInstanceOf(InferenceClientError);
          expect(leakIn(error, secret)).toBeUndefined();
        },
      ),
      { numRuns: 150 },
    );
  });

  it("a pasted token no header can carry (a line break inside) is refused before sending, naming no part of it", async () => {
    const parts = ["gsk_firstpastedtoken", "gsk_secondpastedtoken"];
    const error = await chatCompletion(
      {
        model: "hub/m",
        provider: "groq",
        accessToken: `\t${parts.join("\n")}\r\n`,
        messages,
        inferenceProviderMapping: mappingFor("groq", "conversational"),
      },
      { maxRetries: 0 },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InferenceClientInputError);
    expect(String(error)).toBe(
      'InputError: The access token cannot be sent in an HTTP header: its character 22 is "\\n"',
    );
    for (const part of parts) expect(leakIn(error, part)).toBeUndefined();
  });
});

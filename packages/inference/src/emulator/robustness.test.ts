// Whatever arrives, the emulator answers (or deliberately drops the socket) and keeps serving.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HF_TOKEN, useEmulator } from "../test-support/emulator";
import { rawRequest, send } from "../test-support/requests";
import { HF_TASKS } from "./providers/hf-inference-tasks";

const HOSTS = [
  "router.huggingface.co",
  "huggingface.co",
  "api.groq.com",
  "fal.run",
  "queue.fal.run",
  "api.us1.bfl.ai",
  "api.replicate.com",
  "api.novita.ai",
  "x.endpoints.huggingface.cloud",
  "unknown.example",
];
const SEGMENTS = [
  "v1",
  "models",
  "chat",
  "completions",
  "hf-inference",
  "fal-ai",
  "groq",
  "openai",
  "requests",
  "status",
  "%",
  "%E0%A4%A",
  "..",
  "",
  "pipeline",
  "predictions",
  "v3",
  "async",
  "task-result",
  "get_result",
  "emulated",
  "x.png",
];

describe("robustness", () => {
  const emulator = useEmulator();

  it("answers arbitrary methods, paths, headers and bodies with an HTTP status", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH"),
        fc.constantFrom(...HOSTS),
        fc.array(fc.constantFrom(...SEGMENTS), { maxLength: 6 }),
        fc.constantFrom("", "?_subdomain=queue", "?id=x", "?task_id=", "?expand[]=inferenceProviderMapping"),
        fc.constantFrom(undefined, "application/json", "audio/wav", "text/plain"),
        fc.constantFrom(undefined, `Bearer ${HF_TOKEN}`, "Key k", "X-Key k", "Bearer k"),
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.constant('{"messages":[{"role":"user","content":"x"}],"model":"m","stream":true}'),
        ),
        async (method, host, segments, query, contentType, authorization, body) => {
          const headers: Record<string, string> = {};
          if (contentType) headers["content-type"] = contentType;
          if (authorization) headers.authorization = authorization;
          const target = `/${host}/${segments.join("/")}${query}`;
          const { status } = await rawRequest(emulator().url, method, target, headers, body);
          expect(status).toBeGreaterThanOrEqual(200);
          // 500 would be an emulator bug (no fault is injected here).
          expect(status).toBeLessThan(500);
        },
      ),
      { numRuns: 500 },
    );
    // Still serving.
    expect((await send(emulator(), "https://huggingface.co/api/models/none")).status).toBe(404);
  });

  it("survives malformed percent-encoding in the target", async () => {
    for (const target of [
      "//%E0%A4%A",
      "/router.huggingface.co/..//%E0%A4%A",
      "/%E0%A4%A/x",
      "/router.huggingface.co/hf-inference/models/%E0%A4%A",
      "/huggingface.co/api/models/%",
    ]) {
      const { status } = await rawRequest(
        emulator().url,
        "POST",
        target,
        { authorization: `Bearer ${HF_TOKEN}`, "content-type": "application/json" },
        '{"inputs":"x"}',
      );
      expect([400, 404]).toContain(status);
    }
  });

  it("every hf-inference task answers any JSON payload with a status below 500", async () => {
    const tasks = Object.keys(HF_TASKS);
    for (const task of tasks)
      emulator().setProviderMapping(`hub/${task}`, [{ provider: "hf-inference", providerId: `org/${task}`, task }]);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...tasks),
        fc.jsonValue(),
        fc.oneof(
          fc.constant(undefined),
          fc.jsonValue(),
          fc.record({ candidate_labels: fc.jsonValue(), max_new_tokens: fc.jsonValue() }),
        ),
        fc.boolean(),
        async (task, inputs, parameters, stream) => {
          const response = await send(emulator(), `https://router.huggingface.co/hf-inference/models/org/${task}`, {
            authorization: `Bearer ${HF_TOKEN}`,
            body: { inputs, parameters, stream },
          });
          await response.arrayBuffer();
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("chat routes answer any mix of plausible and junk fields with a status below 500", async () => {
    const message = fc.record({
      role: fc.constantFrom("user", "assistant", "system", "tool", "x"),
      content: fc.jsonValue(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "https://router.huggingface.co/v1/chat/completions",
          "https://router.huggingface.co/together/v1/chat/completions",
          "https://router.huggingface.co/sambanova/v1/chat/completions",
          "https://router.huggingface.co/nebius/v1/chat/completions",
          "https://router.huggingface.co/hf-inference/models/org/m/v1/chat/completions",
        ),
        fc.record(
          {
            model: fc.oneof(fc.constant("org/m"), fc.jsonValue()),
            messages: fc.oneof(fc.array(message, { maxLength: 3 }), fc.jsonValue()),
            max_tokens: fc.jsonValue(),
            response_format: fc.oneof(
              fc.jsonValue(),
              fc.record({
                type: fc.constantFrom("json_schema", "json_object"),
                json_schema: fc.jsonValue(),
                schema: fc.jsonValue(),
              }),
            ),
            guided_json: fc.jsonValue(),
            tools: fc.jsonValue(),
            tool_choice: fc.oneof(fc.constant("required"), fc.jsonValue()),
            stream: fc.boolean(),
            stream_options: fc.jsonValue(),
          },
          { requiredKeys: [] },
        ),
        async (url, body) => {
          const response = await send(emulator(), url, { authorization: `Bearer ${HF_TOKEN}`, body });
          await response.arrayBuffer();
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("chat routes answer a model that is an object with its own toString with a 4xx, not a crash", async () => {
    // A counterexample the property above once found: `String(model)` throws on it.
    for (const url of [
      "https://router.huggingface.co/v1/chat/completions",
      "https://router.huggingface.co/together/v1/chat/completions",
      "https://router.huggingface.co/hf-inference/models/org/m/v1/chat/completions",
    ]) {
      for (const model of [{ toString: 0 }, { toString: "x", valueOf: null }]) {
        const body = { model, messages: [{ role: "user", content: "Hi" }] };
        const response = await send(emulator(), url, { authorization: `Bearer ${HF_TOKEN}`, body });
        await response.arrayBuffer();
        expect(`${url} ${response.status}`).toMatch(/ 4\d\d$/);
      }
    }
  });
});

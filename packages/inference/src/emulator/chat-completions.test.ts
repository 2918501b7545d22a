import { describe, expect, it } from "vitest";
import { PROVIDER_KEY, useEmulator } from "../test-support/emulator";
import { directUrl } from "../test-support/provider-oracle";
import { send, sseData } from "../test-support/requests";

const authorization = `Bearer ${PROVIDER_KEY}`;
const messages = [{ role: "user", content: "alpha beta gamma" }];
type Json = Record<string, unknown>;

describe("chat completions", () => {
  const emulator = useEmulator();
  const post = (url: string, body: unknown, headers?: Record<string, string>) =>
    send(emulator(), url, { authorization, body, ...(headers ? { headers } : {}) });
  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: { message: string } }).error.message;
  const chatUrl = directUrl("together", "/v1/chat/completions");

  it("rejects payloads a real provider would reject, naming the field", async () => {
    const cases: Array<[unknown, string]> = [
      [{ messages }, "model is required and must be a non-empty string"],
      [{ model: "m" }, "messages is required and must be a non-empty array"],
      [{ model: "m", messages: [] }, "messages is required and must be a non-empty array"],
      [{ model: "m", messages: [{ role: "robot", content: "x" }] }, "messages[0].role must be one of"],
      [{ model: "m", messages: [{ role: "user", content: 3 }] }, "messages[0].content must be a string"],
      [{ model: "m", messages, stream: "yes" }, "stream must be of type boolean, got string"],
      [["not", "an", "object"], "Request body must be a JSON object"],
    ];
    for (const [body, message] of cases) {
      const response = await post(chatUrl, body);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toContain(message);
    }
    const form = await emulator().fetch(chatUrl, {
      method: "POST",
      headers: { authorization, "content-type": "text/plain" },
      body: "{}",
    });
    expect(form.status).toBe(415);
  });

  it("accepts multimodal content parts and assistant tool-call messages without content", async () => {
    const body = {
      model: "m",
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: "Describe" },
            { type: "image_url", image_url: { url: "https://x/y.png" } },
          ],
        },
        { role: "assistant", content: null, tool_calls: [] },
        { role: "user", content: "again" },
      ],
    };
    expect((await post(chatUrl, body)).status).toBe(200);
  });

  it("streams a role chunk, word chunks, a finish chunk, optional usage, then [DONE]", async () => {
    const events = await sseData(
      await post(chatUrl, { model: "m", messages, stream: true, stream_options: { include_usage: true } }),
    );
    expect(events.at(-1)).toBe("[DONE]");
    const chunks = events.slice(0, -1).map((e) => JSON.parse(e) as Json & { choices: Array<Json & { delta: Json }> });
    expect(chunks[0]?.choices[0]?.delta).toEqual({ role: "assistant", content: "" });
    expect(chunks.every((c) => c.object === "chat.completion.chunk" && c.id === chunks[0]?.id)).toBe(true);
    const text = chunks.map((c) => c.choices[0]?.delta.content ?? "").join("");
    expect(text).toContain("alpha beta gamma");
    expect(chunks.at(-2)?.choices[0]?.finish_reason).toBe("stop");
    expect(chunks.at(-1)).toMatchObject({ choices: [], usage: { completion_tokens: expect.any(Number) } });
  });

  it("honours max_tokens with finish_reason length", async () => {
    const body = (await (await post(chatUrl, { model: "m", messages, max_tokens: 2 })).json()) as {
      choices: Array<{ message: { content: string }; finish_reason: string }>;
      usage: { completion_tokens: number };
    };
    expect(body.choices[0]?.finish_reason).toBe("length");
    expect(body.choices[0]?.message.content.trim().split(/\s+/)).toHaveLength(2);
    expect(body.usage.completion_tokens).toBe(2);
  });

  describe("several choices and log probabilities", () => {
    type Choice = {
      index: number;
      message: { content: string };
      logprobs: { content: Array<Json & { token: string; logprob: number; top_logprobs: Json[] }> } | null;
    };

    it("answers n distinct choices, counted in the usage", async () => {
      const body = (await (await post(chatUrl, { model: "m", messages, n: 3 })).json()) as {
        choices: Choice[];
        usage: { completion_tokens: number };
      };
      expect(body.choices.map((c) => c.index)).toEqual([0, 1, 2]);
      expect(new Set(body.choices.map((c) => c.message.content)).size).toBe(3);
      const words = body.choices.reduce((sum, c) => sum + c.message.content.trim().split(/\s+/).length, 0);
      expect(body.usage.completion_tokens).toBe(words);
      expect(body.choices.every((c) => c.logprobs === null)).toBe(true);
    });

    it("gives each token its log probability and top alternatives, the token itself first", async () => {
      const body = (await (await post(chatUrl, { model: "m", messages, logprobs: true, top_logprobs: 2 })).json()) as {
        choices: Choice[];
      };
      const [choice] = body.choices;
      const tokens = choice?.logprobs?.content ?? [];
      expect(tokens.map((t) => t.token).join("")).toBe(choice?.message.content);
      for (const token of tokens) {
        expect(token.logprob).toBeLessThan(0);
        expect(token.top_logprobs).toHaveLength(2);
        expect(token.top_logprobs[0]).toMatchObject({ token: token.token, logprob: token.logprob });
        expect(token.bytes).toEqual([...new TextEncoder().encode(token.token)]);
      }
    });

    it("streams every choice by its index, with log probabilities on content chunks", async () => {
      const events = await sseData(await post(chatUrl, { model: "m", messages, n: 2, logprobs: true, stream: true }));
      const chunks = events
        .slice(0, -1)
        .map((e) => (JSON.parse(e) as { choices: Array<Json & { index: number; delta: Json }> }).choices[0]);
      const textOf = (index: number) =>
        chunks
          .filter((c) => c?.index === index)
          .map((c) => c?.delta.content ?? "")
          .join("");
      expect(textOf(0)).not.toBe(textOf(1));
      expect(textOf(1)).toContain("alpha beta gamma");
      const content = chunks.filter((c) => typeof c?.delta.content === "string" && c.delta.content !== "");
      const tokensPerChunk = content.map((c) => (c?.logprobs as { content: unknown[] } | undefined)?.content.length);
      expect(tokensPerChunk.every((count) => count === 1)).toBe(true);
      expect(chunks.filter((c) => c?.finish_reason === "stop").map((c) => c?.index)).toEqual([0, 1]);
    });

    it("rejects values a provider would reject", async () => {
      const cases: Array<[Json, string]> = [
        [{ n: 0 }, "n must be an integer from 1 to 8"],
        [{ n: 1.5 }, "n must be an integer from 1 to 8"],
        [{ logprobs: "yes" }, "logprobs must be of type boolean"],
        [{ logprobs: true, top_logprobs: 21 }, "top_logprobs must be an integer from 0 to 20"],
        [{ top_logprobs: 2 }, "top_logprobs requires logprobs to be true"],
      ];
      for (const [extra, message] of cases) {
        const response = await post(chatUrl, { model: "m", messages, ...extra });
        expect(response.status).toBe(400);
        expect(await errorOf(response)).toContain(message);
      }
    });
  });

  it("answers JSON matching a requested schema", async () => {
    const schema = {
      type: "object",
      properties: {
        name: { type: "string" },
        age: { type: "integer" },
        tags: { type: "array", items: { type: "string" } },
      },
    };
    const response = await post(chatUrl, { model: "m", messages, response_format: { type: "json_schema", schema } });
    const content = ((await response.json()) as { choices: Array<{ message: { content: string } }> }).choices[0]
      ?.message.content;
    expect(JSON.parse(content ?? "")).toEqual({
      name: expect.any(String),
      age: expect.any(Number),
      tags: [expect.any(String)],
    });
  });

  describe("structured-output dialects", () => {
    const schema = { type: "object", properties: { ok: { type: "boolean" } } };
    const openAiFormat = (strict?: boolean) => ({
      type: "json_schema",
      json_schema: { name: "r", schema, ...(strict === undefined ? {} : { strict }) },
    });

    it("sambanova wants json_schema.strict false", async () => {
      const url = directUrl("sambanova", "/v1/chat/completions");
      for (const strict of [undefined, true]) {
        const response = await post(url, { model: "m", messages, response_format: openAiFormat(strict) });
        expect(response.status).toBe(400);
        expect(await errorOf(response)).toContain("strict must be false");
      }
      expect((await post(url, { model: "m", messages, response_format: openAiFormat(false) })).status).toBe(200);
    });

    it("together wants the schema at response_format.schema", async () => {
      expect((await post(chatUrl, { model: "m", messages, response_format: openAiFormat() })).status).toBe(400);
      expect(
        (await post(chatUrl, { model: "m", messages, response_format: { type: "json_schema", schema } })).status,
      ).toBe(200);
    });

    it("nebius wants guided_json", async () => {
      const url = directUrl("nebius", "/v1/chat/completions");
      expect((await post(url, { model: "m", messages, response_format: openAiFormat() })).status).toBe(400);
      const ok = await post(url, { model: "m", messages, response_format: openAiFormat(), guided_json: schema });
      const content = ((await ok.json()) as { choices: Array<{ message: { content: string } }> }).choices[0]?.message
        .content;
      expect(JSON.parse(content ?? "")).toEqual({ ok: true });
    });

    it("other providers take the OpenAI form as is", async () => {
      expect(
        (
          await post(directUrl("groq", "/openai/v1/chat/completions"), {
            model: "m",
            messages,
            response_format: openAiFormat(true),
          })
        ).status,
      ).toBe(200);
    });
  });

  describe("tool calls", () => {
    const weather = {
      type: "function",
      function: { name: "get_weather", parameters: { type: "object", properties: { city: { type: "string" } } } },
    };
    const other = { type: "function", function: { name: "noop" } };

    it("calls the forced tool with arguments fitting its schema", async () => {
      for (const tool_choice of ["required", { type: "function", function: { name: "get_weather" } }]) {
        const tools = tool_choice === "required" ? [weather, other] : [other, weather];
        const body = (await (await post(chatUrl, { model: "m", messages, tools, tool_choice })).json()) as {
          choices: Array<{
            message: Json & { tool_calls: Array<{ function: { name: string; arguments: string } }> };
            finish_reason: string;
          }>;
        };
        const [choice] = body.choices;
        expect(choice?.finish_reason).toBe("tool_calls");
        expect(choice?.message.content).toBeNull();
        expect(choice?.message.tool_calls[0]?.function.name).toBe("get_weather");
        expect(JSON.parse(choice?.message.tool_calls[0]?.function.arguments ?? "")).toEqual({ city: "emulated" });
      }
    });

    it("streams a tool call as a name chunk then an arguments chunk", async () => {
      const events = await sseData(
        await post(chatUrl, { model: "m", messages, tools: [weather], tool_choice: "required", stream: true }),
      );
      const deltas = events
        .slice(0, -1)
        .map(
          (e) =>
            (JSON.parse(e) as { choices: Array<{ delta: { tool_calls?: Array<{ function: Json }> } }> }).choices[0]
              ?.delta,
        );
      expect(deltas[0]?.tool_calls?.[0]?.function).toEqual({ name: "get_weather", arguments: "" });
      expect(deltas[1]?.tool_calls?.[0]?.function).toEqual({ arguments: '{"city":"emulated"}' });
    });

    it("answers text when tools are offered but not forced, and rejects malformed tools", async () => {
      const auto = (await (await post(chatUrl, { model: "m", messages, tools: [weather] })).json()) as {
        choices: Array<{ message: { content: string } }>;
      };
      expect(auto.choices[0]?.message.content).toContain("alpha beta gamma");
      expect((await post(chatUrl, { model: "m", messages, tools: [{ name: "x" }] })).status).toBe(400);
      const unknown = await post(chatUrl, {
        model: "m",
        messages,
        tools: [weather],
        tool_choice: { type: "function", function: { name: "nope" } },
      });
      expect(await errorOf(unknown)).toBe("tool_choice names nope, which is not in tools");
    });
  });
});

// OpenAI-style chat completions: payload checks, a reply that quotes the last user message (or fits the
// requested JSON schema, or calls the forced tool), `n` choices, log probabilities on request, as JSON
// or as an SSE stream.

import { needModel, optional, type Problem, readJson, reject, textOf } from "./check";
import { type EmulatedRequest, isJsonObject, type JsonObject } from "./emulated-request";
import { echo, newId, nowSeconds, splitTokens, tokenUsage } from "./fake";
import { sendSse } from "./sse";

const ROLES = new Set(["system", "developer", "user", "assistant", "tool"]);

function messagesProblem(messages: unknown): Problem {
  if (!Array.isArray(messages) || messages.length === 0) return "messages is required and must be a non-empty array";
  for (const [i, message] of messages.entries()) {
    if (!isJsonObject(message) || typeof message.role !== "string" || !ROLES.has(message.role))
      return `messages[${i}].role must be one of ${[...ROLES].join(", ")}`;
    const content = message.content;
    const ok =
      typeof content === "string" ||
      (Array.isArray(content) && content.every((part) => isJsonObject(part) && typeof part.type === "string")) ||
      (message.role === "assistant" && (content === null || content === undefined));
    if (!ok) return `messages[${i}].content must be a string or an array of content parts`;
  }
  return undefined;
}

type Tool = { type: "function"; function: { name: string; parameters?: unknown } };

const isTool = (tool: unknown): tool is Tool =>
  isJsonObject(tool) &&
  tool.type === "function" &&
  isJsonObject(tool.function) &&
  typeof tool.function.name === "string";

/** The function named by an object tool_choice ({ type: "function", function: { name } }). */
function chosenName(body: JsonObject): string | undefined {
  const choice = body.tool_choice;
  const fn = isJsonObject(choice) && isJsonObject(choice.function) ? choice.function : undefined;
  return typeof fn?.name === "string" ? fn.name : undefined;
}

function toolsProblem(body: JsonObject): Problem {
  if (body.tools === undefined) return undefined;
  if (!Array.isArray(body.tools) || !body.tools.every(isTool))
    return 'tools must be an array of { type: "function", function: { name, parameters } }';
  const name = chosenName(body);
  if (name !== undefined && !body.tools.some((t: Tool) => t.function.name === name))
    return `tool_choice names ${name}, which is not in tools`;
  return undefined;
}

/** The tool the request forces the model to call ("required", or a named function), if any. */
function forcedTool(body: JsonObject): Tool | undefined {
  const tools = (Array.isArray(body.tools) ? body.tools : []) as Tool[];
  if (body.tool_choice === "required") return tools[0];
  const name = chosenName(body);
  return name === undefined ? undefined : tools.find((t) => t.function.name === name);
}

/** A JSON value that fits a (simple) JSON schema, for structured output and tool arguments. */
function sampleOf(schema: unknown): unknown {
  if (!isJsonObject(schema)) return {};
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (schema.type) {
    case "string":
      return "emulated";
    case "number":
    case "integer":
      return 1;
    case "boolean":
      return true;
    case "array":
      return [sampleOf(schema.items)];
    default: {
      const properties = isJsonObject(schema.properties) ? schema.properties : {};
      return Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, sampleOf(value)]));
    }
  }
}

const MAX_CHOICES = 8;
const MAX_TOP_LOGPROBS = 20;

const isCount = (value: unknown, min: number, max: number) =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

function samplingProblem(body: JsonObject): Problem {
  if (body.n != null && !isCount(body.n, 1, MAX_CHOICES)) return `n must be an integer from 1 to ${MAX_CHOICES}`;
  const logprobs = optional(body, "logprobs", "boolean");
  if (logprobs) return logprobs;
  if (body.top_logprobs == null) return undefined;
  if (!isCount(body.top_logprobs, 0, MAX_TOP_LOGPROBS))
    return `top_logprobs must be an integer from 0 to ${MAX_TOP_LOGPROBS}`;
  return body.logprobs === true ? undefined : "top_logprobs requires logprobs to be true";
}

const utf8 = (text: string) => [...new TextEncoder().encode(text)];

/** Made-up but well-formed log probabilities of `tokens`: each one first among its `top` alternatives. */
function logprobsOf(tokens: string[], top: number) {
  return {
    content: tokens.map((token, position) => {
      const logprob = -0.05 * ((position % 4) + 1);
      const alternatives = Array.from({ length: top }, (_, rank) => {
        const alternative = rank === 0 ? token : `${token}~${rank}`;
        return { token: alternative, logprob: logprob - rank, bytes: utf8(alternative) };
      });
      return { token, logprob, bytes: utf8(token), top_logprobs: alternatives };
    }),
  };
}

function replyText(body: JsonObject, choice: number): string {
  const format = isJsonObject(body.response_format) ? body.response_format : undefined;
  if (format?.type === "json_object") return "{}";
  if (format?.type === "json_schema") {
    const spec = isJsonObject(format.json_schema) ? format.json_schema : format;
    return JSON.stringify(sampleOf(spec.schema ?? body.guided_json));
  }
  const messages = Array.isArray(body.messages) ? body.messages : [];
  const lastUser = [...messages].reverse().find((m) => isJsonObject(m) && m.role === "user");
  return echo(choice === 0 ? "reply" : `reply ${choice + 1}`, textOf(isJsonObject(lastUser) ? lastUser.content : ""));
}

export interface ChatOptions {
  /** TGI-style endpoints carry the model in the URL and do not require it in the body. */
  modelInUrl?: string;
  /** Provider-specific payload rules (structured output dialects). */
  check?: (body: JsonObject) => Problem;
}

export async function chatCompletions(call: EmulatedRequest, options: ChatOptions = {}): Promise<void> {
  const body = readJson(call);
  if (!body) return;
  const problems = [
    needModel(body, options.modelInUrl === undefined),
    messagesProblem(body.messages),
    optional(body, "stream", "boolean"),
    toolsProblem(body),
    samplingProblem(body),
    options.check?.(body),
  ];
  if (reject(call, ...problems)) return;
  const base = {
    id: newId("chatcmpl-"),
    created: nowSeconds(),
    model: String(body.model ?? options.modelInUrl),
    system_fingerprint: "emulator",
  };
  const tool = forcedTool(body);
  const toolCall = tool && {
    id: newId("call_"),
    type: "function",
    function: { name: tool.function.name, arguments: JSON.stringify(sampleOf(tool.function.parameters)) },
  };
  const choices = Array.from({ length: typeof body.n === "number" ? body.n : 1 }, (_, index) =>
    tool
      ? { index, parts: [] as string[], finish: "tool_calls" }
      : { index, ...splitTokens(replyText(body, index), body.max_tokens ?? body.max_completion_tokens) },
  );
  const top = body.logprobs === true ? ((body.top_logprobs as number | undefined) ?? 0) : undefined;
  const logprobs = (tokens: string[]) => (top === undefined ? null : logprobsOf(tokens, top));
  const completionTokens = choices.reduce((sum, choice) => sum + (toolCall ? 1 : choice.parts.length), 0);
  const usage = tokenUsage(body.messages, completionTokens);
  if (body.stream !== true) {
    call.json(200, {
      ...base,
      object: "chat.completion",
      choices: choices.map(({ index, parts, finish }) => ({
        index,
        message: toolCall
          ? { role: "assistant", content: null, tool_calls: [toolCall] }
          : { role: "assistant", content: parts.join("") },
        logprobs: logprobs(parts),
        finish_reason: finish,
      })),
      usage,
    });
    return;
  }
  const chunk = (index: number, delta: JsonObject, finishReason: string | null, tokens: string[] = []) => ({
    ...base,
    object: "chat.completion.chunk",
    choices: [{ index, delta, logprobs: tokens.length ? logprobs(tokens) : null, finish_reason: finishReason }],
  });
  const events: unknown[] = [];
  for (const { index } of choices) {
    events.push(
      toolCall
        ? chunk(
            index,
            {
              role: "assistant",
              content: null,
              tool_calls: [{ index: 0, ...toolCall, function: { name: toolCall.function.name, arguments: "" } }],
            },
            null,
          )
        : chunk(index, { role: "assistant", content: "" }, null),
    );
  }
  // The choices' tokens interleaved, as a provider sampling them side by side sends them.
  const longest = Math.max(...choices.map((choice) => choice.parts.length));
  for (let position = 0; position < longest; position++) {
    for (const { index, parts } of choices) {
      const part = parts[position];
      if (part !== undefined) events.push(chunk(index, { content: part }, null, [part]));
    }
  }
  for (const { index, finish } of choices) {
    if (toolCall) {
      const args = { tool_calls: [{ index: 0, function: { arguments: toolCall.function.arguments } }] };
      events.push(chunk(index, args, null));
    }
    events.push(chunk(index, {}, finish));
  }
  const streamOptions = isJsonObject(body.stream_options) ? body.stream_options : {};
  if (streamOptions.include_usage === true)
    events.push({ ...base, object: "chat.completion.chunk", choices: [], usage });
  await sendSse(call, events);
}

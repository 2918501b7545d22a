// OpenAI-style chat completions: payload checks, a reply that quotes the last user message (or fits the
// requested JSON schema, or calls the forced tool), as JSON or as an SSE stream.
import { type Call, isObject, type JsonObject } from "./call";
import { needString, optional, type Problem, readJson, reject, textOf } from "./check";
import { echo, newId, nowSeconds, splitTokens, tokenUsage } from "./fake";
import { sendSse } from "./sse";

const ROLES = new Set(["system", "developer", "user", "assistant", "tool"]);

function messagesProblem(messages: unknown): Problem {
  if (!Array.isArray(messages) || messages.length === 0) return "messages is required and must be a non-empty array";
  for (const [i, message] of messages.entries()) {
    if (!isObject(message) || typeof message.role !== "string" || !ROLES.has(message.role))
      return `messages[${i}].role must be one of ${[...ROLES].join(", ")}`;
    const content = message.content;
    const ok =
      typeof content === "string" ||
      (Array.isArray(content) && content.every((part) => isObject(part) && typeof part.type === "string")) ||
      (message.role === "assistant" && (content === null || content === undefined));
    if (!ok) return `messages[${i}].content must be a string or an array of content parts`;
  }
  return undefined;
}

type Tool = { type: "function"; function: { name: string; parameters?: unknown } };

const isTool = (tool: unknown): tool is Tool =>
  isObject(tool) && tool.type === "function" && isObject(tool.function) && typeof tool.function.name === "string";

/** The function named by an object tool_choice ({ type: "function", function: { name } }). */
function chosenName(body: JsonObject): string | undefined {
  const choice = body.tool_choice;
  const fn = isObject(choice) && isObject(choice.function) ? choice.function : undefined;
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
  if (!isObject(schema)) return {};
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
      const properties = isObject(schema.properties) ? schema.properties : {};
      return Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, sampleOf(value)]));
    }
  }
}

function replyText(body: JsonObject): string {
  const format = isObject(body.response_format) ? body.response_format : undefined;
  if (format?.type === "json_object") return "{}";
  if (format?.type === "json_schema") {
    const spec = isObject(format.json_schema) ? format.json_schema : format;
    return JSON.stringify(sampleOf(spec.schema ?? body.guided_json));
  }
  const messages = Array.isArray(body.messages) ? body.messages : [];
  const lastUser = [...messages].reverse().find((m) => isObject(m) && m.role === "user");
  return echo("reply", textOf(isObject(lastUser) ? lastUser.content : ""));
}

export interface ChatOptions {
  /** TGI-style endpoints carry the model in the URL and do not require it in the body. */
  modelInUrl?: string;
  /** Provider-specific payload rules (structured output dialects). */
  check?: (body: JsonObject) => Problem;
}

export async function chatCompletions(call: Call, options: ChatOptions = {}): Promise<void> {
  const body = readJson(call);
  if (!body) return;
  const modelProblem = options.modelInUrl === undefined ? needString(body, "model") : optional(body, "model", "string");
  const problems = [
    modelProblem,
    messagesProblem(body.messages),
    optional(body, "stream", "boolean"),
    toolsProblem(body),
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
  const { parts, finish } = tool
    ? { parts: [], finish: "tool_calls" }
    : splitTokens(replyText(body), body.max_tokens ?? body.max_completion_tokens);
  const usage = tokenUsage(body.messages, toolCall ? 1 : parts.length);
  if (body.stream !== true) {
    const message = toolCall
      ? { role: "assistant", content: null, tool_calls: [toolCall] }
      : { role: "assistant", content: parts.join("") };
    call.json(200, {
      ...base,
      object: "chat.completion",
      choices: [{ index: 0, message, logprobs: null, finish_reason: finish }],
      usage,
    });
    return;
  }
  const chunk = (delta: JsonObject, finishReason: string | null) => ({
    ...base,
    object: "chat.completion.chunk",
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  });
  const events: unknown[] = toolCall
    ? [
        chunk(
          {
            role: "assistant",
            content: null,
            tool_calls: [{ index: 0, ...toolCall, function: { name: toolCall.function.name, arguments: "" } }],
          },
          null,
        ),
        chunk({ tool_calls: [{ index: 0, function: { arguments: toolCall.function.arguments } }] }, null),
      ]
    : [chunk({ role: "assistant", content: "" }, null), ...parts.map((part) => chunk({ content: part }, null))];
  events.push(chunk({}, finish));
  const streamOptions = isObject(body.stream_options) ? body.stream_options : {};
  if (streamOptions.include_usage === true)
    events.push({ ...base, object: "chat.completion.chunk", choices: [], usage });
  await sendSse(call, events);
}

// JavaScript snippets (Node ES modules): fetch, the hub clients (@huggingface/inference and
// @inferkit/inference, same API) and openai.

import { quotedString } from "@inferkit/tasks";
import type { HttpCall, SnippetContext, Template, TemplateSet } from "./context";
import { authorizationCode, tokenCode } from "./credentials";
import { jsPath, jsProgram, mediaOutput } from "./program";
import { INFERKIT_JS_METHODS, JS_METHODS } from "./tasks";
import { Code, literal, type Value } from "./values";

const failIfNotOk = (name: string) =>
  [
    `if (!${name}.ok) {`,
    `    throw new Error(\`Request failed with status \${${name}.status}: \${await ${name}.text()}\`);`,
    "}",
  ].join("\n");

const saveBytes = (bytes: string, output: string) =>
  `await writeFile("${output}", ${bytes});\nconsole.log("saved ${output}");`;

/** Writes each streamed chat delta as it arrives; chunks without choices (usage reports) are skipped. */
const printDeltas = (stream: string) =>
  [
    `for await (const chunk of ${stream}) {`,
    "    const delta = chunk.choices?.[0]?.delta?.content;",
    "    if (delta) process.stdout.write(delta);",
    "}",
    'process.stdout.write("\\n");',
  ].join("\n");

const blobOf = (path: string, mime: string) =>
  new Code("", `await openAsBlob(${quotedString(path)}, { type: ${quotedString(mime)} })`);

// ---- fetch -----------------------------------------------------------------------------------------

function fetchResult(http: HttpCall): string {
  const { result } = http;
  switch (result.kind) {
    case "json":
      return "const result = await response.json();\nconsole.log(JSON.stringify(result, null, 2));";
    case "field":
      return `const result = await response.json();\nconsole.log(result${jsPath(result.path)});`;
    case "bytes":
      return saveBytes("Buffer.from(await response.arrayBuffer())", result.output);
    case "base64":
      return `const result = await response.json();\n${saveBytes(`Buffer.from(result${jsPath(result.path)}, "base64")`, result.output)}`;
    case "url":
      return [
        "const result = await response.json();",
        result.mayBeList
          ? `const output = result${jsPath(result.path)};\nconst mediaUrl = Array.isArray(output) ? output[0] : output;`
          : `const mediaUrl = result${jsPath(result.path)};`,
        "const media = await fetch(mediaUrl);",
        failIfNotOk("media"),
        saveBytes("Buffer.from(await media.arrayBuffer())", result.output),
      ].join("\n");
    case "stream":
      // Server-sent events: `data: {...}` lines, possibly split across network chunks, until `data: [DONE]`.
      return [
        "const decoder = new TextDecoder();",
        'let buffered = "";',
        "read: for await (const bytes of response.body) {",
        "    buffered += decoder.decode(bytes, { stream: true });",
        '    const lines = buffered.split("\\n");',
        '    buffered = lines.pop() ?? "";',
        "    for (const line of lines) {",
        '        if (!line.startsWith("data:")) continue;',
        "        const data = line.slice(5).trim();",
        '        if (data === "[DONE]") break read;',
        "        const delta = JSON.parse(data).choices?.[0]?.delta?.content;",
        "        if (delta) process.stdout.write(delta);",
        "    }",
        "}",
        'process.stdout.write("\\n");',
      ].join("\n");
  }
}

/** The body fetch sends, and the lines building it first (a form). */
function fetchBody(body: HttpCall["body"]): { setup: string[]; body: Code } {
  switch (body.kind) {
    case "file":
      return { setup: [], body: new Code("", `await readFile(${quotedString(body.file.path)})`) };
    case "json":
      return { setup: [], body: new Code("", `JSON.stringify(${literal(body.value, "js", "    ")})`) };
    case "form": {
      // fetch sends a FormData as multipart, with its content type and boundary.
      const { fileField, file, fields } = body;
      const name = file.path.split(/[\\/]/).pop() ?? file.path;
      const setup = [
        "const form = new FormData();",
        `form.append(${quotedString(fileField)}, ${blobOf(file.path, file.mime).js}, ${quotedString(name)});`,
        ...Object.entries(fields).map(
          ([field, value]) => `form.append(${quotedString(field)}, ${quotedString(value)});`,
        ),
        "",
      ];
      return { setup, body: new Code("", "form") };
    }
  }
}

function fetchCall(ctx: SnippetContext): string | undefined {
  const { http } = ctx;
  if (!http) return undefined;
  const headers: Record<string, Value> = { Authorization: authorizationCode(ctx.credential), ...http.headers };
  if (ctx.billTo) headers["X-HF-Bill-To"] = ctx.billTo;
  const { setup, body } = fetchBody(http.body);
  const request = literal({ method: "POST", headers, body }, "js");
  const lines = [
    ...setup,
    `const response = await fetch(${quotedString(http.url)}, ${request});`,
    failIfNotOk("response"),
    "",
    fetchResult(http),
  ];
  return jsProgram(lines.join("\n"));
}

export const FETCH: TemplateSet = {
  basic: fetchCall,
  basicAudio: fetchCall,
  basicImage: fetchCall,
  conversational: fetchCall,
  conversationalStream: fetchCall,
  documentQuestionAnswering: fetchCall,
  imageToImage: fetchCall,
  imageToVideo: fetchCall,
  tabular: fetchCall,
  textToAudio: fetchCall,
  textToImage: fetchCall,
  textToSpeech: fetchCall,
  visualQuestionAnswering: fetchCall,
  zeroShotClassification: fetchCall,
  zeroShotImageClassification: fetchCall,
};

// ---- @huggingface/inference and @inferkit/inference ------------------------------------------------

function clientLine(ctx: SnippetContext): string {
  const token = tokenCode(ctx.credential).js;
  const endpoint = ctx.endpointUrl ? `.endpoint(${quotedString(ctx.endpointUrl)})` : "";
  return `const client = new InferenceClient(${token})${endpoint};`;
}

/**
 * Arguments every call carries: the model and provider. An endpoint's URL names its model, but OpenAI-style
 * chat servers (vLLM, TGI) still require the model in the body.
 */
function routing(ctx: SnippetContext): Record<string, Value> {
  if (ctx.endpointUrl) return ctx.task === "conversational" ? { model: ctx.model.id } : {};
  // openai is reached only directly; the clients want its own model name under an "openai/" prefix.
  const model = ctx.provider === "openai" ? `openai/${ctx.providerId}` : ctx.model.id;
  return { provider: ctx.provider, model };
}

// @huggingface/inference waits between polls with unref'd timers, so a bare Node script would exit
// (code 13) before the result arrives; an interval keeps it alive.
const POLLING_PROVIDERS = ["fal-ai", "novita", "black-forest-labs", "wavespeed", "zai-org"];

function keepAliveWhilePolling(packageName: string, ctx: SnippetContext, body: string): string {
  if (packageName !== "@huggingface/inference" || !POLLING_PROVIDERS.includes(ctx.provider)) return body;
  const comment = "// The client waits between status polls with timers that do not keep Node running.";
  return `${comment}\nconst keepAlive = setInterval(() => {}, 1000);\n${body}\nclearInterval(keepAlive);`;
}

const callOptions = (ctx: SnippetContext) => (ctx.billTo ? `, ${literal({ billTo: ctx.billTo }, "js")}` : "");

function taskArguments(ctx: SnippetContext): Record<string, Value> | undefined {
  const { input } = ctx;
  switch (input.kind) {
    case "text":
      return { inputs: input.text, parameters: input.labels && { candidate_labels: input.labels } };
    case "fields":
      return { inputs: input.fields };
    case "file": {
      const blob = blobOf(input.file.path, input.file.mime);
      return input.labels
        ? { inputs: { image: blob }, parameters: { candidate_labels: input.labels } }
        : { inputs: blob };
    }
    case "file-text": {
      const blob = blobOf(input.file.path, input.file.mime);
      // Question-answering tasks take the question beside the image; generation tasks take a prompt parameter.
      return input.field === "question"
        ? { inputs: { image: blob, question: input.text } }
        : { inputs: blob, parameters: { [input.field]: input.text } };
    }
    default:
      return undefined;
  }
}

// The JS clients upload audio to fal-ai only in these types; other samples (FLAC) would be refused.
const FAL_AUDIO_TYPES = ["audio/mpeg", "audio/mp4", "audio/wav", "audio/x-wav"];

const refusedUpload = ({ provider, input }: SnippetContext) =>
  provider === "fal-ai" &&
  input.kind === "file" &&
  input.file.mime.startsWith("audio/") &&
  !FAL_AUDIO_TYPES.includes(input.file.mime);

function hubTask(packageName: string, methods: Readonly<Record<string, string>>): Template {
  return (ctx) => {
    const method = methods[ctx.pipeline];
    const args = taskArguments(ctx);
    if (!method || !args || refusedUpload(ctx)) return undefined;
    const call = `await client.${method}(${literal({ ...routing(ctx), ...args }, "js")}${callOptions(ctx)})`;
    const output = mediaOutput(ctx);
    const result = keepAliveWhilePolling(
      packageName,
      ctx,
      output
        ? `const media = ${call};\n\n${saveBytes("Buffer.from(await media.arrayBuffer())", output)}`
        : `const output = ${call};\n\nconsole.log(output);`,
    );
    return jsProgram(`${clientLine(ctx)}\n\n${result}`, [`import { InferenceClient } from "${packageName}";`]);
  };
}

function hubChat(packageName: string): Template {
  return (ctx) => {
    if (ctx.input.kind !== "chat") return undefined;
    const args = literal({ ...routing(ctx), messages: ctx.input.messages, ...ctx.input.config }, "js");
    const body = ctx.streaming
      ? printDeltas(`client.chatCompletionStream(${args}${callOptions(ctx)})`)
      : `const chatCompletion = await client.chatCompletion(${args}${callOptions(ctx)});\n\nconsole.log(chatCompletion.choices[0].message);`;
    return jsProgram(`${clientLine(ctx)}\n\n${body}`, [`import { InferenceClient } from "${packageName}";`]);
  };
}

function hubTemplates(packageName: string, methods: Readonly<Record<string, string>>): TemplateSet {
  const task = hubTask(packageName, methods);
  const chat = hubChat(packageName);
  return {
    basic: task,
    basicAudio: task,
    basicImage: task,
    imageToImage: task,
    imageToVideo: task,
    questionAnswering: task,
    tableQuestionAnswering: task,
    textToImage: task,
    textToSpeech: task,
    textToVideo: task,
    documentQuestionAnswering: task,
    visualQuestionAnswering: task,
    zeroShotClassification: task,
    zeroShotImageClassification: task,
    conversational: chat,
    conversationalStream: chat,
  };
}

export const HUGGINGFACE_JS = hubTemplates("@huggingface/inference", JS_METHODS);
export const INFERKIT_JS = hubTemplates("@inferkit/inference", INFERKIT_JS_METHODS);

// ---- openai ----------------------------------------------------------------------------------------

function openAiChat(ctx: SnippetContext): string | undefined {
  if (!ctx.chat || ctx.input.kind !== "chat") return undefined;
  const options: Record<string, Value> = { baseURL: ctx.chat.baseUrl, apiKey: tokenCode(ctx.credential) };
  if (ctx.billTo) options.defaultHeaders = { "X-HF-Bill-To": ctx.billTo };
  const args = literal(
    { model: ctx.chat.model, messages: ctx.input.messages, ...ctx.input.config, stream: ctx.streaming || undefined },
    "js",
  );
  const body = ctx.streaming
    ? `const stream = await client.chat.completions.create(${args});\n\n${printDeltas("stream")}`
    : `const chatCompletion = await client.chat.completions.create(${args});\n\nconsole.log(chatCompletion.choices[0].message);`;
  return jsProgram(`const client = new OpenAI(${literal(options, "js")});\n\n${body}`, [
    `import { OpenAI } from "openai";`,
  ]);
}

export const OPENAI_JS: TemplateSet = {
  conversational: openAiChat,
  conversationalStream: openAiChat,
};

// Python snippets: huggingface_hub, fal_client, requests and openai.

import { quotedString } from "@inferkit/tasks";
import type { HttpCall, SnippetContext, TemplateSet } from "./context";
import { authorizationCode, tokenCode } from "./credentials";
import { mediaOutput, pythonPath, pythonProgram } from "./program";
import { PYTHON_METHODS } from "./tasks";
import { Code, literal, pythonKeywordArguments, type Value } from "./values";

const TIMEOUT = 300;

function saveBytes(expression: string, output: string, indent = ""): string {
  return [`with open("${output}", "wb") as f:`, `    f.write(${expression})`, `print("saved ${output}")`]
    .map((line) => indent + line)
    .join("\n");
}

// ---- huggingface_hub -------------------------------------------------------------------------------

function hubClient(ctx: SnippetContext): string {
  const args: Record<string, Value> = ctx.endpointUrl ? { base_url: ctx.endpointUrl } : { provider: ctx.provider };
  args.api_key = tokenCode(ctx.credential);
  if (ctx.billTo) args.bill_to = ctx.billTo;
  return `client = InferenceClient(\n${pythonKeywordArguments(args, "    ")}\n)`;
}

/** `client.<method>(<positional>, <keywords>, model=...)`; endpoints carry the model in their URL. */
function hubCall(ctx: SnippetContext, method: string, positional: Value[], keywords: Record<string, Value>): string {
  const args = positional.map((value) => `    ${literal(value, "python", "    ")},`);
  const named = { ...keywords, model: ctx.endpointUrl ? undefined : ctx.model.id };
  const keywordLines = pythonKeywordArguments(named, "    ");
  return `client.${method}(\n${[...args, keywordLines].filter(Boolean).join("\n")}\n)`;
}

function hubTask(ctx: SnippetContext): string | undefined {
  const method = PYTHON_METHODS[ctx.pipeline];
  if (!method) return undefined;
  const { input } = ctx;
  const output = mediaOutput(ctx);
  let call: string;
  switch (input.kind) {
    case "text":
      call = hubCall(ctx, method, [input.text], { candidate_labels: input.labels });
      break;
    case "file":
      call = hubCall(ctx, method, [input.file.path], { candidate_labels: input.labels });
      break;
    case "file-text":
      call = hubCall(ctx, method, [input.file.path], { [input.field]: input.text });
      break;
    case "fields":
      call =
        ctx.pipeline === "sentence-similarity"
          ? hubCall(ctx, method, [input.fields.source_sentence], { other_sentences: input.fields.sentences })
          : hubCall(ctx, method, [], input.fields);
      break;
    default:
      return undefined;
  }
  let result: string;
  if (!output) result = `result = ${call}\nprint(result)`;
  else if (output.endsWith(".png")) result = `image = ${call}\nimage.save("${output}")\nprint("saved ${output}")`;
  else result = `media = ${call}\n${saveBytes("media", output)}`;
  return pythonProgram(`${hubClient(ctx)}\n\n${result}`, ["from huggingface_hub import InferenceClient"]);
}

function chatArguments(ctx: SnippetContext, model: string, stream: boolean): string {
  if (ctx.input.kind !== "chat") return "";
  return pythonKeywordArguments({ model, messages: ctx.input.messages, ...ctx.input.config, stream }, "    ");
}

/** Prints a chat answer from an OpenAI-shaped client; streams skip chunks without choices (usage chunks). */
function chatOutput(ctx: SnippetContext, create: string): string {
  if (!ctx.streaming) return `completion = ${create}\n\nprint(completion.choices[0].message)`;
  return [
    `stream = ${create}`,
    "",
    "for chunk in stream:",
    "    if chunk.choices and chunk.choices[0].delta.content:",
    `        print(chunk.choices[0].delta.content, end="", flush=True)`,
    "print()",
  ].join("\n");
}

function hubChat(ctx: SnippetContext): string {
  const create = `client.chat.completions.create(\n${chatArguments(ctx, ctx.model.id, ctx.streaming)}\n)`;
  return pythonProgram(`${hubClient(ctx)}\n\n${chatOutput(ctx, create)}`, [
    "from huggingface_hub import InferenceClient",
  ]);
}

export const HUGGINGFACE_HUB: TemplateSet = {
  basic: hubTask,
  basicAudio: hubTask,
  basicImage: hubTask,
  documentQuestionAnswering: hubTask,
  imageToImage: hubTask,
  imageToVideo: hubTask,
  questionAnswering: hubTask,
  tableQuestionAnswering: hubTask,
  textToImage: hubTask,
  textToSpeech: hubTask,
  textToVideo: hubTask,
  visualQuestionAnswering: hubTask,
  zeroShotClassification: hubTask,
  zeroShotImageClassification: hubTask,
  conversational: hubChat,
  conversationalStream: hubChat,
};

// ---- openai ----------------------------------------------------------------------------------------

function openAiChat(ctx: SnippetContext): string | undefined {
  if (!ctx.chat) return undefined;
  const args: Record<string, Value> = { base_url: ctx.chat.baseUrl, api_key: tokenCode(ctx.credential) };
  if (ctx.billTo) args.default_headers = { "X-HF-Bill-To": ctx.billTo };
  const client = `client = OpenAI(\n${pythonKeywordArguments(args, "    ")}\n)`;
  const create = `client.chat.completions.create(\n${chatArguments(ctx, ctx.chat.model, ctx.streaming)}\n)`;
  return pythonProgram(`${client}\n\n${chatOutput(ctx, create)}`, ["from openai import OpenAI"]);
}

export const OPENAI: TemplateSet = {
  conversational: openAiChat,
  conversationalStream: openAiChat,
};

// ---- fal_client ------------------------------------------------------------------------------------

function falSubscribe(ctx: SnippetContext): string | undefined {
  if (ctx.provider !== "fal-ai" || ctx.endpointUrl) return undefined;
  const { input } = ctx;
  const lines: string[] = ["# fal_client reads your fal key from the FAL_KEY environment variable."];
  const args: Record<string, Value> = {};
  if (input.kind === "file-text") {
    lines.push(`image_url = fal_client.upload_file(${quotedString(input.file.path)})`);
    args.image_url = new Code("image_url", "image_url");
    args[input.field] = input.text;
  } else if (input.kind === "text") {
    args.prompt = input.text;
    const { mapping } = ctx;
    if (mapping?.adapter === "lora" && mapping.adapterWeightsPath)
      args.loras = [
        {
          path: `https://huggingface.co/${mapping.hfModelId ?? ctx.model.id}/resolve/main/${mapping.adapterWeightsPath}`,
          scale: 1,
        },
      ];
  } else return undefined;
  const resultPath = ctx.template === "imageToVideo" ? ["video", "url"] : ["images", 0, "url"];
  lines.push(
    "",
    `result = fal_client.subscribe(\n    ${quotedString(ctx.providerId)},\n    arguments=${literal(args, "python", "    ")},\n)`,
    `print(result${pythonPath(resultPath)})`,
  );
  return pythonProgram(lines.join("\n"), ["import fal_client"]);
}

export const FAL_CLIENT: TemplateSet = {
  textToImage: falSubscribe,
  imageToImage: falSubscribe,
  imageToVideo: falSubscribe,
};

// ---- requests --------------------------------------------------------------------------------------

function requestsHeaders(ctx: SnippetContext, http: HttpCall): string {
  const headers: Record<string, Value> = { Authorization: authorizationCode(ctx.credential) };
  // requests sets the JSON content type itself when given `json=`.
  for (const [name, value] of Object.entries(http.headers))
    if (!(http.body.kind === "json" && name === "Content-Type")) headers[name] = value;
  if (ctx.billTo) headers["X-HF-Bill-To"] = ctx.billTo;
  return `headers = ${literal(headers, "python")}`;
}

function requestsResult(http: HttpCall): string {
  const { result } = http;
  switch (result.kind) {
    case "json":
      return "print(response.json())";
    case "field":
      return `print(response.json()${pythonPath(result.path)})`;
    case "bytes":
      return saveBytes("response.content", result.output);
    case "base64":
      return saveBytes(`base64.b64decode(response.json()${pythonPath(result.path)})`, result.output);
    case "url":
      return [
        `media_url = response.json()${pythonPath(result.path)}`,
        ...(result.mayBeList ? ["if isinstance(media_url, list):", "    media_url = media_url[0]"] : []),
        `media = requests.get(media_url, timeout=${TIMEOUT})`,
        "media.raise_for_status()",
        saveBytes("media.content", result.output),
      ].join("\n");
    case "stream":
      return [
        "for line in response.iter_lines():",
        `    if not line.startswith(b"data:"):`,
        "        continue",
        '    data = line[len(b"data:"):].strip()',
        `    if data == b"[DONE]":`,
        "        break",
        "    chunk = json.loads(data)",
        `    choices = chunk.get("choices") or []`,
        `    if choices and choices[0].get("delta", {}).get("content"):`,
        `        print(choices[0]["delta"]["content"], end="", flush=True)`,
        "print()",
      ].join("\n");
  }
}

function requestsCall(ctx: SnippetContext): string | undefined {
  const { http } = ctx;
  if (!http) return undefined;
  const lines = [`API_URL = ${quotedString(http.url)}`, requestsHeaders(ctx, http), ""];
  const stream = http.result.kind === "stream" ? ", stream=True" : "";
  if (http.body.kind === "file") {
    lines.push(`with open(${quotedString(http.body.file.path)}, "rb") as f:`, "    data = f.read()", "");
    lines.push(`response = requests.post(API_URL, headers=headers, data=data, timeout=${TIMEOUT})`);
  } else if (http.body.kind === "form") {
    // requests builds the multipart body (and its content type) from `files` and `data`.
    const { fileField, file, fields } = http.body;
    const upload = `(os.path.basename(path), f.read(), ${quotedString(file.mime)})`;
    lines.push(`path = ${quotedString(file.path)}`, `with open(path, "rb") as f:`);
    lines.push(`    files = {${quotedString(fileField)}: ${upload}}`, `data = ${literal(fields, "python")}`, "");
    lines.push(`response = requests.post(API_URL, headers=headers, files=files, data=data, timeout=${TIMEOUT})`);
  } else {
    lines.push(`payload = ${literal(http.body.value, "python")}`, "");
    lines.push(`response = requests.post(API_URL, headers=headers, json=payload${stream}, timeout=${TIMEOUT})`);
  }
  lines.push("response.raise_for_status()", requestsResult(http));
  return pythonProgram(lines.join("\n"), ["import requests"]);
}

export const REQUESTS: TemplateSet = {
  basic: requestsCall,
  basicAudio: requestsCall,
  basicImage: requestsCall,
  conversational: requestsCall,
  conversationalStream: requestsCall,
  documentQuestionAnswering: requestsCall,
  imageToImage: requestsCall,
  imageToVideo: requestsCall,
  tabular: requestsCall,
  textToAudio: requestsCall,
  textToImage: requestsCall,
  textToSpeech: requestsCall,
  visualQuestionAnswering: requestsCall,
  zeroShotClassification: requestsCall,
  zeroShotImageClassification: requestsCall,
};

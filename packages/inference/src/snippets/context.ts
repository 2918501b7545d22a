// Everything a template needs, resolved once per getInferenceSnippets call.
import type { Credential } from "./credentials";
import type { SampleFile, TaskInput } from "./inputs";
import type { TemplateName } from "./tasks";
import type { InferenceProviderMappingEntry, SnippetModel } from "./types";
import type { Value } from "./values";

/** How the raw HTTP answer becomes output: printed, or saved to `output`. */
export type ResultReader =
  | { kind: "json" }
  /** Server-sent chat chunks: print each `choices[0].delta.content` until the done marker. */
  | { kind: "stream" }
  /** Print the field at `path`, e.g. the generated text. */
  | { kind: "field"; path: readonly (string | number)[] }
  | { kind: "bytes"; output: string }
  /** A base64 field holding the media. */
  | { kind: "base64"; path: readonly (string | number)[]; output: string }
  /** A field holding the media URL; with `mayBeList`, possibly a list whose first item is the URL. */
  | { kind: "url"; path: readonly (string | number)[]; output: string; mayBeList?: boolean };

/** One POST that completes the task; templates for requests, fetch and curl render it. */
export interface HttpCall {
  url: string;
  /** Headers besides Authorization. */
  headers: Record<string, string>;
  body:
    | { kind: "json"; value: Record<string, Value> }
    | { kind: "file"; file: SampleFile }
    /** A multipart form: the file uploaded as the field `fileField`, beside text fields. */
    | { kind: "form"; fileField: string; file: SampleFile; fields: Record<string, string> };
  result: ResultReader;
}

export interface ChatTarget {
  /** OpenAI-compatible base URL (what OpenAI clients take as base URL). */
  baseUrl: string;
  /** Model string sent in the body. */
  model: string;
}

export interface SnippetContext {
  model: SnippetModel;
  /** Provider name or `auto`. */
  provider: string;
  providerId: string;
  mapping?: InferenceProviderMappingEntry;
  /** The pipeline tag, or `conversational` for chat models. */
  task: string;
  pipeline: string;
  template: TemplateName;
  input: TaskInput;
  credential: Credential;
  streaming: boolean;
  routed: boolean;
  billTo?: string;
  endpointUrl?: string;
  chat?: ChatTarget;
  /** Undefined when no single request finishes the task (queues, polling, the `auto` policy). */
  http?: HttpCall;
}

/** Renders one snippet, or gives undefined when this client cannot serve the context (e.g. no raw request). */
export type Template = (ctx: SnippetContext) => string | undefined;

export type TemplateSet = Partial<Record<TemplateName, Template>>;

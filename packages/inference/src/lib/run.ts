// Running a task call end to end: resolve, build, send (with retries), read the answer into the task's
// output, and close the call whatever happens.
import { InferenceClientProviderApiError } from "../errors";
import type { ProviderHelper } from "../providers/helper";
import type { BaseArgs, InferenceTask, MediaTask, MediaTaskOptions, Options, OutputType, RequestArgs } from "../types";
import { httpError, providerApiError } from "./api-error";
import { catchReadFailure, maxResponseBytes, parseJson, readJsonOrBlob, readText } from "./body";
import { type Call, openCall } from "./call";
import { runWithFailover } from "./failover";
import { scrubError } from "./redact";
import { buildRequest, prepareArgs } from "./request";
import { type HelperRegistry, pickHelper, resolveProvider } from "./resolve";
import { routeModelSuffix } from "./route";
import { type ClientSelection, selectionFor } from "./selection";
import { eventStream } from "./stream";
import { type PreparedRequest, send, withRequestId } from "./transport";

export interface TaskCallOptions {
  /** For media tasks: a Blob (default), a URL, a `data:` URL, or the provider's JSON. */
  outputType?: OutputType;
  /** Return the provider's answer as received (JSON or Blob), without reading it into the task output. */
  raw?: boolean;
  /** Flags chat-completion calls, for the provider's error message. */
  chat?: boolean;
  /** The task's answer is JSON from every provider: it is parsed whatever its content type says. */
  json?: boolean;
  /**
   * What the client selects itself (provider for `auto`, default model): set by `runTask` and `runStream`
   * for every task but chat, whose provider the router picks, so chat bundles carry none of it.
   */
  selection?: ClientSelection;
}

/** Reads an answer not known to be JSON (`readJsonOrBlob`, for every task function but chat's). */
export type AnswerReader = (
  call: Call,
  response: Response,
  provider: string,
  task: string | undefined,
) => Promise<unknown>;

/**
 * What `runTaskOnce` needs beside the arguments: a JSON answer is read in place, any other by the reader
 * given, so a bundle of JSON-only calls (chat) carries no Blob reading.
 */
export type OnceOptions = TaskCallOptions & ({ json: true } | { json?: false; readAnswer: AnswerReader });

const NO_OPTIONS: Options = {};
const NO_EXTRA: TaskCallOptions = {};

/** The error for a non-OK final response. */
function failure(
  call: Call,
  helper: ProviderHelper,
  request: PreparedRequest,
  args: RequestArgs,
  response: Response,
  extra: TaskCallOptions,
): Promise<InferenceClientProviderApiError> {
  const chat = extra.chat ? { provider: helper.provider, model: String(args.model ?? args.endpointUrl) } : undefined;
  return providerApiError(call, request, response, { chat });
}

/** The helper and request of a call: the model routed and resolved, the arguments prepared. */
async function prepareCall(
  args: RequestArgs,
  call: Call,
  registry: HelperRegistry,
  task: InferenceTask | undefined,
  extra: TaskCallOptions,
): Promise<{ helper: ProviderHelper; request: PreparedRequest }> {
  const helper = pickHelper(registry, await resolveProvider(args, call, extra.selection), task);
  const sent = await prepareArgs(args, helper, call);
  return { helper, request: await buildRequest(sent, helper, task, call, extra.outputType, extra.selection) };
}

/** Runs one non-streaming task call end to end, on one provider. */
export async function runTaskOnce<T>(
  taskArgs: BaseArgs,
  options: Options | undefined,
  registry: HelperRegistry,
  task: InferenceTask | undefined,
  extra: OnceOptions,
): Promise<T> {
  const args = taskArgs as RequestArgs;
  const call = openCall(options ?? NO_OPTIONS, args.accessToken);
  try {
    const routed = routeModelSuffix(args, task, extra.selection);
    const { helper, request } = await prepareCall(routed, call, registry, task, extra);
    const response = await send(call, request);
    if (!response.ok) throw await failure(call, helper, request, args, response, extra);
    const body = extra.json
      ? parseJson(
          await catchReadFailure(call, response, readText(response, maxResponseBytes(call.options))),
          response,
          helper.provider,
          task,
        )
      : await extra.readAnswer(call, response, helper.provider, task);
    if (extra.raw) return body as T;
    try {
      return (await (helper.readOutput
        ? helper.readOutput(body)
        : helper.getResponse(body, request.url, request.headers, extra.outputType, call))) as T;
    } catch (error) {
      throw withRequestId(error, response);
    }
  } catch (error) {
    throw scrubError(error, call.secret);
  } finally {
    call.close();
  }
}

/**
 * `runTaskOnce`, through the model's other providers while one is unavailable when the caller asks for
 * `providerFailover`. Chat calls `runTaskOnce` itself: the router fails chat over on its own, and a chat
 * bundle then carries no failover code.
 */
export function runTask<T>(
  taskArgs: BaseArgs,
  options: Options | undefined,
  registry: HelperRegistry,
  task: InferenceTask | undefined,
  extra: TaskCallOptions = NO_EXTRA,
): Promise<T> {
  // `readAnswer` is read only when the answer is not JSON (`json` unset).
  const once = { readAnswer: readJsonOrBlob, ...extra, selection: selectionFor(task) } as OnceOptions;
  if (options?.providerFailover) return runWithFailover(runTaskOnce<T>, taskArgs, options, registry, task, once);
  return runTaskOnce<T>(taskArgs, options, registry, task, once);
}

/**
 * Whether a stream must end with `data: [DONE]`: OpenAI-compatible streams (every chat stream, and
 * text generation on every provider but hf-inference, whose TGI streams end with their last token).
 */
function requiresEndMarker(helper: ProviderHelper, extra: TaskCallOptions): boolean {
  return extra.chat === true || (helper.task === "text-generation" && helper.provider !== "hf-inference");
}

/** Runs one streaming task call: yields each event's JSON until the provider says it is done. */
export function runStream<T>(
  taskArgs: BaseArgs,
  options: Options | undefined,
  registry: HelperRegistry,
  task: InferenceTask | undefined,
  extra: TaskCallOptions = NO_EXTRA,
): AsyncGenerator<T, undefined> {
  const args = taskArgs as RequestArgs;
  const streamExtra = { ...extra, selection: selectionFor(task) };
  return eventStream<T>(
    () => openCall(options ?? NO_OPTIONS, args.accessToken, true),
    async (call) => {
      const streamArgs = { ...routeModelSuffix(args, task, streamExtra.selection), stream: true };
      const { helper, request } = await prepareCall(streamArgs, call, registry, task, streamExtra);
      const response = await send(call, request);
      if (!response.ok) throw await failure(call, helper, request, streamArgs, response, extra);
      const type = response.headers.get("content-type") ?? "";
      if (!type.startsWith("text/event-stream")) {
        await response.body?.cancel().catch(() => undefined);
        throw httpError(
          InferenceClientProviderApiError,
          `Failed to perform inference: server does not support event stream content type, it returned ${type}`,
          request,
          response,
        );
      }
      return { request, response, requiresEndMarker: requiresEndMarker(helper, extra) };
    },
    options?.maxEventChars,
  );
}

/**
 * A media task function: `runTask` with the caller's `outputType` handed to the helper, which reads the
 * answer into that form. The form is known only at run time, hence the one cast to the overloads.
 */
export function mediaTask<A extends BaseArgs>(registry: HelperRegistry, task: InferenceTask): MediaTask<A> {
  const run = (args: A, options?: MediaTaskOptions) =>
    runTask<Blob | string | Record<string, unknown>>(args, options, registry, task, {
      outputType: options?.outputType,
    });
  return run as MediaTask<A>;
}

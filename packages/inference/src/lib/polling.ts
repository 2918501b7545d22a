// Shared steps of asynchronous provider jobs: the call to poll with, the polling loop, and reading each poll's JSON.
// Polls carry the job's credentials only to the origin the job was submitted to: a status URL the
// server names elsewhere (a hostile or compromised provider, an open redirect) gets none.
import { InferenceClientInputError, InferenceClientProviderOutputError } from "../errors";
import type { OutputType } from "../types";
import { catchReadFailure, maxResponseBytes, readText } from "./body";
import { type Call, callOrDefault, sleep } from "./call";
import { fetchFrom } from "./media";
import { scrub } from "./redact";
import { requestIdOf } from "./transport";

/** The request that submitted a job, and the headers its polls send (credentials to its origin only). */
export interface JobOrigin {
  url: string;
  headers: Record<string, string>;
}

/** Header names that carry a credential in the schemes of the providers and the Hub. */
const CREDENTIAL_HEADERS = new Set([
  "authorization",
  "proxy-authorization",
  "x-key",
  "key",
  "x-api-key",
  "api-key",
  "cookie",
]);

/**
 * The headers to send to `url`: the job's own on its origin; elsewhere, the same without any
 * credential header nor any header holding the secret.
 */
export function headersFor(url: URL, job: JobOrigin, secret: string | undefined): Record<string, string> {
  if (url.origin === new URL(job.url).origin) return job.headers;
  const safe: Record<string, string> = {};
  for (const [name, value] of Object.entries(job.headers)) {
    if (!CREDENTIAL_HEADERS.has(name.toLowerCase()) && scrub(value, secret) === value) safe[name] = value;
  }
  return safe;
}

/**
 * A job helper's `getResponse`: `follow` gets the call to poll with and the job's origin, from the request's URL
 * and headers. The client always passes them; a direct caller that does not is told what they are required for.
 */
export function followJob<T>(
  what: string,
  follow: (response: unknown, call: Call, job: JobOrigin, outputType: OutputType | undefined) => Promise<T>,
) {
  return async (
    response: unknown,
    url?: string,
    headers?: Record<string, string>,
    outputType?: OutputType,
    call?: Call | AbortSignal,
  ): Promise<T> => {
    if (!url || !headers) throw new InferenceClientInputError(`URL and headers are required for ${what}`);
    return follow(response, callOrDefault(call), { url, headers }, outputType);
  };
}

/**
 * GET `url` (host-relative URLs are read against the job's) with the headers `headersFor` allows,
 * and parse its JSON; `failure` for a non-OK answer, `malformed` for bad JSON.
 */
export async function getJson(
  call: Call,
  url: string,
  job: JobOrigin,
  failure: string,
  malformed: string,
): Promise<unknown> {
  const target = new URL(url, job.url);
  const response = await fetchFrom(call, target.href, failure, headersFor(target, job, call.secret));
  const text = await catchReadFailure(call, target.href, readText(response, maxResponseBytes(call.options)));
  try {
    return JSON.parse(text);
  } catch {
    throw new InferenceClientProviderOutputError(malformed, requestIdOf(response));
  }
}

/** The origin of `requestUrl`, plus `/{provider}` when it went through the router. */
export function pollingBase(requestUrl: string, provider: string): string {
  const url = new URL(requestUrl);
  return url.host === "router.huggingface.co" ? `${url.origin}/${provider}` : url.origin;
}

/** How to poll one job: where, how often, how many times at most, and how to read each answer. */
export type PollPlan<T> = PollLimit & {
  /** The status URL (host-relative URLs are read against the job's), or how to make each poll's. */
  url: string | ((attempt: number) => string);
  /** The provider's interval; the call's `pollIntervalMs` wins when set. */
  intervalMs: number;
  /** Message of a non-OK poll, and of a poll whose body is not JSON. */
  failure: string;
  malformed: string;
  /** The output once done, `undefined` while the job runs; throws when it failed or the answer makes no sense. */
  read(poll: unknown): Promise<T | undefined> | T | undefined;
};

/**
 * Most polls before giving up with `timedOut`: a job that never ends must not hold the caller forever. A provider
 * whose spec sets no limit (fal's queue) gives none; the call's own time limit still holds.
 */
type PollLimit = { attempts: number; timedOut: string } | { attempts?: undefined; timedOut?: undefined };

/** Polls the job every interval, at most `attempts` times, until `read` gives its output. */
export async function pollJob<T>(call: Call, job: JobOrigin, plan: PollPlan<T>): Promise<T> {
  const interval = call.options.pollIntervalMs ?? plan.intervalMs;
  for (let attempt = 0; ; attempt++) {
    if (plan.attempts === attempt) throw new InferenceClientProviderOutputError(plan.timedOut);
    await sleep(interval, call);
    const url = typeof plan.url === "string" ? plan.url : plan.url(attempt);
    const output = await plan.read(await getJson(call, url, job, plan.failure, plan.malformed));
    if (output !== undefined) return output;
  }
}

// Payload checks shared by the emulated APIs: each check returns a problem message or undefined.
import { type EmulatedRequest, isBinary, isJsonObject, type JsonObject } from "./emulated-request";

export type Problem = string | undefined;

/** The JSON object body of a call; answers 415/400 and returns undefined when there is none. */
export function readJson(call: EmulatedRequest): JsonObject | undefined {
  if (!call.contentType.startsWith("application/json")) {
    call.fail(415, `Content-Type must be application/json, got "${call.contentType || "none"}"`);
    return undefined;
  }
  if (call.invalidJson || !isJsonObject(call.body) || isBinary(call.body)) {
    call.fail(400, call.invalidJson ? "Request body is not valid JSON" : "Request body must be a JSON object");
    return undefined;
  }
  return call.body;
}

/** Answers the first problem (400, or the API's validation status); true when the call was rejected. */
export function reject(call: EmulatedRequest, ...problems: Problem[]): boolean {
  const problem = problems.find((p) => p !== undefined);
  if (problem === undefined) return false;
  call.fail(call.validationStatus, problem);
  return true;
}

export function needString(body: JsonObject, field: string, where = ""): Problem {
  const value = body[field];
  return typeof value === "string" && value.length > 0
    ? undefined
    : `${where}${field} is required and must be a non-empty string`;
}

/** Longest model id accepted: real ids are far shorter, and streamed answers repeat it in every chunk. */
const MAX_MODEL_LENGTH = 512;

/** The body's `model`: a string of at most MAX_MODEL_LENGTH characters, required unless the URL names the model. */
export function needModel(body: JsonObject, required: boolean): Problem {
  const problem = required ? needString(body, "model") : optional(body, "model", "string");
  if (problem !== undefined || typeof body.model !== "string" || body.model.length <= MAX_MODEL_LENGTH) return problem;
  return `model must be at most ${MAX_MODEL_LENGTH} characters`;
}

export function needObject(body: JsonObject, field: string, where = ""): Problem {
  return isJsonObject(body[field]) ? undefined : `${where}${field} is required and must be an object`;
}

/** Optional field that, when present, must have `type` ("array" for arrays). */
export function optional(
  body: JsonObject,
  field: string,
  type: "string" | "number" | "boolean" | "object" | "array",
): Problem {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  const actual = Array.isArray(value) ? "array" : typeof value;
  return actual === type ? undefined : `${field} must be of type ${type}, got ${actual}`;
}

/** A media reference providers accept: an http(s) URL or a base64 data URL. */
export function needMediaUrl(body: JsonObject, field: string, where = ""): Problem {
  const value = body[field];
  if (
    typeof value === "string" &&
    (/^https?:\/\/\S+$/.test(value) || /^data:[\w.+-]+\/[\w.+-]+;base64,[A-Za-z0-9+/=]+$/.test(value))
  )
    return undefined;
  return `${where}${field} must be an http(s) URL or a base64 data URL`;
}

/** The text the request asks about, for echoing in outputs. */
export function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(textOf).join(" ");
  if (isJsonObject(value)) return textOf(value.text ?? value.content ?? "");
  return "";
}

// Multipart form uploads (`multipart/form-data`), as OpenAI-style transcription routes take them: parsed from a
// body the server has already read within its size limit into text fields and files. The parser walks the
// body once, copies nothing, and gives up (undefined) on anything it cannot read as a well-formed form.
import type { EmulatedRequest } from "./emulated-request";
import type { FormBody, FormFile } from "./types";

/** Parts a form may carry: real uploads have one file and a few fields. */
export const MAX_FORM_PARTS = 64;

const CRLF = Buffer.from("\r\n");
const HEAD_END = Buffer.from("\r\n\r\n");

/** The boundary a multipart content type declares, quoted or not (RFC 2046 allows 1 to 70 characters). */
function boundaryOf(contentType: string): string | undefined {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** A parameter of a Content-Disposition header (`name`, `filename`), unquoted. */
function dispositionParam(header: string, param: string): string | undefined {
  return new RegExp(`;\\s*${param}="([^"]*)"`, "i").exec(header)?.[1];
}

/** One part's headers, by lower-cased name. */
function partHeaders(head: Buffer): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.toString("utf8").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** The form in `raw`, or undefined when `contentType` is not a multipart form or the body is not a well-formed one. */
export function parseMultipart(raw: Buffer, contentType: string): FormBody | undefined {
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const boundary = boundaryOf(contentType);
  if (!boundary) return undefined;
  const delimiter = Buffer.from(`--${boundary}`);
  // Every delimiter but the first starts a line.
  const nextDelimiter = Buffer.concat([CRLF, delimiter]);
  const fields: Record<string, string> = {};
  const files: Record<string, FormFile> = {};
  let at = raw.indexOf(delimiter);
  if (at < 0) return undefined;
  for (let parts = 0; ; parts++) {
    at += delimiter.length;
    // The closing delimiter ends the form; anything after it is an epilogue, ignored.
    if (raw[at] === 0x2d && raw[at + 1] === 0x2d) return { contentType, fields, files };
    if (parts === MAX_FORM_PARTS || !raw.subarray(at, at + 2).equals(CRLF)) return undefined;
    const headEnd = raw.indexOf(HEAD_END, at + 2);
    if (headEnd < 0) return undefined;
    const next = raw.indexOf(nextDelimiter, headEnd + HEAD_END.length);
    if (next < 0) return undefined;
    const headers = partHeaders(raw.subarray(at + 2, headEnd));
    const disposition = headers["content-disposition"] ?? "";
    const name = dispositionParam(disposition, "name");
    if (!/^form-data\b/i.test(disposition) || name === undefined) return undefined;
    const content = raw.subarray(headEnd + HEAD_END.length, next);
    const filename = dispositionParam(disposition, "filename");
    if (filename === undefined) fields[name] = content.toString("utf8");
    else {
      // A plain view of the bytes, as recorded bodies hold them (no Buffer, no copy).
      const bytes = new Uint8Array(content.buffer, content.byteOffset, content.byteLength);
      files[name] = { filename, contentType: headers["content-type"] ?? "application/octet-stream", bytes };
    }
    at = next + CRLF.length;
  }
}

export function isFormBody(value: unknown): value is FormBody {
  const form = value as Partial<FormBody> | undefined;
  return typeof form?.fields === "object" && typeof form.files === "object" && typeof form.contentType === "string";
}

/** The multipart form of a call; answers 415/400 and returns undefined when there is none. */
export function readForm(call: EmulatedRequest): FormBody | undefined {
  if (!call.contentType.startsWith("multipart/form-data")) {
    call.fail(415, `Content-Type must be multipart/form-data, got "${call.contentType || "none"}"`);
    return undefined;
  }
  if (!isFormBody(call.body)) {
    call.fail(400, "Request body is not a well-formed multipart form");
    return undefined;
  }
  return call.body;
}

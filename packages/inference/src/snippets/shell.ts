// Shell snippets: one curl command. Only requests curl can finish alone (JSON printed, or a stream).

import { shellWord } from "@inferkit/tasks";
import type { HttpCall, SnippetContext, TemplateSet } from "./context";
import { authorizationShellWord } from "./credentials";
import { hasCode, literal } from "./values";

/** A file path as curl's `-F` reads it: double-quoted, so `;` and `,` in it are not taken for options. */
const formPath = (path: string) => `"${path.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

/** The curl options sending the body. */
function bodyOptions(body: HttpCall["body"]): string[] {
  switch (body.kind) {
    case "file":
      return [`--data-binary ${shellWord(`@${body.file.path}`)}`];
    case "form":
      // --form-string: a field value is text, even when it starts with `@` or `<`.
      return [
        `-F ${shellWord(`${body.fileField}=@${formPath(body.file.path)};type=${body.file.mime}`)}`,
        ...Object.entries(body.fields).map(([name, value]) => `--form-string ${shellWord(`${name}=${value}`)}`),
      ];
    case "json":
      return [`-d ${shellWord(literal(body.value, "json", "    "))}`];
  }
}

function curlCall(ctx: SnippetContext): string | undefined {
  const { http } = ctx;
  if (!http) return undefined;
  const printable = http.result.kind === "json" || http.result.kind === "field" || http.result.kind === "stream";
  if (!printable) return undefined;
  // Bodies holding code (a file read into JSON) need a real language.
  if (http.body.kind === "json" && hasCode(http.body.value)) return undefined;
  const headers = { ...http.headers, ...(ctx.billTo ? { "X-HF-Bill-To": ctx.billTo } : {}) };
  const options = [
    shellWord(http.url),
    "-X POST",
    "--fail-with-body",
    ...(http.result.kind === "stream" ? ["--no-buffer"] : []),
    `-H ${authorizationShellWord(ctx.credential)}`,
    ...Object.entries(headers).map(([name, value]) => `-H ${shellWord(`${name}: ${value}`)}`),
    ...bodyOptions(http.body),
  ];
  return `curl ${options.join(" \\\n    ")}\n`;
}

export const CURL: TemplateSet = {
  basic: curlCall,
  basicAudio: curlCall,
  basicImage: curlCall,
  conversational: curlCall,
  conversationalStream: curlCall,
  zeroShotClassification: curlCall,
};

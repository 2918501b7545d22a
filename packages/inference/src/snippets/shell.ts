// Shell snippets: one curl command. Only requests curl can finish alone (JSON printed, or a stream).

import { shellWord } from "@inferkit/tasks";
import type { SnippetContext, TemplateSet } from "./context";
import { authorizationShellWord } from "./credentials";
import { hasCode, literal } from "./values";

function curlCall(ctx: SnippetContext): string | undefined {
  const { http } = ctx;
  if (!http) return undefined;
  const printable = http.result.kind === "json" || http.result.kind === "field" || http.result.kind === "stream";
  if (!printable) return undefined;
  // Bodies holding code (a file read into JSON) need a real language.
  if (http.body.kind === "json" && hasCode(http.body.value)) return undefined;
  const data =
    http.body.kind === "file"
      ? `--data-binary ${shellWord(`@${http.body.file.path}`)}`
      : `-d ${shellWord(literal(http.body.value, "json", "    "))}`;
  const headers = { ...http.headers, ...(ctx.billTo ? { "X-HF-Bill-To": ctx.billTo } : {}) };
  const options = [
    shellWord(http.url),
    "-X POST",
    "--fail-with-body",
    ...(http.result.kind === "stream" ? ["--no-buffer"] : []),
    `-H ${authorizationShellWord(ctx.credential)}`,
    ...Object.entries(headers).map(([name, value]) => `-H ${shellWord(`${name}: ${value}`)}`),
    data,
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

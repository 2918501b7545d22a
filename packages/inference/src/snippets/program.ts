// Small builders shared by the per-language templates: import headers, field paths, output file names.

import { quotedString } from "@inferkit/tasks";
import type { SnippetContext } from "./context";

const STANDARD_MODULES = ["base64", "json", "os"].map((name) => ({
  line: `import ${name}`,
  used: new RegExp(`(?<![\\w.])${name}\\.[a-z]`),
}));

/** Python source with the standard-library imports its body uses, then the given import lines. */
export function pythonProgram(body: string, imports: readonly string[] = []): string {
  const standard = STANDARD_MODULES.filter(({ used }) => used.test(body)).map(({ line }) => line);
  const header = [...standard, ...imports].join("\n");
  return `${header}\n\n${body.trim()}\n`;
}

/** JavaScript module source: Node file helpers the body uses are imported, then the given import lines. */
export function jsProgram(body: string, imports: readonly string[] = []): string {
  const fileHelpers = ["readFile", "writeFile"].filter((name) => body.includes(`${name}(`));
  const lines = [...imports];
  if (body.includes("openAsBlob(")) lines.push(`import { openAsBlob } from "node:fs";`);
  if (fileHelpers.length > 0) lines.push(`import { ${fileHelpers.join(", ")} } from "node:fs/promises";`);
  return lines.length > 0 ? `${lines.join("\n")}\n\n${body.trim()}\n` : `${body.trim()}\n`;
}

/** `["choices"][0]["text"]` */
export const pythonPath = (path: readonly (string | number)[]): string =>
  path.map((part) => `[${typeof part === "number" ? part : quotedString(part)}]`).join("");

/** `.choices[0].text` */
export const jsPath = (path: readonly (string | number)[]): string =>
  path.map((part) => (typeof part === "number" ? `[${part}]` : `.${part}`)).join("");

const MEDIA_OUTPUTS: Record<string, string> = {
  textToImage: "image.png",
  imageToImage: "image.png",
  textToSpeech: "audio.flac",
  textToAudio: "audio.flac",
  textToVideo: "video.mp4",
  imageToVideo: "video.mp4",
};

/** File a client-library snippet saves media results to, or undefined when the result is printed. */
export const mediaOutput = (ctx: SnippetContext): string | undefined => MEDIA_OUTPUTS[ctx.template];

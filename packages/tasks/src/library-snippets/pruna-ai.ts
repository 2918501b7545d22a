// Pruna AI: optimised ("smashed") diffusers and transformers models load through PrunaModel, or
// PrunaProModel of pruna_pro for models tagged pruna_pro-ai. The snippets of the original library are reused
// with their pipeline/auto classes swapped for Pruna's loader.
import type { ModelData } from "../model-data";
import { hasTag, pyString } from "./common";
import { snippets as diffusersSnippets } from "./diffusers";
import { type ModelLoader, transformersSnippets } from "./transformers";

const PRUNA: ModelLoader = { module: "pruna", className: "PrunaModel" };
const PRUNA_PRO: ModelLoader = { module: "pruna_pro", className: "PrunaProModel" };

const DIFFUSERS_IMPORT = /^from diffusers import (.+)$/;
const PIPELINE_CLASS = /^\w*Pipeline\w*$/;
const PIPELINE_LOAD = /^(\s*\w+ = )\w*Pipeline\w*\.from_pretrained\(/;

/** Rewrites one diffusers snippet: pipeline classes leave the diffusers import and load through `loader`. */
function rewriteDiffusers(snippet: string, loader: ModelLoader): string {
  const loaderImport = `from ${loader.module} import ${loader.className}`;
  let imported = false;
  const lines: string[] = [];
  for (const line of snippet.split("\n")) {
    const diffusersImport = DIFFUSERS_IMPORT.exec(line);
    if (diffusersImport?.[1]) {
      const names = diffusersImport[1].split(",").map((name) => name.trim());
      const kept = names.filter((name) => !PIPELINE_CLASS.test(name));
      if (kept.length > 0) lines.push(`from diffusers import ${kept.join(", ")}`);
      if (kept.length < names.length && !imported) {
        lines.push(loaderImport);
        imported = true;
      }
      continue;
    }
    lines.push(line.replace(PIPELINE_LOAD, `$1${loader.className}.from_pretrained(`));
  }
  return imported ? lines.join("\n") : `${loaderImport}\n${lines.join("\n")}`;
}

export function snippets(model: ModelData): string[] {
  const loader = hasTag(model, "pruna_pro-ai") ? PRUNA_PRO : PRUNA;
  if (hasTag(model, "diffusers")) return diffusersSnippets(model).map((snippet) => rewriteDiffusers(snippet, loader));
  // Without transformersInfo the transformers generator has no classes to swap: use the plain loader below.
  if (hasTag(model, "transformers") && model.transformersInfo) return transformersSnippets(model, loader);
  return [
    `from ${loader.module} import ${loader.className}

model = ${loader.className}.from_pretrained(${pyString(model.id)})`,
  ];
}

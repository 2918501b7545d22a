import type { ModelData } from "../model-data";
import { pyString } from "./common";

/** Loading a kernel repository, pinned to a major `version` when one is given. */
export function kernelSnippets(kernelId: string, version?: number): string[] {
  // Only a plain whole number is written out: anything else could not be a version of the kernel.
  const pin = Number.isSafeInteger(version) && (version as number) >= 0 ? `, version=${version}` : "";
  return [
    `# pip install kernels
from kernels import get_kernel

# Fetches the build of this kernel that matches the local torch and accelerator
kernel = get_kernel(${pyString(kernelId)}${pin})`,
  ];
}

export function snippets(model: ModelData): string[] {
  return kernelSnippets(model.id);
}

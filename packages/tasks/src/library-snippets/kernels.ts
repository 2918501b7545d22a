import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install kernels
from kernels import get_kernel

# Fetches the build of this kernel that matches the local torch and accelerator
kernel = get_kernel(${pyString(model.id)})`,
  ];
}

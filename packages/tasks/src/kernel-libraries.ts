// Libraries that load compute kernels from the Hub (kernel repositories, not models).
import { kernelSnippets } from "./library-snippets/kernels";

export interface KernelLibraryUiElement {
  prettyLabel: string;
  repoName: string;
  repoUrl: string;
  docsUrl?: string;
  /** Code that loads `kernelId`, pinned to a major `version` when given. */
  snippets?: (kernelId: string, version?: number) => string[];
}

export const KERNEL_LIBRARIES_UI_ELEMENTS = {
  kernels: {
    prettyLabel: "Kernels",
    repoName: "Kernels",
    repoUrl: "https://github.com/huggingface/kernels",
    docsUrl: "https://huggingface.co/docs/kernels",
    snippets: kernelSnippets,
  },
} satisfies Record<string, KernelLibraryUiElement>;

export type KernelLibraryKey = keyof typeof KERNEL_LIBRARIES_UI_ELEMENTS;

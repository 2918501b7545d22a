// A playground state for the playground's tests: every field set, tokens and marks included.
import type { PlaygroundState } from "../playground/playground-state";

export const SAMPLE_STATE: PlaygroundState = {
  template: "{{ bos_token }}{% for m in messages %}{{ m.content }}{% endfor %}",
  messages: '[{"role": "user", "content": "Hi"}]',
  tools: "",
  addGenerationPrompt: false,
  specialTokens: { bos_token: "<s>", eos_token: "</s>", pad_token: "", unk_token: "" },
  showMarks: true,
};

/** Text that deflate can barely shrink (a linear congruential sequence), for links past the size cap. */
export function incompressibleText(numbers: number): string {
  let seed = 7;
  return Array.from({ length: numbers }, () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed.toString(36);
  }).join("");
}

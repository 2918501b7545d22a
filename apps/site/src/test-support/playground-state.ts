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

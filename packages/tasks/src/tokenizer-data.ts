// What a repository's tokenizer_config.json says about chat: its special tokens and chat template(s).

/** The special-token fields of a tokenizer config that chat templates read, in the order transformers lists them. */
export const SPECIAL_TOKENS_ATTRIBUTES = [
  "bos_token",
  "eos_token",
  "unk_token",
  "sep_token",
  "pad_token",
  "cls_token",
  "mask_token",
] as const;

/**
 * A special token written as an object rather than a bare string. Older files tag it with
 * `__type: "AddedToken"`; files saved by newer tokenizers leave the tag out, so it is optional here.
 */
export interface AddedToken {
  __type?: "AddedToken";
  content?: string;
  lstrip?: boolean;
  normalized?: boolean;
  rstrip?: boolean;
  single_word?: boolean;
}

export type SpecialTokensMap = {
  [attribute in (typeof SPECIAL_TOKENS_ATTRIBUTES)[number]]?: string | AddedToken | null;
};

export interface TokenizerConfig extends SpecialTokensMap {
  use_default_system_prompt?: boolean;
  /** One template, or named ones (`default`, `tool_use`, …). */
  chat_template?: string | Array<{ name: string; template: string }>;
}

// llama-cpp-python: GGUF files load straight from the hub; the file name is filled in by the caller.
import type { ChatCompletionInputMessage } from "../chat-completion";
import { getModelInputSnippet, stringifyMessages } from "../inputs";
import type { ModelData } from "../model-data";
import { DEFAULT_PROMPTS, hasTag, pyString } from "./common";

/** Placeholder the page replaces with the GGUF file the user picked. */
export const GGUF_FILE_PLACEHOLDER = "{{GGUF_FILE}}";
/** Completion length of the plain-text example (spec section 9). */
const MAX_TOKENS = 512;

function chatMessages(model: ModelData): ChatCompletionInputMessage[] {
  const sample = getModelInputSnippet(model);
  return Array.isArray(sample) ? sample : [{ role: "user", content: DEFAULT_PROMPTS.chat }];
}

export function snippets(model: ModelData): string[] {
  const load = `# pip install llama-cpp-python
from llama_cpp import Llama

llm = Llama.from_pretrained(
    repo_id=${pyString(model.id)},
    filename="${GGUF_FILE_PLACEHOLDER}",
)`;
  if (hasTag(model, "conversational")) {
    const messages = stringifyMessages(chatMessages(model), {
      attributeKeyQuotes: true,
      indent: "    ",
      // Only indentation is a raw tab: JSON escapes tabs inside strings.
      customContentEscaper: (literal) => literal.replaceAll("\t", "    "),
    });
    return [load, `llm.create_chat_completion(\n    messages=${messages}\n)`];
  }
  return [
    load,
    `output = llm(\n    "The lighthouse keeper opened the door and",\n    max_tokens=${MAX_TOKENS},\n    echo=True,\n)\nprint(output)`,
  ];
}

// Starting points for the playground, written for this site. A starter named after a model family renders
// byte for byte what that family's own template renders for the starter's conversation (starters.test.ts
// checks it against the real templates with Python Jinja2); the others are named as examples.
import type { SpecialTokens } from "./render";

export interface StarterTemplate {
  id: string;
  label: string;
  /** The family's special tokens, as its tokenizer config defines them ("" when it has none). */
  specialTokens: SpecialTokens;
  template: string;
  /** A conversation the template accepts (Gemma and Mixtral have no system turn). */
  messages: string;
  /** Tools to pass, for the starters that show them. */
  tools?: string;
}

const NO_TOKENS: SpecialTokens = { bos_token: "", eos_token: "", pad_token: "", unk_token: "" };

const CHATML = `{% for message in messages %}
<|im_start|>{{ message.role }}
{{ message.content }}<|im_end|>
{% endfor %}
{% if add_generation_prompt %}
<|im_start|>assistant
{% endif %}`;

// Turns follow each other with no newline in between: the "-" of the closing tags eats the line breaks.
const LLAMA3 = `{% for message in messages %}
{% if loop.first %}{{ bos_token }}{% endif %}
<|start_header_id|>{{ message.role }}<|end_header_id|>

{{ message.content | trim }}<|eot_id|>
{%- endfor %}
{% if add_generation_prompt %}
<|start_header_id|>assistant<|end_header_id|>

{% endif %}`;

const ALTERNATION = `{% if (message.role == 'user') == (loop.index0 is odd) %}
{{ raise_exception('User and assistant turns must alternate, starting with the user.') }}
{% endif %}`;

// Mixtral's format has no system turn and no header for the answer: the prompt ends with [/INST].
const MIXTRAL = `{{ bos_token }}
{%- for message in messages %}
${ALTERNATION}
{%- if message.role == 'user' %}
[INST] {{ message.content }} [/INST]
{%- elif message.role == 'assistant' %}
{{ message.content }}{{ eos_token }}
{%- else %}
{{ raise_exception('Only user and assistant turns are supported.') }}
{%- endif %}
{%- endfor %}`;

// Gemma calls the assistant "model" and has no system turn.
const GEMMA2 = `{{ bos_token }}
{%- if messages and messages[0].role == 'system' %}
{{ raise_exception('Gemma has no system turn: put the instructions in the first user message.') }}
{% endif %}
{% for message in messages %}
${ALTERNATION}
<start_of_turn>{{ 'model' if message.role == 'assistant' else message.role }}
{{ message.content | trim }}<end_of_turn>
{% endfor %}
{% if add_generation_prompt %}
<start_of_turn>model
{% endif %}`;

const CHATML_TOOLS = `{% if tools %}
<|im_start|>system
You can call these functions. Answer with <tool_call>{"name": ..., "arguments": ...}</tool_call>.
<tools>
{% for tool in tools %}
{{ tool | tojson }}
{% endfor %}
</tools><|im_end|>
{% endif %}
{% for message in messages %}
<|im_start|>{{ message.role }}
{% if message.tool_calls %}
{% for call in message.tool_calls %}
<tool_call>{{ {"name": call.function.name, "arguments": call.function.arguments} | tojson }}</tool_call>
{% endfor %}
{% else %}
{{ message.content }}
{% endif %}<|im_end|>
{% endfor %}
{% if add_generation_prompt %}
<|im_start|>assistant
{% endif %}`;

const WITH_SYSTEM = `[
  { "role": "system", "content": "You are a concise assistant." },
  { "role": "user", "content": "What is the capital of France?" },
  { "role": "assistant", "content": "Paris." },
  { "role": "user", "content": "And of Japan?" }
]`;

const WITHOUT_SYSTEM = `[
  { "role": "user", "content": "What is the capital of France? Answer in one word." },
  { "role": "assistant", "content": "Paris." },
  { "role": "user", "content": "And of Japan?" }
]`;

const TOOLS = `[
  {
    "type": "function",
    "function": {
      "name": "get_weather",
      "description": "Current weather of a city",
      "parameters": { "type": "object", "properties": { "city": { "type": "string" } }, "required": ["city"] }
    }
  }
]`;

export const STARTERS: StarterTemplate[] = [
  {
    id: "chatml",
    label: "ChatML-style example",
    specialTokens: { ...NO_TOKENS, eos_token: "<|im_end|>" },
    template: CHATML,
    messages: WITH_SYSTEM,
  },
  {
    id: "llama3",
    label: "Llama 3 Instruct",
    specialTokens: { ...NO_TOKENS, bos_token: "<|begin_of_text|>", eos_token: "<|eot_id|>" },
    template: LLAMA3,
    messages: WITH_SYSTEM,
  },
  {
    id: "mixtral",
    label: "Mixtral 8x7B Instruct ([INST])",
    specialTokens: { ...NO_TOKENS, bos_token: "<s>", eos_token: "</s>", unk_token: "<unk>" },
    template: MIXTRAL,
    messages: WITHOUT_SYSTEM,
  },
  {
    id: "gemma2",
    label: "Gemma 2 Instruct",
    specialTokens: { bos_token: "<bos>", eos_token: "<eos>", pad_token: "<pad>", unk_token: "<unk>" },
    template: GEMMA2,
    messages: WITHOUT_SYSTEM,
  },
  {
    id: "chatml-tools",
    label: "ChatML-style example with tools",
    specialTokens: { ...NO_TOKENS, eos_token: "<|im_end|>" },
    template: CHATML_TOOLS,
    messages: WITH_SYSTEM,
    tools: TOOLS,
  },
];

// Starting points for the playground: the prompt formats of well-known model families,
// written for this site (each renders the format its family documents).

export interface StarterTemplate {
  id: string;
  label: string;
  bosToken: string;
  eosToken: string;
  template: string;
}

const CHATML = `{% for message in messages %}
<|im_start|>{{ message.role }}
{{ message.content }}<|im_end|>
{% endfor %}
{% if add_generation_prompt %}
<|im_start|>assistant
{% endif %}`;

const LLAMA3 = `{{ bos_token }}
{% for message in messages %}
<|start_header_id|>{{ message.role }}<|end_header_id|>

{{ message.content | trim }}<|eot_id|>
{% endfor %}
{% if add_generation_prompt %}
<|start_header_id|>assistant<|end_header_id|>

{% endif %}`;

const MISTRAL = `{{ bos_token }}
{% set system = messages[0].content if messages and messages[0].role == 'system' else none %}
{% for message in messages if message.role != 'system' %}
{% if message.role == 'user' %}
[INST] {% if system and loop.last %}{{ system }}

{% endif %}{{ message.content }} [/INST]
{%- elif message.role == 'assistant' %}
 {{ message.content }}{{ eos_token }}
{%- else %}
{{ raise_exception('Only system, user and assistant roles are supported, got ' ~ message.role) }}
{% endif %}
{% endfor %}`;

const GEMMA = `{{ bos_token }}
{% for message in messages %}
{% set role = 'model' if message.role == 'assistant' else message.role %}
<start_of_turn>{{ role }}
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

export const STARTERS: StarterTemplate[] = [
  { id: "chatml", label: "ChatML (Qwen, SmolLM, …)", bosToken: "", eosToken: "<|im_end|>", template: CHATML },
  { id: "llama3", label: "Llama 3", bosToken: "<|begin_of_text|>", eosToken: "<|eot_id|>", template: LLAMA3 },
  { id: "mistral", label: "Mistral [INST]", bosToken: "<s>", eosToken: "</s>", template: MISTRAL },
  { id: "gemma", label: "Gemma turns", bosToken: "<bos>", eosToken: "<eos>", template: GEMMA },
  { id: "chatml-tools", label: "ChatML with tools", bosToken: "", eosToken: "<|im_end|>", template: CHATML_TOOLS },
];

export const STARTER_MESSAGES = `[
  { "role": "system", "content": "You are a concise assistant." },
  { "role": "user", "content": "What is the capital of France?" },
  { "role": "assistant", "content": "Paris." },
  { "role": "user", "content": "And of Japan?" }
]`;

export const STARTER_TOOLS = `[
  {
    "type": "function",
    "function": {
      "name": "get_weather",
      "description": "Current weather of a city",
      "parameters": { "type": "object", "properties": { "city": { "type": "string" } }, "required": ["city"] }
    }
  }
]`;

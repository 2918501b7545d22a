// `inferkit render`: a chat template applied to a conversation, as transformers' apply_chat_template(tokenize=False).
import { renderChatTemplate, TemplateError, type TokenizerConfig } from "@inferkit/jinja";
import type { Command } from "./command";
import {
  CliError,
  type CliIo,
  inputName,
  isRecord,
  parseOptions,
  positionalsOf,
  readJsonFile,
  readTextFile,
  UsageError,
} from "./io";

const OPTIONS = {
  messages: { type: "string" },
  "add-generation-prompt": { type: "boolean" },
  "template-name": { type: "string" },
  var: { type: "string", multiple: true },
} as const;

interface Conversation {
  messages: unknown[];
  tools?: unknown[];
  documents?: unknown[];
}

const isOptionalList = (value: unknown) => value === undefined || Array.isArray(value);

async function readConversation(path: string, stdin: CliIo["stdin"]): Promise<Conversation> {
  const data = await readJsonFile(path, stdin);
  if (Array.isArray(data)) return { messages: data };
  if (isRecord(data) && Array.isArray(data.messages) && isOptionalList(data.tools) && isOptionalList(data.documents))
    return data as unknown as Conversation;
  throw new CliError(
    `${inputName(path)} must hold a list of messages, or an object with "messages" (and "tools", "documents")`,
  );
}

/** Set by the conversation and the options, or settings of the renderer rather than template variables. */
const RESERVED = new Set([
  "messages",
  "tools",
  "documents",
  "add_generation_prompt",
  "template",
  "tokenizerConfig",
  "templateName",
  "templateOptions",
  "addGenerationPrompt",
]);

/** `k=v`: v as JSON when it parses (false, 3, ["a"]), else as text. */
function parseVariables(pairs: readonly string[]): Record<string, unknown> {
  const variables: Record<string, unknown> = Object.create(null);
  for (const pair of pairs) {
    const at = pair.indexOf("=");
    const name = pair.slice(0, at);
    if (at < 1 || !/^[A-Za-z_]\w*$/.test(name)) throw new UsageError(`--var expects name=value, got '${pair}'`);
    if (RESERVED.has(name)) throw new UsageError(`--var cannot set '${name}': the conversation and options set it`);
    const text = pair.slice(at + 1);
    try {
      variables[name] = JSON.parse(text);
    } catch {
      variables[name] = text;
    }
  }
  return variables;
}

/** A tokenizer config (its chat_template and special tokens), or a bare template file. */
async function readTemplate(
  path: string,
  stdin: CliIo["stdin"],
): Promise<{ template?: string; tokenizerConfig?: TokenizerConfig }> {
  if (!path.toLowerCase().endsWith(".json")) return { template: await readTextFile(path, stdin) };
  const config = await readJsonFile(path, stdin);
  if (!isRecord(config)) throw new CliError(`${path} must hold a tokenizer config object`);
  return { tokenizerConfig: config };
}

export const renderCommand: Command = {
  name: "render",
  summary: "print the prompt a chat template makes of a conversation",
  usage: `Usage: inferkit render <template.jinja | tokenizer_config.json> --messages FILE [options]

Prints the prompt a chat template renders for a conversation, exactly (no newline added), as
transformers' apply_chat_template(tokenize=False) and Python Jinja2 would. From a
tokenizer_config.json it takes the chat_template (a string, or a list of named templates) and the
special tokens (bos_token, eos_token, ...).

Options:
  --messages FILE          JSON list of messages, or {"messages": [...], "tools": [...], "documents": [...]};
                           - reads it from standard input (so does - as the template file,
                           read as a template, not a tokenizer config)
  --add-generation-prompt  end with the assistant's turn opening
  --template-name NAME     which named template of a list (default: tool_use with tools, rag with
                           documents, else default)
  --var NAME=VALUE         another variable, VALUE read as JSON when it parses (e.g. enable_thinking=false);
                           may be repeated
  -h, --help               show this help
`,
  async run(args, io) {
    const { values, positionals } = parseOptions(args, OPTIONS);
    const [path = ""] = positionalsOf(positionals, ["template file"]);
    if (values.messages === undefined) throw new UsageError("missing --messages FILE");
    const variables = parseVariables(values.var ?? []);
    const source = await readTemplate(path, io.stdin);
    const conversation = await readConversation(values.messages, io.stdin);
    try {
      const prompt = renderChatTemplate({
        ...variables,
        ...source,
        ...conversation,
        templateName: values["template-name"],
        addGenerationPrompt: values["add-generation-prompt"] ?? false,
      });
      io.stdout.write(prompt);
    } catch (error) {
      // The first line says what and where; a syntax error's excerpt follows on the next ones.
      if (error instanceof TemplateError) throw new CliError(`${inputName(path)}: ${error.message.split("\n")[0]}`);
      throw error;
    }
  },
};

// `inferkit chat`: one prompt, the answer streamed to stdout as it arrives.
import { chatCompletionStream } from "@inferkit/inference";
import { rewritingFetch } from "../emulator/rewrite";
import type { Command } from "./command";
import { integerOption, parseOptions, positionalsOf, providerOption, readTextFile, UsageError } from "./io";

const OPTIONS = {
  provider: { type: "string" },
  "max-tokens": { type: "string" },
  emulator: { type: "string" },
} as const;

function emulatorUrl(text: string): string {
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (url?.protocol !== "http:" && url?.protocol !== "https:")
    throw new UsageError(`--emulator (or INFERKIT_EMULATOR) must be an http URL, got '${text}'`);
  return url.origin;
}

export const chatCommand: Command = {
  name: "chat",
  summary: "stream a chat model's answer to one prompt",
  usage: `Usage: inferkit chat <model> <prompt> [--provider NAME] [--max-tokens N] [--emulator URL]

Streams a chat model's answer to stdout as it is generated. The access token is read from
the HF_TOKEN environment variable. A prompt of - is read from standard input, as in
  git diff | inferkit chat org/model -

Options:
  --provider NAME   the provider to call (default: auto, the router's choice); a model id may
                    also carry it, as in org/model:groq or org/model:fastest
  --max-tokens N    longest answer, in tokens
  --emulator URL    send every request to a running "inferkit emulator" at URL instead
                    (default: the INFERKIT_EMULATOR environment variable, if set)
  -h, --help        show this help
`,
  async run(args, io) {
    const { values, positionals } = parseOptions(args, OPTIONS);
    const [model = "", given = ""] = positionalsOf(positionals, ["model", "prompt"]);
    const provider = providerOption(values.provider);
    const maxTokens = integerOption(values["max-tokens"], "max-tokens", 1, 10_000_000);
    const emulator = values.emulator ?? io.env.INFERKIT_EMULATOR;
    const fetch = emulator === undefined || emulator === "" ? undefined : rewritingFetch(emulatorUrl(emulator));
    const token = io.env.HF_TOKEN;
    if (!token) throw new UsageError("set HF_TOKEN to your access token (https://huggingface.co/settings/tokens)");
    // Piped text ends with a line break that is no part of the question.
    const prompt = given === "-" ? (await readTextFile(given, io.stdin)).trimEnd() : given;

    const stream = chatCompletionStream(
      {
        accessToken: token,
        model,
        provider,
        messages: [{ role: "user", content: prompt }],
        ...(maxTokens === undefined ? {} : { max_tokens: maxTokens }),
      },
      { fetch },
    );
    let answered = false;
    try {
      for await (const chunk of stream) {
        const text = chunk.choices?.[0]?.delta?.content;
        if (text) io.stdout.write(text);
        answered ||= !!text;
      }
    } finally {
      // Ends the line even when the stream breaks, so the error is not printed after half an answer.
      if (answered) io.stdout.write("\n");
    }
  },
};

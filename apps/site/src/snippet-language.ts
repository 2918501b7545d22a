// Library snippets are plain strings; the highlighter needs their language. Most are Python;
// install/CLI lines are shell, Transformers.js is JavaScript, a few are Swift or C#.
export type SnippetLanguage = "python" | "shell" | "javascript" | "text";

const SHELL_START =
  /^(#!|\$ |(pip3?|uv|npm|npx|brew|git|curl|wget|huggingface-cli|hf|mlx_lm\.\w+|mlagents-\w+|python3? -m|llama-\w+|ollama|docker|cd|export|conda|whisperkit-cli)\b)/;

export function guessSnippetLanguage(code: string): SnippetLanguage {
  const firstLine = code.trimStart().split("\n", 1)[0] ?? "";
  if (SHELL_START.test(firstLine)) return "shell";
  if (/^\s*(import\s+\{|import\s+\w+\s+from\s+["']|const\s|let\s|await\s)/m.test(code) && !/^\s*def\s/m.test(code))
    return "javascript";
  if (/^\s*(using\s+[\w.]+;|import\s+\w+Kit\b)/m.test(code)) return "text";
  return "python";
}

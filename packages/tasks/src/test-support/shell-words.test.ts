import { describe, expect, it } from "vitest";
import { shellShape } from "./shell-words";

const words = (script: string) => shellShape(script).tokens.map((token) => token.text);

describe("shellShape", () => {
  it("splits words and operators and removes quoting", () => {
    expect(words(`echo 'a b' "c d" e\\ f; ls | wc`)).toEqual(["echo", "a b", "c d", "e f", ";", "ls", "|", "wc"]);
  });

  it("joins continued lines, ends commands at newlines and skips comments", () => {
    expect(words("# note\nrun \\\n  --flag x\nnext")).toEqual(["\n", "run", "--flag", "x", "\n", "next"]);
  });

  it("lists expansions outside single quotes only", () => {
    expect(shellShape(`echo '$(id)' "$(id)" $(id) \`id\` *`).expansions).toEqual([
      '$ in "',
      "$ after ",
      "` after ",
      "` after `id",
      "* after ",
    ]);
    expect(shellShape(`echo 'it'\\''s'`).expansions).toEqual([]);
    expect(words(`echo 'it'\\''s'`)).toEqual(["echo", "it's"]);
  });

  it("rejects unterminated quotes", () => {
    expect(() => shellShape("echo 'open")).toThrow(/single quote/);
    expect(() => shellShape('echo "open')).toThrow(/double quote/);
  });
});

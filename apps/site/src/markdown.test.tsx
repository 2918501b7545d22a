import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown, parseBlocks } from "./markdown";

const html = (source: string) => renderToStaticMarkup(<Markdown source={source} />);

describe("Markdown", () => {
  it("splits headings, paragraphs, lists and fenced code", () => {
    const blocks = parseBlocks("## Title\n\nSome *text*\ncontinued.\n\n- one\n- two\n\n```python\nprint(1)\n```\n");
    expect(blocks).toEqual([
      { kind: "heading", level: 2, text: "Title" },
      { kind: "paragraph", text: "Some *text* continued." },
      { kind: "list", ordered: false, items: ["one", "two"] },
      { kind: "code", language: "python", code: "print(1)" },
    ]);
  });

  it("shifts the top heading level to the base level", () => {
    expect(html("## About\n### Use cases")).toMatch(/<h2[^>]*id="about".*<h3[^>]*id="use-cases"/s);
  });

  it("renders inline code, emphasis, links and bare URLs", () => {
    const out = html("Use `pipeline()` with **care**, see [docs](https://example.org/d) or https://example.org/x.");
    expect(out).toContain("<code>pipeline()</code>");
    expect(out).toContain("<strong>care</strong>");
    expect(out).toContain('<a href="https://example.org/d" rel="noopener noreferrer">docs</a>');
    expect(out).toContain('<a href="https://example.org/x" rel="noopener noreferrer">https://example.org/x</a>.');
  });

  it("escapes HTML and drops unsafe link targets", () => {
    const out = html('<script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror="y">');
    expect(out).not.toContain("<script>");
    expect(out).not.toContain("<img");
    expect(out).not.toContain('href="javascript');
    expect(out).toContain("&lt;script&gt;");
  });
});

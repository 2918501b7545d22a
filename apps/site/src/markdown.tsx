// A small Markdown renderer for the catalogue's own about pages: headings, paragraphs, lists,
// fenced code, inline code, emphasis and links. It builds React elements, so text is always
// escaped; link targets other than http(s), root-relative or fragment URLs are dropped.
import { CodeBlock, Heading, type HeadingLevel } from "@inferkit/ui";
import type { ReactNode } from "react";

type Block =
  | { kind: "heading"; level: number; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; ordered: boolean; items: string[] }
  | { kind: "code"; language: string; code: string };

export function parseBlocks(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] as string;
    const fence = /^(```|~~~)\s*([\w+-]*)/.exec(line);
    if (fence) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !(lines[i] as string).startsWith(fence[1] as string)) body.push(lines[i++] as string);
      i++;
      blocks.push({ kind: "code", language: fence[2] ?? "", code: body.join("\n") });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      blocks.push({ kind: "heading", level: (heading[1] as string).length, text: (heading[2] as string).trim() });
      i++;
      continue;
    }
    const item = /^\s*([-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      const ordered = /\d/.test(item[1] as string);
      const items: string[] = [];
      while (i < lines.length) {
        const next = /^\s*([-*+]|\d+[.)])\s+(.*)$/.exec(lines[i] as string);
        if (next) items.push(next[2] as string);
        else if (/^\s{2,}\S/.test(lines[i] as string) && items.length)
          items[items.length - 1] += ` ${(lines[i] as string).trim()}`;
        else break;
        i++;
      }
      blocks.push({ kind: "list", ordered, items });
      continue;
    }
    if (line.trim() === "") {
      i++;
      continue;
    }
    const paragraph: string[] = [];
    while (
      i < lines.length &&
      (lines[i] as string).trim() !== "" &&
      !/^(#{1,6}\s|```|~~~|\s*([-*+]|\d+[.)])\s)/.test(lines[i] as string)
    ) {
      paragraph.push((lines[i] as string).trim());
      i++;
    }
    blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
  }
  return blocks;
}

const INLINE =
  /(`[^`]+`)|\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|(?<![\w*])\*([^*\s][^*]*)\*|(?<!\w)_([^_\s][^_]*)_(?!\w)|(https?:\/\/[^\s<>()]*[^\s<>().,;:!?])/g;

function safeHref(href: string): string | undefined {
  return /^(https?:\/\/|\/|#)/.test(href) ? href : undefined;
}

export function renderInline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) out.push(text.slice(last, index));
    const key = out.length;
    if (match[1]) out.push(<code key={key}>{match[1].slice(1, -1)}</code>);
    else if (match[7]) {
      out.push(
        <a key={key} href={match[7]} rel="noopener noreferrer">
          {match[7]}
        </a>,
      );
    } else if (match[2] !== undefined) {
      const href = safeHref(match[3] as string);
      const external = href?.startsWith("http");
      out.push(
        href ? (
          <a key={key} href={href} {...(external ? { rel: "noopener noreferrer" } : {})}>
            {renderInline(match[2])}
          </a>
        ) : (
          match[2]
        ),
      );
    } else if (match[4] !== undefined) out.push(<strong key={key}>{renderInline(match[4])}</strong>);
    else out.push(<em key={key}>{renderInline((match[5] ?? match[6]) as string)}</em>);
    last = index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** Renders Markdown; headings are shifted so the document's top level becomes `baseLevel`. */
export function Markdown({ source, baseLevel = 2 }: { source: string; baseLevel?: HeadingLevel }) {
  const blocks = parseBlocks(source);
  const top = Math.min(
    ...blocks.filter((b) => b.kind === "heading").map((b) => (b.kind === "heading" ? b.level : 6)),
    6,
  );
  return (
    <>
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        switch (block.kind) {
          case "heading": {
            const level = Math.min(6, baseLevel + block.level - top) as HeadingLevel;
            return (
              <Heading key={key} level={level}>
                {block.text}
              </Heading>
            );
          }
          case "paragraph":
            return <p key={key}>{renderInline(block.text)}</p>;
          case "list": {
            const List = block.ordered ? "ol" : "ul";
            return (
              <List key={key}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{renderInline(item)}</li>
                ))}
              </List>
            );
          }
          default:
            return <CodeBlock key={key} code={block.code} language={block.language} />;
        }
      })}
    </>
  );
}

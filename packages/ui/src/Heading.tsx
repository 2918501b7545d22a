import { Children, isValidElement, type ReactNode } from "react";
import { slugify } from "./slug";

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps {
  level: HeadingLevel;
  children: ReactNode;
  /** Fragment id; by default a slug of the heading's text. */
  id?: string;
  className?: string;
  /** -1 lets a script move focus to the heading, e.g. to a result that an action just showed. */
  tabIndex?: number;
}

/** The plain text of a React node tree, for slugs and accessible names. */
export function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  if (Array.isArray(node)) return Children.toArray(node).map(textOf).join("");
  return "";
}

/**
 * An h1–h6 with a stable id and a permalink anchor to `#id`. The heading keeps room for a
 * sticky header when scrolled to (`scroll-margin-top`, see styles.css).
 */
export function Heading({ level, children, id, className, tabIndex }: HeadingProps) {
  const text = textOf(children);
  const anchorId = id ?? slugify(text);
  const Tag = `h${level}` as const;
  return (
    <Tag
      id={anchorId}
      className={["ik-heading", className].filter(Boolean).join(" ")}
      aria-labelledby={`${anchorId}-title`}
      tabIndex={tabIndex}
    >
      {/* The heading is named by its title alone, not by the permalink inside it. */}
      <span id={`${anchorId}-title`}>{children}</span>
      <a className="ik-heading-anchor" href={`#${anchorId}`}>
        <span className="ik-visually-hidden">Permalink: {text}</span>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14">
          <path
            d="M7.8 4.6 9.6 2.8a3 3 0 0 1 4.2 4.2l-2.5 2.5a3 3 0 0 1-4.2 0l1-1a1.6 1.6 0 0 0 2.2 0l2.5-2.5a1.6 1.6 0 0 0-2.2-2.2L8.8 5.6zM8.2 11.4l-1.8 1.8a3 3 0 0 1-4.2-4.2l2.5-2.5a3 3 0 0 1 4.2 0l-1 1a1.6 1.6 0 0 0-2.2 0L3.2 10a1.6 1.6 0 0 0 2.2 2.2l1.8-1.8z"
            fill="currentColor"
          />
        </svg>
      </a>
    </Tag>
  );
}

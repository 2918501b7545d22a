import type { ReactNode } from "react";

export interface GitHubLinkProps {
  /** The page on the code-hosting site, e.g. the source file of a task. */
  href: string;
  children?: ReactNode;
  className?: string;
}

/** An external "Update on GitHub" link that opens in a new tab and says so to screen readers. */
export function GitHubLink({ href, children = "Update on GitHub", className }: GitHubLinkProps) {
  return (
    <a
      className={["ik-github-link", className].filter(Boolean).join(" ")}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
        <path
          d="M8 0a8 8 0 0 0-2.5 15.6c.4 0 .5-.2.5-.4v-1.5c-2.2.5-2.7-1-2.7-1-.4-.9-.9-1.2-.9-1.2-.7-.5.1-.5.1-.5.8.1 1.2.8 1.2.8.7 1.3 1.9.9 2.3.7.1-.5.3-.9.5-1.1-1.8-.2-3.6-.9-3.6-4 0-.9.3-1.6.8-2.1-.1-.2-.4-1 .1-2.1 0 0 .7-.2 2.2.8a7.5 7.5 0 0 1 4 0c1.5-1 2.2-.8 2.2-.8.4 1.1.2 1.9.1 2.1.5.6.8 1.3.8 2.1 0 3.1-1.9 3.7-3.6 3.9.3.3.5.8.5 1.5v2.2c0 .2.1.5.6.4A8 8 0 0 0 8 0z"
          fill="currentColor"
        />
      </svg>
      <span>{children}</span>
      <span className="ik-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

import type { ExampleRepo } from "@inferkit/tasks";

export type RepoKind = "datasets" | "models" | "spaces" | "metrics";

const HUB = "https://huggingface.co";

function repoUrl(kind: RepoKind, id: string): string {
  if (kind === "models") return `/models/${id}`;
  if (kind === "metrics") return `${HUB}/spaces/evaluate-metric/${id}`;
  return `${HUB}/${kind}/${id}`;
}

/** Suggested datasets, models, spaces or metrics of a task: id (linked) and description. */
export function RepoList({
  kind,
  items,
  localModels,
}: {
  kind: RepoKind;
  items: ExampleRepo[];
  localModels?: string[];
}) {
  return (
    <ul className="repo-list">
      {items.map((item) => {
        const local = kind !== "models" || localModels?.includes(item.id);
        const href = local ? repoUrl(kind, item.id) : `${HUB}/${item.id}`;
        return (
          <li key={item.id}>
            <a href={href} {...(href.startsWith("http") ? { rel: "noopener noreferrer" } : {})}>
              <code>{item.id}</code>
            </a>
            <p>{item.description}</p>
          </li>
        );
      })}
    </ul>
  );
}

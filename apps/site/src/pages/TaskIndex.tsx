import { Heading } from "@inferkit/ui";
import { useEffect, useId, useMemo, useState } from "react";
import { ModalityIcon } from "../components/ModalityIcon";
import { rankByMatch } from "../search-ranking";

export interface TaskTile {
  id: string;
  label: string;
  summary: string;
  /** Suggested models in the task's descriptor. */
  models: number;
  /** Registry libraries whose models run the task. */
  libraries: number;
}

/** A pipeline type of the Hub without a task page here. */
export interface OtherPipelineType {
  id: string;
  label: string;
  modalityLabel: string;
  libraries: number;
}

export interface TaskIndexProps {
  groups: Array<{ modality: string; label: string; tasks: TaskTile[] }>;
  others: OtherPipelineType[];
}

/** Longest filter kept from the address: no task name is longer. */
const MAX_QUERY_LENGTH = 200;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The groups (and other pipeline types) matching `query`, best match first in each group. */
export function filterTaskIndex({ groups, others }: TaskIndexProps, query: string): TaskIndexProps {
  const keepOrder = () => 0;
  return {
    groups: groups
      .map((group) => ({
        ...group,
        tasks: rankByMatch(
          group.tasks,
          query,
          (task) => ({ names: [task.label, task.id], terms: [group.label], summary: task.summary }),
          keepOrder,
        ),
      }))
      .filter((group) => group.tasks.length > 0),
    others: rankByMatch(
      others,
      query,
      (other) => ({ names: [other.label, other.id], terms: [other.modalityLabel], summary: "" }),
      keepOrder,
    ),
  };
}

export default function TaskIndexPage(props: TaskIndexProps) {
  const [query, setQuery] = useState("");
  const inputId = useId();
  const total = props.groups.reduce((n, g) => n + g.tasks.length, 0);

  // The prerendered page lists every task; the address (a shared link, a reload, Back) then restores the filter.
  useEffect(() => {
    const restore = () =>
      setQuery((new URLSearchParams(window.location.search).get("q") ?? "").slice(0, MAX_QUERY_LENGTH));
    restore();
    window.addEventListener("popstate", restore);
    return () => window.removeEventListener("popstate", restore);
  }, []);

  const update = (next: string) => {
    setQuery(next);
    const { pathname, hash } = window.location;
    const search = next ? `?${new URLSearchParams({ q: next })}` : "";
    window.history.replaceState(window.history.state, "", `${pathname}${search}${hash}`);
  };

  const { groups, others } = useMemo(() => filterTaskIndex(props, query), [props, query]);
  const shown = groups.reduce((n, g) => n + g.tasks.length, 0);

  return (
    <>
      <Heading level={1} id="top">
        Tasks
      </Heading>
      <p className="lead">
        {total} machine-learning tasks, grouped by what they work on. Each page explains the task, shows a demo and
        points to models, datasets and libraries.
      </p>
      <div className="task-index-tools">
        <search className="field">
          <label htmlFor={inputId}>Filter tasks</label>
          <input
            id={inputId}
            type="search"
            value={query}
            placeholder="e.g. speech, image, translation"
            autoComplete="off"
            onChange={(event) => update(event.target.value)}
          />
        </search>
        <nav aria-label="Modalities" className="modality-jumps">
          <ul>
            {groups.map((group) => (
              <li key={group.modality}>
                <a href={`#modality-${group.modality}`}>
                  <ModalityIcon modality={group.modality} />
                  {group.label} <span className="muted">{group.tasks.length}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="search-status" aria-live="polite">
        {query.trim() ? `${shown} of ${count(total, "task", "tasks")}` : ""}
      </p>
      {groups.map((group) => (
        <section key={group.modality} aria-labelledby={`modality-${group.modality}`}>
          <Heading level={2} id={`modality-${group.modality}`}>
            <span className="modality-heading">
              <ModalityIcon modality={group.modality} />
              {group.label}
            </span>
          </Heading>
          <ul className="task-grid">
            {group.tasks.map((task) => (
              <li key={task.id} className="task-tile">
                <a href={`/tasks/${task.id}`} className="task-tile-name">
                  {task.label}
                </a>
                {task.summary && <p className="task-tile-summary">{task.summary}</p>}
                <p className="task-tile-counts">
                  {count(task.models, "model", "models")} · {count(task.libraries, "library", "libraries")}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {others.length > 0 && (
        <section aria-labelledby="other-pipeline-types">
          <Heading level={2} id="other-pipeline-types">
            Other pipeline types
          </Heading>
          <p className="muted">
            Hub pipeline types without a task page here. Where registry libraries run one, its name lists them.
          </p>
          <ul className="other-pipelines">
            {others.map((other) => (
              <li key={other.id}>
                {other.libraries > 0 ? (
                  <a href={`/libraries?task=${other.id}`}>{other.label}</a>
                ) : (
                  <span>{other.label}</span>
                )}{" "}
                <span className="muted">
                  {other.modalityLabel} · {count(other.libraries, "library", "libraries")}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {groups.length === 0 && others.length === 0 && <p>No task matches “{query}”.</p>}
    </>
  );
}

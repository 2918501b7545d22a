import type { TaskData, TaskDemoEntry } from "@inferkit/tasks";
import { GitHubLink, Heading } from "@inferkit/ui";
import { DemoEntry } from "../components/DemoEntry";
import { type RepoKind, RepoList } from "../components/RepoList";
import { libraryPath } from "../library-path";
import { Markdown } from "../markdown";

export interface TaskPageProps {
  task: TaskData;
  modalityLabel: string;
  about: string | null;
  libraries: Array<{ id: string; label: string; repoUrl: string }>;
  sourceUrl: string;
  /** Example models that have their own page on this site. */
  localModels: string[];
}

const SECTIONS: Array<{ kind: RepoKind; title: string }> = [
  { kind: "models", title: "Models" },
  { kind: "datasets", title: "Datasets" },
  { kind: "spaces", title: "Spaces" },
  { kind: "metrics", title: "Metrics" },
];

function DemoColumn({
  title,
  id,
  entries,
  taskLabel,
}: {
  title: string;
  id: string;
  entries: TaskDemoEntry[];
  taskLabel: string;
}) {
  return (
    <div className="demo-column">
      <Heading level={3} id={id}>
        {title}
      </Heading>
      {entries.map((entry, index) => (
        <DemoEntry key={index} entry={entry} taskLabel={taskLabel} />
      ))}
    </div>
  );
}

export default function TaskPage({ task, modalityLabel, about, libraries, sourceUrl, localModels }: TaskPageProps) {
  return (
    <article className="task-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <a href="/tasks">Tasks</a> <span aria-hidden="true">/</span> <span>{modalityLabel}</span>
      </nav>
      <Heading level={1} id="top">
        {task.label}
      </Heading>
      {task.isPlaceholder ? (
        <p className="notice">
          This task has no description yet: the catalogue knows it exists, but nobody has written its page. Its
          suggested models, datasets and demo will appear here once they are.
        </p>
      ) : (
        <p className="lead">{task.summary}</p>
      )}
      <p className="task-meta">
        <GitHubLink href={sourceUrl} />
        {task.youtubeId ? (
          <a href={`https://www.youtube.com/watch?v=${task.youtubeId}`} rel="noopener noreferrer">
            Watch the tutorial video
          </a>
        ) : null}
      </p>

      {task.demo.inputs.length > 0 && (
        <section aria-labelledby="demo">
          <Heading level={2} id="demo">
            Demo
          </Heading>
          <div className="demo">
            <DemoColumn title="Inputs" id="demo-inputs" entries={task.demo.inputs} taskLabel={task.label} />
            <DemoColumn title="Outputs" id="demo-outputs" entries={task.demo.outputs} taskLabel={task.label} />
          </div>
        </section>
      )}

      {SECTIONS.filter(({ kind }) => task[kind].length > 0).map(({ kind, title }) => (
        <section key={kind} aria-labelledby={kind}>
          <Heading level={2} id={kind}>
            {title}
          </Heading>
          <RepoList kind={kind} items={task[kind]} localModels={localModels} />
        </section>
      ))}

      {libraries.length > 0 && (
        <section aria-labelledby="libraries">
          <Heading level={2} id="libraries">
            Libraries
          </Heading>
          <ul className="chip-list">
            {libraries.map((library) => (
              <li key={library.id}>
                <a href={libraryPath(library.id)}>{library.label}</a>
              </li>
            ))}
          </ul>
        </section>
      )}

      {about && (
        <section aria-labelledby="about" className="prose">
          <Heading level={2} id="about">
            About {task.label}
          </Heading>
          <Markdown source={about} baseLevel={3} />
        </section>
      )}
    </article>
  );
}

import { Heading } from "@inferkit/ui";

export interface TaskIndexProps {
  groups: Array<{
    modality: string;
    label: string;
    tasks: Array<{ id: string; label: string; summary: string; hasPage: boolean }>;
  }>;
}

export default function TaskIndexPage({ groups }: TaskIndexProps) {
  const total = groups.reduce((n, g) => n + g.tasks.length, 0);
  return (
    <>
      <Heading level={1} id="top">
        Tasks
      </Heading>
      <p className="lead">
        {total} kinds of machine-learning tasks, grouped by what they work on. Each page explains the task, shows a demo
        and points to models, datasets and libraries.
      </p>
      {groups.map((group) => (
        <section key={group.modality} aria-labelledby={`modality-${group.modality}`}>
          <Heading level={2} id={`modality-${group.modality}`}>
            {group.label}
          </Heading>
          <ul className="card-grid">
            {group.tasks.map((task) => (
              <li key={task.id} className="card">
                {task.hasPage ? (
                  <a href={`/tasks/${task.id}`} className="card-title">
                    {task.label}
                  </a>
                ) : (
                  <span className="card-title">{task.label}</span>
                )}
                <p>{task.summary || (task.hasPage ? "Description coming soon." : "No page yet for this task.")}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

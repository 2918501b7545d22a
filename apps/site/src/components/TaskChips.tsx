import type { PipelineType } from "@inferkit/tasks";

export interface TaskLink {
  id: PipelineType;
  label: string;
  /** Whether the catalogue has a page for the task (some pipeline types have none). */
  hasPage: boolean;
}

/** A library's tasks as chips, each linking to its task page when there is one. */
export function TaskChips({ tasks, label }: { tasks: TaskLink[]; label?: string }) {
  return (
    <ul className="chip-list" aria-label={label}>
      {tasks.map((task) => (
        <li key={task.id}>{task.hasPage ? <a href={`/tasks/${task.id}`}>{task.label}</a> : task.label}</li>
      ))}
    </ul>
  );
}

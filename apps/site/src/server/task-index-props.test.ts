import { PIPELINE_TYPES, TASKS_DATA, TASKS_MODEL_LIBRARIES } from "@inferkit/tasks";
import { describe, expect, it } from "vitest";
import { homeProps } from "./home-props";
import { resolvePath } from "./routes";
import { TASK_PAGE_IDS, taskIndexProps } from "./task-index-props";

describe("the task count", () => {
  const total = TASK_PAGE_IDS.length;

  it("is the number of pipeline types with a descriptor", () => {
    expect(total).toBe(PIPELINE_TYPES.filter((id) => TASKS_DATA[id]).length);
    expect(total).toBeGreaterThanOrEqual(45);
  });

  it("is the same on the home page, the task index and their descriptions", () => {
    const index = taskIndexProps();
    expect(index.groups.reduce((n, g) => n + g.tasks.length, 0)).toBe(total);
    expect(homeProps().counts.tasks).toBe(total);
    expect(resolvePath("/tasks").description).toContain(`The ${total} machine-learning tasks`);
    expect(resolvePath("/").description).toContain(`Browse ${total} machine-learning tasks`);
  });
});

describe("taskIndexProps", () => {
  const { groups, others } = taskIndexProps();

  it("makes a tile only for a task with a page, once, with its descriptor's model and library counts", () => {
    const tiles = groups.flatMap((g) => g.tasks);
    expect(new Set(tiles.map((t) => t.id)).size).toBe(tiles.length);
    for (const tile of tiles) {
      const task = TASKS_DATA[tile.id as keyof typeof TASKS_DATA];
      expect(task, tile.id).toBeDefined();
      expect(tile.models).toBe(task?.models.length);
      expect(tile.libraries).toBe(TASKS_MODEL_LIBRARIES[tile.id as keyof typeof TASKS_MODEL_LIBRARIES].length);
    }
    expect(tiles.find((t) => t.id === "text-generation")?.libraries).toBeGreaterThan(0);
  });

  it("lists pipeline types without a page apart, and no group is empty", () => {
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect(TASKS_DATA[other.id as keyof typeof TASKS_DATA]).toBeUndefined();
    expect(others.map((o) => o.id)).toContain("graph-ml");
    for (const group of groups) expect(group.tasks.length).toBeGreaterThan(0);
  });
});

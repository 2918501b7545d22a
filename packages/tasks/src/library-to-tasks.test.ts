import * as peer from "@huggingface/tasks";
import { describe, expect, it } from "vitest";
import { LIBRARY_TASK_MAPPING, TRANSFORMERS_PIPELINE_TASKS } from "./library-to-tasks";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "./model-libraries";
import { PIPELINE_TYPES, PIPELINE_TYPES_SET } from "./pipelines";
import { TASKS_MODEL_LIBRARIES } from "./tasks/index";
import { hasReference, readReference } from "./test-support/reference";

/** `library|task` pairs of a library → tasks table. */
function pairsByLibrary(table: Record<string, readonly string[] | undefined>): Set<string> {
  return new Set(
    Object.entries(table).flatMap(([library, tasks]) => (tasks ?? []).map((task) => `${library}|${task}`)),
  );
}

/** `library|task` pairs of a task → libraries table. */
function pairsByTask(table: Record<string, readonly string[] | undefined>): Set<string> {
  return new Set(Object.entries(table).flatMap(([task, libraries]) => (libraries ?? []).map((l) => `${l}|${task}`)));
}

const onlyIn = (a: Set<string>, b: Set<string>) => [...a].filter((pair) => !b.has(pair)).sort();
const union = (a: Set<string>, b: Set<string>) => new Set([...a, ...b]);

const ours = pairsByLibrary(LIBRARY_TASK_MAPPING);

/**
 * Where the relation parts from the peer's: our pairs are the union of the peer's two tables (each
 * lists pairs the other lacks; a library and a task page here show one relation) minus these.
 */
const REMOVED_FROM_PEER: Record<string, string> = {
  "open_clip|zero-shot-classification":
    "CLIP models score images against text labels (zero-shot-image-classification); they do not classify text alone",
};

describe("library to tasks mapping", () => {
  it("maps registry libraries to known pipeline types, without repeats", () => {
    for (const [library, tasks] of Object.entries(LIBRARY_TASK_MAPPING)) {
      expect(Object.keys(MODEL_LIBRARIES_UI_ELEMENTS), library).toContain(library);
      expect(tasks?.length, library).toBeGreaterThan(0);
      expect(new Set(tasks).size, library).toBe(tasks?.length);
      for (const task of tasks ?? []) expect(PIPELINE_TYPES_SET.has(task), `${library}: ${task}`).toBe(true);
    }
  });

  it("is the same relation as TASKS_MODEL_LIBRARIES, which lists every task with its libraries in id order", () => {
    const byTask = pairsByTask(TASKS_MODEL_LIBRARIES);
    expect(onlyIn(ours, byTask)).toEqual([]);
    expect(onlyIn(byTask, ours)).toEqual([]);
    expect(Object.keys(TASKS_MODEL_LIBRARIES)).toEqual([...PIPELINE_TYPES]);
    for (const [task, libraries] of Object.entries(TASKS_MODEL_LIBRARIES))
      expect(libraries, task).toEqual([...libraries].sort());
    expect(TASKS_MODEL_LIBRARIES["image-classification"]).toEqual([
      "fastai",
      "keras",
      "mindspore",
      "timm",
      "transformers",
      "transformers.js",
    ]);
  });

  it("lists transformers' pipeline() tasks among its tasks, and only tasks with a pipeline there", () => {
    const transformers = LIBRARY_TASK_MAPPING.transformers ?? [];
    expect(transformers.slice(0, TRANSFORMERS_PIPELINE_TASKS.length)).toEqual([...TRANSFORMERS_PIPELINE_TASKS]);
    expect(TRANSFORMERS_PIPELINE_TASKS).not.toContain("keypoint-detection");
    expect(transformers).toContain("keypoint-detection");
  });
});

describe("library to tasks against the peer's two tables", () => {
  const peerByLibrary = pairsByLibrary(peer.LIBRARY_TASK_MAPPING);
  const peerByTask = pairsByTask(peer.TASKS_MODEL_LIBRARIES);

  it("holds the union of the peer's pairs but the ones removed on purpose, and nothing else", () => {
    const expected = union(peerByLibrary, peerByTask);
    for (const pair of Object.keys(REMOVED_FROM_PEER)) expect(expected.delete(pair), pair).toBe(true);
    expect(onlyIn(ours, expected)).toEqual([]);
    expect(onlyIn(expected, ours)).toEqual([]);
    console.info(
      `library ↔ task pairs: peer LIBRARY_TASK_MAPPING ${peerByLibrary.size}, peer TASKS_MODEL_LIBRARIES ${peerByTask.size}, ` +
        `disagreeing ${onlyIn(peerByLibrary, peerByTask).length + onlyIn(peerByTask, peerByLibrary).length}; ` +
        `ours ${ours.size} in both views, disagreeing 0 ` +
        `(+${onlyIn(ours, peerByLibrary).length} / -${onlyIn(peerByLibrary, ours).length} against the peer's mapping, ` +
        `+${onlyIn(ours, peerByTask).length} / -${onlyIn(peerByTask, ours).length} against its task table)`,
    );
  });

  it("keeps transformers' pipeline() tasks as the peer's mapping lists them, so its snippets gate alike", () => {
    expect([...TRANSFORMERS_PIPELINE_TASKS]).toEqual(peer.LIBRARY_TASK_MAPPING.transformers);
  });
});

describe.skipIf(!hasReference("library task mapping coverage"))("library to tasks against the reference", () => {
  it("holds every pair of the reference's two tables but the ones removed on purpose", () => {
    const { mapping } = readReference<{ mapping: Record<string, string[]> }>("library-tasks.json");
    const tasks = readReference<{ TASKS_MODEL_LIBRARIES: Record<string, string[]> }>("tasks.json");
    const reference = union(pairsByLibrary(mapping), pairsByTask(tasks.TASKS_MODEL_LIBRARIES));
    expect(onlyIn(reference, ours)).toEqual(Object.keys(REMOVED_FROM_PEER).sort());
  });
});

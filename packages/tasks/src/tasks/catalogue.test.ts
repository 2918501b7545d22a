// Checks every task descriptor: structure always, and coverage of the hub's catalogue when ../shared is present.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "../model-libraries";
import { PIPELINE_TYPES, type PipelineType } from "../pipelines";
import { descriptorProblems } from "../test-support/descriptor-checks";
import { PAGES_FILLED_AFTER_REFERENCE, referenceEraIds } from "../test-support/newer-than-reference";
import { hasReference, packagePath, readReference } from "../test-support/reference";
import { TASKS_DATA, TASKS_MODEL_LIBRARIES } from "./index";
import type { TaskData } from "./types";

const tasksDir = packagePath("src", "tasks");
const mediaDir = packagePath("media");
const mediaExists = (fileName: string) => existsSync(`${mediaDir}/${fileName}`);

const descriptors = Object.values(TASKS_DATA).filter((data): data is TaskData => data !== undefined);
const descriptorFolders = readdirSync(tasksDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  // A task without a page (chat-completion, text-to-audio) has a folder for its wire types only.
  .filter((folder) => existsSync(`${tasksDir}/${folder}/data.ts`));

describe("task descriptors", () => {
  it("has one folder per descriptor, named by its id", () => {
    expect(descriptorFolders.sort()).toEqual(descriptors.map((data) => data.id).sort());
  });

  it.each(descriptors.map((data) => [data.id, data] as const))("%s is well-formed", (id, data) => {
    expect(descriptorProblems(data, mediaExists), `problems in task ${id}`).toEqual([]);
  });

  it.each(descriptorFolders)("%s has an about.md", (folder) => {
    const about = `${tasksDir}/${folder}/about.md`;
    expect(
      existsSync(about) && readFileSync(about, "utf8").trim().length > 0,
      `${folder}/about.md is missing or empty`,
    ).toBe(true);
  });

  it("completes each descriptor with its id, display name and libraries", () => {
    for (const data of descriptors) {
      expect(TASKS_DATA[data.id]?.id, data.id).toBe(data.id);
      expect(data.label.trim(), `label of ${data.id}`).not.toBe("");
      expect(data.libraries, `libraries of ${data.id}`).toEqual(TASKS_MODEL_LIBRARIES[data.id]);
      if (data.canonicalId) expect(PIPELINE_TYPES, `canonicalId of ${data.id}`).toContain(data.canonicalId);
    }
  });
});

describe("task → libraries table", () => {
  it("covers every pipeline type", () => {
    expect(Object.keys(TASKS_MODEL_LIBRARIES).sort()).toEqual([...PIPELINE_TYPES].sort());
  });

  it("names only libraries of the registry, each once per task", () => {
    for (const [task, libraries] of Object.entries(TASKS_MODEL_LIBRARIES)) {
      const unknown = libraries.filter((library) => !Object.hasOwn(MODEL_LIBRARIES_UI_ELEMENTS, library));
      expect(unknown, `unknown libraries for task ${task}`).toEqual([]);
      expect(new Set(libraries).size, `duplicate library for task ${task}`).toBe(libraries.length);
    }
  });
});

interface ReferenceTask {
  id: PipelineType;
  hasDescriptor: boolean;
  label: string;
  canonicalId: string | null;
  isPlaceholder: boolean;
  libraries: string[];
  youtubeId: string | null;
  widgetModels: string[];
  datasets: string[];
  models: string[];
  spaces: string[];
  metrics: string[];
  demo: { inputs: string[]; outputs: string[] };
}
interface ReferenceTasks {
  tasks: ReferenceTask[];
}

const withReference = hasReference("task catalogue coverage against tasks.json");

describe.skipIf(!withReference)("task catalogue against the reference", () => {
  const reference = withReference ? readReference<ReferenceTasks>("tasks.json") : { tasks: [] };

  it("has a key for every pipeline type and a descriptor exactly where the reference has one", () => {
    expect(referenceEraIds(Object.keys(TASKS_DATA))).toEqual(reference.tasks.map((task) => task.id));
    const withPage = reference.tasks.filter((task) => task.hasDescriptor).map((task) => task.id);
    expect(referenceEraIds(descriptors.map((data) => data.id)).sort()).toEqual(withPage.sort());
  });

  // The reference's task → libraries pairs are checked with the whole library ↔ task relation, in
  // library-to-tasks.test.ts (this table is now the relation's by-task view).

  it.each(reference.tasks.filter((task) => task.hasDescriptor).map((task) => [task.id, task] as const))(
    "%s matches the reference",
    (id, expected) => {
      const actual = TASKS_DATA[id];
      if (!actual) throw new Error(`task ${id} has no descriptor`);
      if (PAGES_FILLED_AFTER_REFERENCE.includes(id)) {
        // Ours has content where the reference has an empty placeholder: only the names can agree.
        expect(expected.isPlaceholder, `reference placeholder flag of ${id}`).toBe(true);
        expect(actual.isPlaceholder ?? false, `placeholder flag of ${id}`).toBe(false);
        expect([actual.label, actual.canonicalId ?? null]).toEqual([expected.label, expected.canonicalId]);
        return;
      }
      expect(
        {
          label: actual.label,
          canonicalId: actual.canonicalId ?? null,
          isPlaceholder: actual.isPlaceholder ?? false,
          youtubeId: actual.youtubeId ?? null,
          widgetModels: actual.widgetModels,
          demoInputs: actual.demo.inputs.map((entry) => entry.type),
          demoOutputs: actual.demo.outputs.map((entry) => entry.type),
        },
        `fields of task ${id}`,
      ).toEqual({
        label: expected.label,
        canonicalId: expected.canonicalId,
        isPlaceholder: expected.isPlaceholder,
        youtubeId: expected.youtubeId,
        // The reference writes "no widget model" as [""]; our descriptors write [].
        widgetModels: expected.widgetModels.filter((model) => model !== ""),
        demoInputs: expected.demo.inputs,
        demoOutputs: expected.demo.outputs,
      });
      for (const list of ["datasets", "models", "spaces", "metrics"] as const) {
        const ours = new Set(actual[list].map((item) => item.id));
        const missing = expected[list].filter((repoId) => repoId !== "" && !ours.has(repoId));
        expect(missing, `${list} of task ${id} missing from our descriptor`).toEqual([]);
      }
    },
  );
});

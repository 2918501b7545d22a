import { ALL_MODEL_LIBRARY_KEYS, MODEL_LIBRARIES_UI_ELEMENTS } from "@inferkit/tasks";
import { describe, expect, it } from "vitest";
import { libraryPath } from "../library-path";
import { installCommands, libraryPageProps, MINIMAL_MODEL_ID } from "./library-page-props";
import { libraryFileTypes, libraryRow } from "./library-props";
import { LIBRARY_SUMMARIES } from "./library-summaries";
import { listPaths, resolvePath } from "./routes";

const record = { id: "org/model", tags: [] };

describe("installCommands", () => {
  it("takes install lines from snippets, without comment markers or duplicates", () => {
    const snippets = [
      "# pip install -U foo\nimport foo",
      "// npm i @scope/bar\nimport bar",
      "!pip install foo[gpu]",
      "# pip install -U foo",
    ];
    expect(installCommands(snippets, record)).toEqual([
      "pip install -U foo",
      "npm i @scope/bar",
      "pip install foo[gpu]",
    ]);
  });

  it("leaves out prose that mentions installing, shell pipes and commands that install the model itself", () => {
    const snippets = [
      "# Needs the legacy API: pip install old-api",
      "curl -fsSL https://example.com/install.sh | sh",
      "pip install https://huggingface.co/org/model/resolve/main/model.whl",
      "print('pip install is not run here')",
    ];
    expect(installCommands(snippets, record)).toEqual([]);
  });
});

describe("library rows", () => {
  it("reads file types from the download query and falls back to no summary", () => {
    expect(libraryFileTypes({ ...MODEL_LIBRARIES_UI_ELEMENTS.nemo })).toEqual(["nemo", "json"]);
    expect(libraryFileTypes({ ...MODEL_LIBRARIES_UI_ELEMENTS.nemo, countDownloads: undefined })).toEqual([]);
    expect(libraryRow("bionemo")).toMatchObject({ tasks: [], fileTypes: ["ckpt"], summary: LIBRARY_SUMMARIES.bionemo });
    expect(libraryRow("llama-cpp-python").modelTags).toEqual(["gguf"]);
  });
});

describe("library pages", () => {
  it("has a path-safe URL for every library, each prerendered and resolving to its own page", () => {
    const paths = new Set(listPaths());
    for (const id of ALL_MODEL_LIBRARY_KEYS) {
      expect(id).toMatch(/^[\w.-]+$/);
      expect(id).not.toMatch(/^\.+$/);
      const path = libraryPath(id);
      expect(paths.has(path), path).toBe(true);
      const route = resolvePath(path);
      expect(route.page).toBe("Library");
      expect(route.page === "Library" && route.props.library.id).toBe(id);
    }
    expect(resolvePath("/libraries/transformers.js/").title).toBe("Transformers.js · Libraries · Inferkit");
    expect(resolvePath("/libraries/no-such-library").status).toBe(404);
    expect(resolvePath("/libraries/__proto__").status).toBe(404);
  });

  it("runs the generator on a model of the site that uses the library", () => {
    const props = libraryPageProps("llama-cpp-python");
    expect(props.models).toEqual(["bartowski/Llama-3.2-3B-Instruct-GGUF"]);
    expect(props.usage).toMatchObject({ model: "bartowski/Llama-3.2-3B-Instruct-GGUF", onSite: true });
    expect(props.install).toEqual(["pip install llama-cpp-python"]);
  });

  it("falls back on the known package install when the generator writes none, and invents none", () => {
    expect(libraryPageProps("transformers").install).toEqual(["pip install transformers"]);
    expect(libraryPageProps("transformers.js").install).toEqual(["npm i @huggingface/transformers"]);
    expect(libraryPageProps("bionemo").install).toEqual([]);
  });

  it("runs it on a minimal record when no model of the site uses the library, and has no usage without a generator", () => {
    const props = libraryPageProps("adapter-transformers");
    expect(props.models).toEqual([]);
    expect(props.usage?.model).toBe(MINIMAL_MODEL_ID);
    expect(props.usage?.onSite).toBe(false);
    expect(props.usage?.snippets.length).toBeGreaterThan(0);
    expect(libraryPageProps("bionemo").usage).toBeNull();
  });

  it("keeps every page's props small", () => {
    const sizes = ALL_MODEL_LIBRARY_KEYS.map((id) => JSON.stringify(libraryPageProps(id)).length);
    expect(Math.max(...sizes)).toBeLessThan(8_000);
  });
});

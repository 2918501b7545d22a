import { describe, expect, it } from "vitest";
import { normalizeSearchText, rankLibraries, type SearchableLibrary } from "./library-search";

const library = (id: string, more: Partial<SearchableLibrary> = {}): SearchableLibrary => ({
  id,
  label: id,
  repoName: id,
  terms: [],
  summary: "",
  filter: false,
  siteModels: 0,
  ...more,
});

const ids = (list: SearchableLibrary[], query: string) => rankLibraries(list, query).map((l) => l.id);

describe("normalizeSearchText", () => {
  it("folds case, accents and separators into single spaces", () => {
    expect(normalizeSearchText("  Llama.CPP-python_v2 ")).toBe("llama cpp python v2");
    expect(normalizeSearchText("Café / Crème")).toBe("cafe creme");
    expect(normalizeSearchText("...")).toBe("");
  });
});

describe("rankLibraries", () => {
  const registry = [
    library("anemoi", { label: "AnemoI" }),
    library("bionemo", { label: "BioNeMo" }),
    library("nemo", { label: "NeMo", filter: true }),
    library("nemotron-tools", { label: "Nemotron tools" }),
    library("open-nemo", { label: "Open NeMo" }),
  ];

  it("puts an exact match first, then prefix, then word prefix, then substring", () => {
    expect(ids(registry, "nemo")).toEqual(["nemo", "nemotron-tools", "open-nemo", "anemoi", "bionemo"]);
    expect(ids(registry, "NEMO ")).toEqual(ids(registry, "nemo"));
  });

  it("matches ids written with other separators (llama.cpp finds llama-cpp-python)", () => {
    const list = [library("gemma.cpp"), library("llama-cpp-python"), library("llamafile")];
    expect(ids(list, "llama.cpp")).toEqual(["llama-cpp-python"]);
    expect(ids(list, "gemma cpp")).toEqual(["gemma.cpp"]);
  });

  it("searches terms (tasks, tags, file types) after names, and the summary last", () => {
    const list = [
      library("pocket-runner", { summary: "Runs GGUF files on a laptop." }),
      library("tagged", { terms: ["gguf"] }),
      library("gguf-tools"),
      library("unrelated", { terms: ["safetensors"] }),
    ];
    expect(ids(list, "gguf")).toEqual(["gguf-tools", "tagged", "pocket-runner"]);
  });

  it("finds libraries by task id or name", () => {
    const list = [
      library("transformers", { terms: ["text-generation", "Text Generation"], filter: true }),
      library("peft", { terms: ["text-generation", "Text Generation"] }),
      library("timm", { terms: ["image-classification", "Image Classification"] }),
    ];
    expect(ids(list, "text-generation")).toEqual(["transformers", "peft"]);
    expect(ids(list, "text generation")).toEqual(["transformers", "peft"]);
  });

  it("breaks ties with Hub-filter libraries first, then by models on the site, then by name", () => {
    const used = [
      library("peft", { terms: ["t"], filter: true, siteModels: 1 }),
      library("transformers", { terms: ["t"], filter: true, siteModels: 12 }),
    ];
    expect(ids(used, "t")).toEqual(["transformers", "peft"]);
    const list = [
      library("zeta", { terms: ["x"] }),
      library("alpha", { terms: ["x"] }),
      library("mid", { terms: ["x"], filter: true }),
    ];
    expect(ids(list, "x")).toEqual(["mid", "alpha", "zeta"]);
  });

  it("accepts many-word queries whose words appear apart, below phrase matches", () => {
    const list = [
      library("speech-kit", { terms: ["Text To Speech"], summary: "Voices in many languages." }),
      library("tts-many", { summary: "text to speech in many voices" }),
    ];
    expect(ids(list, "speech voices")).toEqual(["speech-kit", "tts-many"]);
    expect(ids(list, "speech nothing")).toEqual([]);
  });

  it("keeps every library in order for an empty or separator-only query, and never mutates its input", () => {
    const copy = [...registry];
    expect(ids(registry, "")).toEqual(registry.map((l) => l.id));
    expect(ids(registry, " - . ")).toEqual(registry.map((l) => l.id));
    rankLibraries(registry, "nemo");
    expect(registry).toEqual(copy);
  });

  it("treats hostile queries as plain text", () => {
    expect(ids(registry, "(.*)")).toEqual([]);
    expect(ids(registry, "x".repeat(10_000))).toEqual([]);
    expect(ids(registry, "__proto__")).toEqual([]);
  });
});

// Libraries and tools that open datasets hosted on the hub. The dataset page names the ones a dataset
// works with and links to their code and hub guides; ids and links match the hub's own registry.

/** How one dataset library is shown: its label, its code repository and its guide. */
export interface DatasetLibraryUiElement {
  /** The library's display name, used on the dataset page's "use this dataset" button. */
  prettyLabel: string;
  /** The name of the library's code repository. */
  repoName: string;
  /** Where the library's code lives. */
  repoUrl: string;
  /** Where to read how to use the library with hub datasets. */
  docsUrl?: string;
}

export const DATASET_LIBRARIES_UI_ELEMENTS = {
  mlcroissant: {
    prettyLabel: "Croissant",
    repoName: "croissant",
    repoUrl: "https://github.com/mlcommons/croissant/tree/main/python/mlcroissant",
    docsUrl: "https://huggingface.co/docs/dataset-viewer/mlcroissant",
  },
  webdataset: {
    prettyLabel: "WebDataset",
    repoName: "webdataset",
    repoUrl: "https://github.com/webdataset/webdataset",
    docsUrl: "https://huggingface.co/docs/hub/datasets-webdataset",
  },
  datasets: {
    prettyLabel: "Datasets",
    repoName: "datasets",
    repoUrl: "https://github.com/huggingface/datasets",
    docsUrl: "https://huggingface.co/docs/hub/datasets-usage",
  },
  pandas: {
    prettyLabel: "pandas",
    repoName: "pandas",
    repoUrl: "https://github.com/pandas-dev/pandas",
    docsUrl: "https://huggingface.co/docs/hub/datasets-pandas",
  },
  dask: {
    prettyLabel: "Dask",
    repoName: "dask",
    repoUrl: "https://github.com/dask/dask",
    docsUrl: "https://huggingface.co/docs/hub/datasets-dask",
  },
  distilabel: {
    prettyLabel: "Distilabel",
    repoName: "distilabel",
    repoUrl: "https://github.com/argilla-io/distilabel",
    docsUrl: "https://huggingface.co/docs/hub/datasets-distilabel",
  },
  fiftyone: {
    prettyLabel: "FiftyOne",
    repoName: "fiftyone",
    repoUrl: "https://github.com/voxel51/fiftyone",
    docsUrl: "https://huggingface.co/docs/hub/datasets-fiftyone",
  },
  lance: {
    prettyLabel: "Lance",
    repoName: "lance",
    repoUrl: "https://github.com/lance-format/lance",
    docsUrl: "https://huggingface.co/docs/hub/datasets-lance",
  },
  argilla: {
    prettyLabel: "Argilla",
    repoName: "argilla",
    repoUrl: "https://github.com/argilla-io/argilla",
    docsUrl: "https://huggingface.co/docs/hub/datasets-argilla",
  },
  polars: {
    prettyLabel: "Polars",
    repoName: "polars",
    repoUrl: "https://github.com/pola-rs/polars",
    docsUrl: "https://huggingface.co/docs/hub/datasets-polars",
  },
  duckdb: {
    prettyLabel: "DuckDB",
    repoName: "duckdb",
    repoUrl: "https://github.com/duckdb/duckdb",
    docsUrl: "https://huggingface.co/docs/hub/datasets-duckdb",
  },
  datadesigner: {
    prettyLabel: "NeMo Data Designer",
    repoName: "datadesigner",
    repoUrl: "https://github.com/NVIDIA-NeMo/DataDesigner",
    docsUrl: "https://nvidia-nemo.github.io/DataDesigner/",
  },
  harbor: {
    prettyLabel: "Harbor",
    repoName: "harbor",
    repoUrl: "https://github.com/harbor-framework/harbor",
    docsUrl: "https://harborframework.com/docs",
  },
  verifiers: {
    prettyLabel: "Verifiers",
    repoName: "verifiers",
    repoUrl: "https://github.com/PrimeIntellect-ai/verifiers",
    docsUrl: "https://github.com/PrimeIntellect-ai/verifiers/tree/main/docs",
  },
  openenv: {
    prettyLabel: "OpenEnv",
    repoName: "OpenEnv",
    repoUrl: "https://github.com/huggingface/OpenEnv",
    docsUrl: "https://huggingface.github.io/openenv/",
  },
  "nemo-gym": {
    prettyLabel: "NeMo Gym",
    repoName: "Gym",
    repoUrl: "https://github.com/NVIDIA-NeMo/Gym",
    docsUrl: "https://docs.nvidia.com/nemo/gym/",
  },
} satisfies Record<string, DatasetLibraryUiElement>;

export type DatasetLibraryKey = keyof typeof DATASET_LIBRARIES_UI_ELEMENTS;

// The shape of one entry of LOCAL_APPS, named and shaped as @huggingface/tasks names it so code written
// against the peer type-checks here.
import type { ModelData } from "../model-data";
import type { PipelineType } from "../pipelines";

/** One way to get a model running in an app: optional one-time setup, then the commands to run. */
export interface LocalAppSnippet {
  /** Heading shown above the commands, e.g. "Use Docker". */
  title: string;
  /** Commands to run once before `content` (installing the app), when any. */
  setup?: string;
  /** The command, or several commands shown one after another. */
  content: string | string[];
}

/** An app that runs a model on the user's own machine, as shown in a model page's "Use this model" menu. */
export type LocalApp = {
  /** The app's name as shown on buttons. */
  prettyLabel: string;
  /** Where to learn about and download the app. */
  docsUrl: string;
  /** Up to two further links to show beside the app. */
  links?: { label: string; url: string }[] | ((model: ModelData) => { label: string; url: string }[]);
  /** The kind of model the app is mostly for. */
  mainTask: PipelineType;
  /** Set when the app only exists for macOS. */
  macOSOnly?: boolean;
  comingSoon?: boolean;
  /** Whether the app can run this model, so the menu lists it. Never throws, whatever the record holds. */
  displayOnModelPage: (model: ModelData) => boolean;
} & (
  | {
      /** The link that opens the model in the app. */
      deeplink: (model: ModelData, filepath?: string) => URL;
    }
  | {
      /**
       * Commands to paste into a terminal. `{{GGUF_FILE}}` stands for a file of the repository and
       * `{{QUANT_TAG}}` for a quant label when no `filepath` was chosen; the caller fills them in.
       */
      snippet: (model: ModelData, filepath?: string) => string | string[] | LocalAppSnippet | LocalAppSnippet[];
    }
);

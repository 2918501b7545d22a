// Structural checks for task descriptors. Each returns the problems it finds, worded to name what is wrong,
// so a catalogue test can report every broken descriptor at once.
import type { TaskDataCustom, TaskDemoEntry } from "../tasks/types";

const IMAGE_EXTENSIONS = [".png", ".jpg", ".jpeg", ".gif", ".webp", ".svg"];
const AUDIO_EXTENSIONS = [".flac", ".wav", ".mp3", ".ogg"];

// Abbreviations whose full stop does not end a sentence.
const ABBREVIATIONS = /\b(?:e\.g|i\.e|etc|vs|cf|approx|Dr|Mr|Ms|St|No|Fig)\./g;

/** Sentences in a prose paragraph: terminators followed by whitespace or the end, ignoring common abbreviations. */
export function countSentences(text: string): number {
  const plain = text.replace(ABBREVIATIONS, "abbr").trim();
  if (plain === "") return 0;
  return plain.match(/[.!?]["')\]]?(?=\s|$)/g)?.length ?? 0;
}

const isNonEmptyString = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/** Problems of one demo entry; `mediaExists` tells whether a media file name is present in the media folder. */
export function demoEntryProblems(entry: TaskDemoEntry, mediaExists: (fileName: string) => boolean): string[] {
  switch (entry.type) {
    case "text":
      return [
        ...(isNonEmptyString(entry.label) ? [] : ["text entry without a label"]),
        ...(isNonEmptyString(entry.content) ? [] : ["text entry without content"]),
      ];
    case "img":
    case "audio": {
      const extensions = entry.type === "img" ? IMAGE_EXTENSIONS : AUDIO_EXTENSIONS;
      if (!isNonEmptyString(entry.filename)) return [`${entry.type} entry without a filename`];
      const problems: string[] = [];
      if (!extensions.some((extension) => entry.filename.toLowerCase().endsWith(extension)))
        problems.push(`${entry.type} file ${entry.filename} has an unexpected extension`);
      if (!mediaExists(entry.filename)) problems.push(`media file ${entry.filename} is missing`);
      return problems;
    }
    case "chart":
      if (!Array.isArray(entry.data) || entry.data.length === 0) return ["chart entry without data"];
      return entry.data.flatMap((bar, index) =>
        isNonEmptyString(bar.label) && Number.isFinite(bar.score)
          ? []
          : [`chart bar ${index} needs a label and a score`],
      );
    case "tabular": {
      const [header, ...rows] = Array.isArray(entry.table) ? entry.table : [];
      if (!header || header.length === 0) return ["tabular entry without a header row"];
      return rows.flatMap((row, index) =>
        row.length === header.length && row.every((cell) => typeof cell === "string")
          ? []
          : [`tabular row ${index + 1} does not have ${header.length} string cells`],
      );
    }
    case "text-with-tokens": {
      if (!isNonEmptyString(entry.text)) return ["text-with-tokens entry without text"];
      let previousEnd = 0;
      return entry.tokens.flatMap((token, index) => {
        const inOrder =
          isNonEmptyString(token.type) &&
          Number.isInteger(token.start) &&
          Number.isInteger(token.end) &&
          token.start >= previousEnd &&
          token.start < token.end &&
          token.end <= entry.text.length;
        previousEnd = Math.max(previousEnd, token.end);
        return inOrder ? [] : [`token ${index} is not a typed, in-order span of the text`];
      });
    }
    default:
      return [`unknown demo entry kind ${JSON.stringify((entry as { type?: unknown }).type)}`];
  }
}

const REPO_LISTS = ["datasets", "models", "spaces", "metrics"] as const;

/** Problems of one descriptor's lists, summary and demo. */
export function descriptorProblems(data: TaskDataCustom, mediaExists: (fileName: string) => boolean): string[] {
  const problems: string[] = [];
  for (const list of REPO_LISTS) {
    const ids = data[list].map((item) => item.id);
    for (const item of data[list]) {
      if (!isNonEmptyString(item.id)) problems.push(`${list} has an item without an id`);
      if (!isNonEmptyString(item.description)) problems.push(`${list} item ${item.id} has no description`);
    }
    for (const id of new Set(ids.filter((id, index) => ids.indexOf(id) !== index)))
      problems.push(`${list} lists ${id} twice`);
  }
  if (data.widgetModels.some((id) => !isNonEmptyString(id))) problems.push("widgetModels has an empty id");
  if (new Set(data.widgetModels).size !== data.widgetModels.length) problems.push("widgetModels has a duplicate");

  const demoEntries = [...data.demo.inputs, ...data.demo.outputs];
  if (data.isPlaceholder) {
    const filled = [...REPO_LISTS, "widgetModels" as const].filter((list) => data[list].length > 0);
    if (filled.length > 0) problems.push(`placeholder has non-empty ${filled.join(", ")}`);
    if (data.summary !== "") problems.push("placeholder has a summary");
    if (demoEntries.length > 0) problems.push("placeholder has demo entries");
    return problems;
  }
  if (data.models.length === 0) problems.push("no example models");
  if (data.datasets.length + data.spaces.length === 0) problems.push("neither datasets nor spaces");
  if (data.demo.inputs.length === 0 || data.demo.outputs.length === 0) problems.push("demo needs inputs and outputs");
  const sentences = countSentences(data.summary);
  if (sentences < 2 || sentences > 4) problems.push(`summary has ${sentences} sentences, expected 2 to 4`);
  for (const entry of demoEntries) problems.push(...demoEntryProblems(entry, mediaExists));
  return problems;
}

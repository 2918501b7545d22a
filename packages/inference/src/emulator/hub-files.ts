// GET huggingface.co/{id}/resolve/{revision}/{path}: the files of model repos (tokenizer_config.json,
// chat_template.jinja, …), so pages and tests can read a model's chat template offline. Tests give real files
// through the `repoFiles` option; without it the emulator serves the tokenizer configs of its model records
// and the small example below, written for it. A gated or private record's files need its accepted token.
import type { EmulatedRequest } from "./emulated-request";
import { refuseRestricted } from "./hub";
import { MODEL_RECORDS } from "./stores/model-records";
import type { RepoFiles } from "./types";

/** `/{id}/resolve/{revision}/{path}`: the id is one or two segments, the revision one. */
const RESOLVE_PATH = /^\/([^/]+(?:\/[^/]+)?)\/resolve\/([^/]+)\/(.+)$/;
/** `name` or `org/name`; a segment starts with a letter or digit, so never `.` or `..`. */
const REPO_ID = /^[A-Za-z0-9][\w.-]{0,95}(?:\/[A-Za-z0-9][\w.-]{0,95})?$/;

/** What the `repoFiles` option may hold, all repos together: enough for any real template, never unbounded. */
export const REPO_FILES_LIMITS = { files: 1_000, chars: 32 * 1024 * 1024, pathChars: 1_024 };

const CHATML_EXAMPLE =
  "{% for m in messages %}{{ '<|im_start|>' + m.role + '\\n' + m.content + '<|im_end|>\\n' }}{% endfor %}" +
  "{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

const PLAIN_EXAMPLE = `{{ bos_token }}{% for message in messages %}{{ message.role | upper }}: {{ message.content }}{{ eos_token }}
{% endfor %}{% if add_generation_prompt %}ASSISTANT:{% endif %}`;

/** A repo with both ways of storing templates: named ones in tokenizer_config.json, and chat_template.jinja. */
const EXAMPLE_REPO_FILES: RepoFiles = {
  "inferkit-examples/named-templates": {
    "chat_template.jinja": PLAIN_EXAMPLE,
    "tokenizer_config.json": JSON.stringify(
      {
        bos_token: { content: "<s>", lstrip: false },
        eos_token: "</s>",
        chat_template: [
          { name: "default", template: PLAIN_EXAMPLE },
          { name: "chatml", template: CHATML_EXAMPLE },
        ],
      },
      null,
      2,
    ),
  },
};

/** A path inside a repo: relative, without empty, `.` or `..` segments. */
function isRepoPath(path: string): boolean {
  return (
    path.length > 0 &&
    path.length <= REPO_FILES_LIMITS.pathChars &&
    path.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..")
  );
}

/** Why `value` cannot be the `repoFiles` option, or undefined when it can. */
export function repoFilesProblem(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return "repoFiles must be an object of repo ids to { path: text }";
  let files = 0;
  let chars = 0;
  for (const [id, repo] of Object.entries(value)) {
    if (!REPO_ID.test(id)) return `repoFiles: ${JSON.stringify(id.slice(0, 200))} is not a repo id`;
    if (typeof repo !== "object" || repo === null || Array.isArray(repo))
      return `repoFiles["${id}"] must be an object of paths to text`;
    for (const [path, text] of Object.entries(repo)) {
      if (!isRepoPath(path)) return `repoFiles["${id}"]: ${JSON.stringify(path.slice(0, 200))} is not a file path`;
      if (typeof text !== "string") return `repoFiles["${id}"]["${path}"] must be a string`;
      files += 1;
      chars += text.length;
    }
  }
  if (files > REPO_FILES_LIMITS.files) return `repoFiles holds more than ${REPO_FILES_LIMITS.files} files`;
  if (chars > REPO_FILES_LIMITS.chars) return `repoFiles holds more than ${REPO_FILES_LIMITS.chars} characters`;
  return undefined;
}

/** tokenizer_config.json of each record that lists one, from the record's `config.tokenizer_config`. */
function recordFiles(): RepoFiles {
  const repos: RepoFiles = {};
  for (const { fields } of MODEL_RECORDS) {
    const config = (fields.config as { tokenizer_config?: unknown } | undefined)?.tokenizer_config;
    const siblings = Array.isArray(fields.siblings) ? (fields.siblings as Array<{ rfilename?: unknown }>) : [];
    const listed = siblings.some((sibling) => sibling.rfilename === "tokenizer_config.json");
    if (listed && typeof config === "object" && config !== null)
      repos[fields.id] = { "tokenizer_config.json": JSON.stringify(config, null, 2) };
  }
  return repos;
}

/** The repos the emulator serves: its records' and example's, and the option's repos over them. */
export function repoFileStore(option: RepoFiles): ReadonlyMap<string, ReadonlyMap<string, string>> {
  const repos = { ...recordFiles(), ...EXAMPLE_REPO_FILES, ...option };
  return new Map(Object.entries(repos).map(([id, files]) => [id, new Map(Object.entries(files))]));
}

export function isRepoFileRequest(call: EmulatedRequest): boolean {
  return RESOLVE_PATH.test(call.path);
}

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

function contentTypeOf(path: string): string {
  return path.endsWith(".json") ? "application/json" : "text/plain; charset=utf-8";
}

/** Answers a resolve request the way the Hub does: the file, or 404 with the Hub's `x-error-code`. */
export function serveRepoFile(call: EmulatedRequest): void {
  const auth = call.headers.authorization;
  if (auth !== undefined && !/^Bearer hf_\S+$/.test(auth)) {
    call.fail(401, "Invalid credentials in Authorization header");
    return;
  }
  if (call.method !== "GET" && call.method !== "HEAD") {
    call.fail(405, `${call.method} is not allowed here`, { allow: "GET, HEAD" });
    return;
  }
  const [, rawId = "", rawRevision = "", rawPath = ""] = RESOLVE_PATH.exec(call.path) ?? [];
  const id = decoded(rawId);
  if (id !== undefined && refuseRestricted(call, id)) return;
  const files = id === undefined ? undefined : call.state.repoFiles.get(id);
  if (!files) {
    call.fail(404, "Repository not found", { "x-error-code": "RepoNotFound" });
    return;
  }
  if (decoded(rawRevision) !== "main") {
    call.fail(404, "Revision not found: the emulator serves main only", { "x-error-code": "RevisionNotFound" });
    return;
  }
  const path = decoded(rawPath);
  const text = path === undefined ? undefined : files.get(path);
  if (path === undefined || text === undefined) {
    call.fail(404, "Entry not found", { "x-error-code": "EntryNotFound" });
    return;
  }
  call.bytes(200, contentTypeOf(path), Buffer.from(text, "utf8"));
}

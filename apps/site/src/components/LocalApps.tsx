import { LOCAL_APPS, type LocalApp, type LocalAppSnippet, type ModelData } from "@inferkit/tasks";
import { CodeBlock, Heading } from "@inferkit/ui";
import { useId, useMemo, useState } from "react";
import { defaultGgufFile, type GgufFile, ggufFilesOf } from "./gguf-files";
import { MemoryFit } from "./MemoryFit";

type AppEntry = [key: string, app: LocalApp];

/** The apps whose conditions the record meets; a condition that throws on an odd record counts as no. */
function appsFor(model: ModelData): AppEntry[] {
  return (Object.entries(LOCAL_APPS) as AppEntry[]).filter(([, app]) => {
    try {
      return !app.comingSoon && app.displayOnModelPage(model);
    } catch {
      return false;
    }
  });
}

/** Every shape an app's `snippet` returns, as titled blocks of commands. */
function snippetBlocks(value: ReturnType<Extract<LocalApp, { snippet: unknown }>["snippet"]>): LocalAppSnippet[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => (typeof item === "string" ? { title: "", content: item } : item));
}

// LocalApp's `snippet` leaves this for the caller to fill where a command names a quant but not a file.
const QUANT_TAG = "{{QUANT_TAG}}";

/** The commands as one text; a quant label (letters, digits and `_`, so safe in a shell word) fills the placeholder. */
function commands(content: string | string[], quant: string | undefined): string {
  const text = Array.isArray(content) ? content.join("\n") : content;
  return quant ? text.replaceAll(QUANT_TAG, quant) : text;
}

function AppCommands({ app, model, file }: { app: LocalApp; model: ModelData; file: GgufFile | undefined }) {
  if ("deeplink" in app) {
    const link = app.deeplink(model, file?.path);
    return (
      <p>
        <a href={link.href}>Open in {app.prettyLabel}</a>
      </p>
    );
  }
  return (
    <div className="snippet-list">
      {snippetBlocks(app.snippet(model, file?.path)).map((block, index) => (
        <div key={index}>
          {block.title && <p className="local-app-step">{block.title}</p>}
          {block.setup && <CodeBlock code={block.setup} language="sh" copyLabel={`Copy ${app.prettyLabel} setup`} />}
          <CodeBlock
            code={commands(block.content, file?.quant)}
            language="sh"
            copyLabel={`Copy ${app.prettyLabel} command ${index + 1}`}
          />
        </div>
      ))}
    </div>
  );
}

/**
 * "Run locally": the apps of the catalogue that run this model (commands or a link), a picker of its GGUF
 * files when it has some, and whether it fits in a chosen machine's memory. Nothing when none applies.
 */
export function LocalApps({ model }: { model: ModelData }) {
  const apps = useMemo(() => appsFor(model), [model]);
  const files = useMemo(() => ggufFilesOf(model), [model]);
  const [chosen, setChosen] = useState(() => defaultGgufFile(files)?.path);
  const file = files.find((f) => f.path === chosen) ?? defaultGgufFile(files);
  const fileId = useId();
  const sizable = model.safetensors !== undefined || model.gguf !== undefined;
  if (apps.length === 0 && !sizable) return null;

  return (
    <section className="local-apps" aria-labelledby="run-locally">
      <Heading level={2} id="run-locally">
        Run locally
      </Heading>
      {files.length > 0 && (
        <div className="field">
          <label htmlFor={fileId}>GGUF file</label>
          <select id={fileId} value={file?.path} onChange={(event) => setChosen(event.target.value)}>
            {files.map((f) => (
              <option key={f.path} value={f.path}>
                {f.quant ? `${f.quant} · ${f.path}` : f.path}
              </option>
            ))}
          </select>
        </div>
      )}
      {files.length === 0 && model.gguf !== undefined && (
        <p className="muted">
          The record lists no GGUF file: replace <code>{"{{QUANT_TAG}}"}</code> or <code>{"{{GGUF_FILE}}"}</code> in the
          commands with one of the repository's quantisations.
        </p>
      )}
      {apps.map(([key, app], index) => (
        // Closed but the first: a GGUF model has a dozen apps, each with several commands.
        <details key={key} id={`local-app-${key}`} className="local-app" open={index === 0}>
          <summary>
            {app.prettyLabel}
            {app.macOSOnly ? " (macOS)" : ""}
          </summary>
          <p className="muted">
            <a href={app.docsUrl} rel="noopener noreferrer">
              About {app.prettyLabel}
            </a>
          </p>
          <AppCommands app={app} model={model} file={file} />
        </details>
      ))}
      {sizable && (
        <>
          <Heading level={3} id="memory-fit">
            Will it fit?
          </Heading>
          <MemoryFit model={model} quantization={file?.quant} />
        </>
      )}
    </section>
  );
}

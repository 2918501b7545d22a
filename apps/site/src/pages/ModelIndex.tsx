import type { ModelData } from "@inferkit/tasks";
import { Heading } from "@inferkit/ui";
import { useEffect, useId, useState } from "react";
import { GoToModel } from "../components/GoToModel";
import { parseModelRecord, typedModelId } from "../model-record";
import type { LibrarySection } from "../model-snippets";
import { messageOf } from "../unknown-values";
import { ModelSnippets } from "./Model";

export interface ModelIndexProps {
  models: Array<{ id: string; task: string | null; library: string | null }>;
}

const EXAMPLE_RECORD = `{
  "id": "my-org/my-model",
  "pipeline_tag": "text-classification",
  "library_name": "transformers",
  "tags": ["transformers", "text-classification"],
  "transformersInfo": { "auto_model": "AutoModelForSequenceClassification", "processor": "AutoTokenizer" }
}`;

type Pasted = { model: ModelData; libraries: LibrarySection[]; providers: string[] };

/** The model id the text is, when it is one ("org/name", or its Hub address) rather than a JSON record. */
function bareModelId(text: string): string | undefined {
  const id = typedModelId(text);
  return id?.includes("/") ? id : undefined;
}

export default function ModelIndexPage({ models }: ModelIndexProps) {
  const [text, setText] = useState(EXAMPLE_RECORD);
  const [error, setError] = useState<string | null>(null);
  const [pasted, setPasted] = useState<Pasted | null>(null);
  const [idInstead, setIdInstead] = useState<string | undefined>(undefined);
  const inputId = useId();

  // Each new result takes the focus, so keyboard and screen-reader users land on what they asked for.
  useEffect(() => {
    if (pasted) document.getElementById("pasted-model")?.focus();
  }, [pasted]);

  const show = async () => {
    const model = parseModelRecord(text);
    setIdInstead(typeof model === "string" ? bareModelId(text) : undefined);
    if (typeof model === "string") {
      setError(model);
      setPasted(null);
      return;
    }
    // The registry and its generators load only when someone asks for them.
    const [{ librarySections }, { providerChoices }] = await Promise.all([
      import("../model-snippets"),
      import("../inference-providers"),
    ]);
    try {
      const providers = providerChoices(model);
      setPasted({ model, libraries: librarySections(model), providers });
      setError(null);
    } catch (failure) {
      setError(`The snippets could not be generated for this record: ${messageOf(failure)}`);
      setPasted(null);
    }
  };

  return (
    <>
      <Heading level={1} id="top">
        Models
      </Heading>
      <p className="lead">
        Example models with their "use this model" code and inference-provider snippets. Paste any model record below to
        see the code for it.
      </p>
      <GoToModel />
      <section aria-labelledby="examples">
        <Heading level={2} id="examples">
          Example models
        </Heading>
        <ul className="card-grid">
          {models.map((model) => (
            <li key={model.id} className="card">
              <a className="card-title" href={`/models/${model.id}`}>
                {model.id}
              </a>
              <p>{[model.task, model.library].filter(Boolean).join(" · ") || "—"}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="paste">
        <Heading level={2} id="paste">
          Snippets for your model record
        </Heading>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void show();
          }}
        >
          <div className="field">
            <label htmlFor={inputId}>Model record (JSON, as the hub's model API returns it)</label>
            <textarea
              id={inputId}
              className="code-input"
              rows={9}
              spellCheck={false}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
          <p className="muted">
            A record fetched with <code>?expand[]=inferenceProviderMapping</code> names the providers that serve the
            model and their own model ids; without that field, every provider that serves the task is shown.
          </p>
          <button type="submit" className="button">
            Show snippets
          </button>
        </form>
        {error && (
          <div className="error-box" role="alert">
            {error}
            {idInstead && (
              <p className="error-hint">
                That looks like a model id, not a record: open its page,{" "}
                <a href={`/models/${idInstead}`}>/models/{idInstead}</a>, which fetches the record from the Hub.
              </p>
            )}
          </div>
        )}
        {pasted && (
          <div className="pasted-model">
            <Heading level={3} id="pasted-model" tabIndex={-1}>
              {pasted.model.id}
            </Heading>
            <ModelSnippets model={pasted.model} libraries={pasted.libraries} providers={pasted.providers} level={3} />
          </div>
        )}
      </section>
    </>
  );
}

import { useEffect, useId, useRef, useState } from "react";
import { TokenField } from "../components/TokenField";
import { typedModelId } from "../model-record";
import { hubUrl } from "../site-settings";
import { getVisitorToken, setVisitorToken } from "../visitor-token";
import { type LoadedTemplates, type LoadResult, loadModelTemplates } from "./load-template";
import { playgroundHref, readPlaygroundQuery } from "./playground-url";
import type { SpecialTokens } from "./render";

/** What the loader hands the editor: a template to show and the model's tokens. */
export interface ModelTemplate {
  modelId: string;
  name: string;
  template: string;
  specialTokens: SpecialTokens;
}

type LoaderState = { status: "idle" } | { status: "loading"; modelId: string } | LoadResult;

interface Props {
  onTemplate: (template: ModelTemplate) => void;
  /** False once the editor shows something else (a starter): the loaded model's picker and note step aside. */
  showing: boolean;
}

function pick(loaded: LoadedTemplates, name: string | undefined): ModelTemplate {
  const chosen = loaded.templates.find((t) => t.name === name) ?? loaded.templates[0];
  return {
    modelId: loaded.modelId,
    name: chosen?.name ?? "default",
    template: chosen?.template ?? "",
    specialTokens: loaded.specialTokens,
  };
}

/** Keeps the address in step with what is loaded, so it can be shared; no new history entry. */
function showInAddress(model: string, template?: string): void {
  window.history.replaceState(window.history.state, "", playgroundHref({ model, template }));
}

function StatusMessage({ state, onRetry }: { state: LoaderState; onRetry: () => void }) {
  switch (state.status) {
    case "idle":
      return null;
    case "loading":
      return <p className="muted">Loading the chat template of {state.modelId}…</p>;
    case "loaded":
      return (
        <p className="muted">
          Loaded from {state.modelId}’s <code>{state.file}</code>, with its special tokens.
        </p>
      );
    case "not-found":
      return (
        <p className="error-box" role="alert">
          No model {state.modelId} on the Hub, or it has neither <code>tokenizer_config.json</code> nor{" "}
          <code>chat_template.jinja</code>. Check the id (it looks like <code>org/name</code>).
        </p>
      );
    case "no-template":
      return (
        <p className="error-box" role="alert">
          {state.modelId} has a tokenizer but no chat template: it is not a chat model, or its template lives elsewhere.
        </p>
      );
    case "gated":
      return <GatedNotice modelId={state.modelId} refused={state.withToken} onRetry={onRetry} />;
    case "error":
      return (
        <div className="error-box" role="alert">
          <p>
            Could not load {state.modelId}: {state.message}
          </p>
          <button type="button" className="button-secondary" onClick={onRetry}>
            Try again
          </button>
        </div>
      );
  }
}

/** Gated or private repos: the visitor's token unlocks them; it stays in this tab's memory. */
function GatedNotice({ modelId, refused, onRetry }: { modelId: string; refused: boolean; onRetry: () => void }) {
  const [token, setToken] = useState("");
  const helpId = useId();
  return (
    <form
      className="error-box"
      onSubmit={(event) => {
        event.preventDefault();
        setVisitorToken(token, false);
        onRetry();
      }}
    >
      <p role="alert">
        {refused
          ? `Your token cannot read ${modelId}: accept its conditions on its Hub page, or use another token.`
          : `${modelId} is gated or private: its files need a Hugging Face token that can read it.`}
      </p>
      <div className="template-loader-row">
        <TokenField label="Access token" value={token} onChange={setToken} describedBy={helpId} />
        <button type="submit" className="button" disabled={!token.trim()}>
          Load with this token
        </button>
      </div>
      <p id={helpId} className="muted">
        The token stays in this tab and is sent only to the Hub.
      </p>
    </form>
  );
}

/** "Load from a model id": fetches the model's template from the Hub; `?model=` and `&template=` load at once. */
export function ModelTemplateLoader({ onTemplate, showing }: Props) {
  const [modelId, setModelId] = useState("");
  const [state, setState] = useState<LoaderState>({ status: "idle" });
  const [templateName, setTemplateName] = useState("default");
  const running = useRef<AbortController | null>(null);
  const report = useRef(onTemplate);
  report.current = onTemplate;
  const ids = { model: useId(), named: useId() };

  const load = async (id: string, wantedName?: string) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: "loading", modelId: id });
    let result: LoadResult;
    try {
      result = await loadModelTemplates(id, { hubUrl: hubUrl(), token: getVisitorToken(), signal: controller.signal });
    } catch {
      return; // Aborted: a newer load or leaving the page.
    }
    if (controller.signal.aborted) return;
    setState(result);
    if (result.status !== "loaded") return;
    const chosen = pick(result, wantedName);
    setTemplateName(chosen.name);
    showInAddress(id, chosen.name);
    report.current(chosen);
  };
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const { model, template } = readPlaygroundQuery(window.location.search);
    if (model) {
      setModelId(model);
      void loadRef.current(model, template);
    }
    return () => running.current?.abort();
  }, []);

  const retry = () => {
    if ("modelId" in state) void load(state.modelId, templateName);
  };

  return (
    <div className="template-loader">
      <form
        className="template-loader-row"
        onSubmit={(event) => {
          event.preventDefault();
          // A pasted Hub address loads its model; anything else that is no id gets load's explanation.
          if (modelId.trim()) void load(typedModelId(modelId) ?? modelId.trim());
        }}
      >
        <div className="field">
          <label htmlFor={ids.model}>Load from a model id</label>
          <input
            id={ids.model}
            value={modelId}
            spellCheck={false}
            autoComplete="off"
            placeholder="org/name"
            onChange={(event) => setModelId(event.target.value)}
          />
        </div>
        <button type="submit" className="button" disabled={state.status === "loading" || !modelId.trim()}>
          Load template
        </button>
      </form>
      {showing && state.status === "loaded" && state.templates.length > 1 && (
        <div className="field">
          <label htmlFor={ids.named}>Named template</label>
          <select
            id={ids.named}
            value={templateName}
            onChange={(event) => {
              const chosen = pick(state, event.target.value);
              setTemplateName(chosen.name);
              showInAddress(state.modelId, chosen.name);
              onTemplate(chosen);
            }}
          >
            {state.templates.map((t) => (
              <option key={t.name} value={t.name}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div aria-live="polite">
        {(showing || state.status !== "loaded") && <StatusMessage state={state} onRetry={retry} />}
      </div>
    </div>
  );
}

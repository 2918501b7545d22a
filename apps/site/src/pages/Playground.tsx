import { CodeBlock, CopyButton, Heading } from "@inferkit/ui";
import { useId, useMemo, useRef } from "react";
import { Checkbox } from "../components/Checkbox";
import { ConfirmReplace } from "../playground/ConfirmReplace";
import { type ModelTemplate, ModelTemplateLoader } from "../playground/ModelTemplateLoader";
import { PromptView } from "../playground/PromptView";
import { SPECIAL_TOKEN_NAMES } from "../playground/render";
import { ShareLink } from "../playground/ShareLink";
import { STARTERS } from "../playground/starters";
import { TemplateEditor, type TemplateEditorHandle } from "../playground/TemplateEditor";
import { usePlayground } from "../playground/use-playground";
import { useRenderer } from "../playground/use-renderer";

function ErrorLine({ template, line, column }: { template: string; line: number; column?: number }) {
  const text = template.split("\n")[line - 1] ?? "";
  return (
    <pre className="error-excerpt">
      <span className="error-line-number">{line} | </span>
      {text}
      {"\n"}
      <span aria-hidden="true">{" ".repeat(String(line).length + 3 + Math.max(0, (column ?? 1) - 1))}^</span>
    </pre>
  );
}

export default function PlaygroundPage() {
  const playground = usePlayground();
  const { state, update, origin, pending } = playground;
  const editor = useRef<TemplateEditorHandle>(null);
  const tokenIdPrefix = useId();
  const ids = {
    starter: useId(),
    template: useId(),
    messages: useId(),
    tools: useId(),
  };

  const { template, messages, tools, addGenerationPrompt, specialTokens } = state;
  const input = useMemo(
    () => ({ template, messages, tools, addGenerationPrompt, specialTokens }),
    [template, messages, tools, addGenerationPrompt, specialTokens],
  );
  const rendered = useRenderer(input);
  const result = rendered.status === "done" ? rendered.result : null;
  const errorLine = result && !result.ok && result.stage === "template" ? result.line : undefined;
  const tokenTexts = useMemo(() => Object.values(specialTokens), [specialTokens]);

  const chooseStarter = (id: string) => {
    const starter = STARTERS.find((s) => s.id === id);
    if (!starter) return;
    playground.offer({
      label: `the “${starter.label}” starter`,
      source: { template: starter.template, specialTokens: starter.specialTokens },
      origin: { kind: "starter", id },
      alsoSets: (current) => ({
        // The conversation follows the starter unless the visitor has written their own.
        ...(STARTERS.some((s) => s.messages === current.messages) ? { messages: starter.messages } : {}),
        ...(starter.tools && !current.tools.trim() ? { tools: starter.tools } : {}),
      }),
      // A starter replaces the model's template, so the address no longer names the model.
      address: "/playground",
    });
  };

  const showModelTemplate = (loaded: ModelTemplate) => {
    playground.offerModelTemplate({
      label: `${loaded.modelId}’s template`,
      source: { template: loaded.template, specialTokens: loaded.specialTokens },
      origin: { kind: "model" },
    });
  };

  return (
    <>
      <Heading level={1} id="top">
        Chat-template playground
      </Heading>
      <p className="lead">
        Edit a Jinja chat template and the conversation, and see the exact prompt the model receives, rendered by{" "}
        <code>@inferkit/jinja</code> like Python's Jinja2 in <code>transformers</code>. Start from an example, or load a
        model's own template and special tokens from the Hub by its id. Rendering runs in a worker and stops after a
        time limit, so no template can freeze this tab. Your edits stay in this tab across reloads, and “Copy link”
        shares the whole playground.
      </p>
      <ShareLink state={state} onShared={playground.showAddress} />
      {playground.linkError && (
        <p className="error-box" role="alert">
          {playground.linkError}
        </p>
      )}
      <div className="playground">
        <section className="playground-inputs" aria-labelledby="inputs">
          <Heading level={2} id="inputs">
            Template and conversation
          </Heading>
          <div className="field">
            <label htmlFor={ids.starter}>Start from</label>
            <select
              id={ids.starter}
              value={origin.kind === "starter" ? origin.id : ""}
              onChange={(e) => chooseStarter(e.target.value)}
            >
              {origin.kind === "model" && <option value="">A model’s template (loaded below)</option>}
              {origin.kind === "own" && <option value="">Your own template</option>}
              {STARTERS.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
          <ModelTemplateLoader onTemplate={showModelTemplate} showing={origin.kind === "model"} />
          {pending && <ConfirmReplace label={pending.label} onAnswer={playground.answer} />}
          <div className="field">
            <label htmlFor={ids.template}>Template</label>
            <TemplateEditor
              ref={editor}
              id={ids.template}
              value={template}
              errorLine={errorLine}
              onChange={(value) => update({ template: value })}
            />
          </div>
          <div className="special-tokens">
            {SPECIAL_TOKEN_NAMES.map((name) => (
              <div className="field" key={name}>
                <label htmlFor={`${tokenIdPrefix}-${name}`}>{name}</label>
                <input
                  id={`${tokenIdPrefix}-${name}`}
                  value={specialTokens[name]}
                  spellCheck={false}
                  onChange={(e) => update({ specialTokens: { ...specialTokens, [name]: e.target.value } })}
                />
              </div>
            ))}
          </div>
          <Checkbox
            label="add_generation_prompt"
            checked={addGenerationPrompt}
            onChange={(checked) => update({ addGenerationPrompt: checked })}
            className="field"
          />
          <div className="field">
            <label htmlFor={ids.messages}>Messages (JSON)</label>
            <textarea
              id={ids.messages}
              className="code-input"
              value={messages}
              spellCheck={false}
              rows={9}
              onChange={(e) => update({ messages: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={ids.tools}>Tools (JSON, optional)</label>
            <textarea
              id={ids.tools}
              className="code-input"
              value={tools}
              spellCheck={false}
              rows={4}
              placeholder="[]"
              onChange={(e) => update({ tools: e.target.value })}
            />
          </div>
        </section>
        <section className="playground-output" aria-labelledby="output">
          <Heading level={2} id="output">
            Rendered prompt
          </Heading>
          <div className="prompt-toolbar">
            <Checkbox
              label="Show whitespace and special tokens"
              checked={state.showMarks}
              onChange={(checked) => update({ showMarks: checked })}
            />
            {result?.ok && <CopyButton text={result.output} label="Copy the prompt" />}
          </div>
          <div aria-live="polite" aria-busy={rendered.status === "rendering"} className="render-result">
            {result === null ? (
              <p className="muted">Rendering…</p>
            ) : result.ok ? (
              <>
                <p className="muted">{result.output.length} characters</p>
                <PromptView prompt={result.output} specialTokens={tokenTexts} marked={state.showMarks} />
              </>
            ) : (
              <div className="error-box" role="alert">
                <p>
                  <strong>
                    {result.stage === "template" ? "Template error" : `Invalid ${result.stage}`}
                    {result.line ? ` at line ${result.line}, column ${result.column ?? 1}` : ""}:
                  </strong>{" "}
                  {result.message}
                </p>
                {result.line && result.stage === "template" ? (
                  <>
                    <ErrorLine template={template} line={result.line} column={result.column} />
                    <button
                      type="button"
                      className="button-secondary"
                      onClick={() => editor.current?.goToLine(errorLine ?? 1)}
                    >
                      Go to line {result.line}
                    </button>
                  </>
                ) : null}
              </div>
            )}
          </div>
          {result?.ok && result.formatted !== null && (
            <>
              <Heading level={2} id="formatted">
                Formatted template
              </Heading>
              <CodeBlock code={result.formatted} language="text" copyLabel="Copy the formatted template" />
            </>
          )}
        </section>
      </div>
    </>
  );
}

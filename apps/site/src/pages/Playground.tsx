import { CodeBlock, Heading } from "@inferkit/ui";
import { useId, useMemo, useState } from "react";
import { Checkbox } from "../components/Checkbox";
import { type ModelTemplate, ModelTemplateLoader } from "../playground/ModelTemplateLoader";
import { SPECIAL_TOKEN_NAMES, type SpecialTokens } from "../playground/render";
import { STARTERS } from "../playground/starters";
import { useRenderer } from "../playground/use-renderer";

const first = STARTERS[0] as (typeof STARTERS)[number];

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
  const [starterId, setStarterId] = useState(first.id);
  const [template, setTemplate] = useState(first.template);
  const [messages, setMessages] = useState(first.messages);
  const [tools, setTools] = useState("");
  const [addGenerationPrompt, setAddGenerationPrompt] = useState(true);
  const [specialTokens, setSpecialTokens] = useState<SpecialTokens>(first.specialTokens);
  const tokenIdPrefix = useId();
  const ids = {
    starter: useId(),
    template: useId(),
    messages: useId(),
    tools: useId(),
  };

  const input = useMemo(
    () => ({ template, messages, tools, addGenerationPrompt, specialTokens }),
    [template, messages, tools, addGenerationPrompt, specialTokens],
  );
  const state = useRenderer(input);
  const result = state.status === "done" ? state.result : null;
  const errorLine = result && !result.ok && result.stage === "template" ? result.line : undefined;

  const chooseStarter = (id: string) => {
    const starter = STARTERS.find((s) => s.id === id);
    if (!starter) return;
    setStarterId(id);
    setTemplate(starter.template);
    setSpecialTokens(starter.specialTokens);
    // The conversation follows the starter unless the visitor has written their own.
    if (STARTERS.some((s) => s.messages === messages)) setMessages(starter.messages);
    if (starter.tools && !tools.trim()) setTools(starter.tools);
    // A starter replaces the model's template, so the address no longer names the model.
    window.history.replaceState(window.history.state, "", "/playground");
  };

  const showModelTemplate = (loaded: ModelTemplate) => {
    setStarterId("");
    setTemplate(loaded.template);
    setSpecialTokens(loaded.specialTokens);
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
        time limit, so no template can freeze this tab.
      </p>
      <div className="playground">
        <section className="playground-inputs" aria-labelledby="inputs">
          <Heading level={2} id="inputs">
            Template and conversation
          </Heading>
          <div className="field">
            <label htmlFor={ids.starter}>Start from</label>
            <select id={ids.starter} value={starterId} onChange={(e) => chooseStarter(e.target.value)}>
              {starterId === "" && <option value="">A model’s template (loaded below)</option>}
              {STARTERS.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
          <ModelTemplateLoader onTemplate={showModelTemplate} showing={starterId === ""} />
          <div className="field">
            <label htmlFor={ids.template}>Template</label>
            <textarea
              id={ids.template}
              className={`code-input${errorLine ? " has-error" : ""}`}
              value={template}
              spellCheck={false}
              rows={14}
              aria-invalid={errorLine ? true : undefined}
              onChange={(e) => setTemplate(e.target.value)}
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
                  onChange={(e) => setSpecialTokens({ ...specialTokens, [name]: e.target.value })}
                />
              </div>
            ))}
          </div>
          <Checkbox
            label="add_generation_prompt"
            checked={addGenerationPrompt}
            onChange={setAddGenerationPrompt}
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
              onChange={(e) => setMessages(e.target.value)}
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
              onChange={(e) => setTools(e.target.value)}
            />
          </div>
        </section>
        <section className="playground-output" aria-labelledby="output">
          <Heading level={2} id="output">
            Rendered prompt
          </Heading>
          <div aria-live="polite" aria-busy={state.status === "rendering"} className="render-result">
            {result === null ? (
              <p className="muted">Rendering…</p>
            ) : result.ok ? (
              <>
                <p className="muted">{result.output.length} characters</p>
                <pre className="rendered-prompt" data-testid="rendered-prompt">
                  {result.output}
                </pre>
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
                {result.line ? <ErrorLine template={template} line={result.line} column={result.column} /> : null}
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

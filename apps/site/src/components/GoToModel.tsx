import { useId, useState } from "react";
import { typedModelId } from "../model-record";

/** A box that opens the page of any model of the Hub by its id. */
export function GoToModel({ go = (path: string) => window.location.assign(path) }: { go?: (path: string) => void }) {
  const [id, setId] = useState("");
  const [error, setError] = useState<string | null>(null);
  const ids = { field: useId(), help: useId(), error: useId() };
  return (
    <search className="go-to-model" aria-label="Any model">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const wanted = typedModelId(id);
          if (!wanted) {
            setError("Enter a model id like org/name, e.g. Qwen/Qwen2.5-7B-Instruct.");
            return;
          }
          setError(null);
          go(`/models/${wanted}`);
        }}
      >
        <div className="field">
          <label htmlFor={ids.field}>Go to any model id</label>
          <input
            id={ids.field}
            value={id}
            spellCheck={false}
            autoComplete="off"
            placeholder="org/name"
            aria-describedby={error ? `${ids.help} ${ids.error}` : ids.help}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setId(event.target.value)}
          />
        </div>
        <button type="submit" className="button">
          Open
        </button>
        <p id={ids.help} className="muted">
          Any public model of the Hub, by id or by the address of its Hub page. The page is built in your browser from
          the Hub's record.
        </p>
        {error && (
          <p id={ids.error} className="error-box" role="alert">
            {error}
          </p>
        )}
      </form>
    </search>
  );
}

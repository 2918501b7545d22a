import { useEffect, useId, useState } from "react";
import { normalizeBaseUrl, readSetting, type SettingName, writeSetting } from "../site-settings";

const FIELDS: Array<{ name: SettingName; label: string }> = [
  { name: "hubUrl", label: "Hub URL (model records and files)" },
  { name: "routerUrl", label: "Router URL (inference calls)" },
];

/**
 * Where this browser reads models and sends calls: a disclosure under the page, for tests and
 * self-hosted mirrors. Saved values apply from the next page load (the page reloads).
 */
export function HubSettings({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const [values, setValues] = useState<Record<SettingName, string>>({ hubUrl: "", routerUrl: "" });
  const [error, setError] = useState<string | null>(null);
  const ids = { hubUrl: useId(), routerUrl: useId(), help: useId() };
  // Storage is read after hydration: the prerendered HTML shows the empty form.
  useEffect(() => setValues({ hubUrl: readSetting("hubUrl"), routerUrl: readSetting("routerUrl") }), []);

  const save = () => {
    // Both are checked before either is stored, so a refused form changes nothing.
    const refused = FIELDS.find(({ name }) => values[name].trim() !== "" && !normalizeBaseUrl(values[name]));
    if (refused) {
      setError(`${refused.label.replace(/ \(.*/, "")}: enter an http:// or https:// URL without a query.`);
      return;
    }
    for (const { name } of FIELDS) writeSetting(name, values[name]);
    setError(null);
    reload();
  };

  return (
    <details className="hub-settings">
      <summary>Hub settings</summary>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <p id={ids.help} className="muted">
          Where this browser reads model records and sends inference calls. Leave a field empty for the public Hugging
          Face service. Your token is sent to these addresses, so only enter ones you trust.
        </p>
        {FIELDS.map(({ name, label }) => (
          <div className="field" key={name}>
            <label htmlFor={ids[name]}>{label}</label>
            <input
              id={ids[name]}
              type="url"
              inputMode="url"
              spellCheck={false}
              aria-describedby={ids.help}
              value={values[name]}
              onChange={(event) => setValues({ ...values, [name]: event.target.value })}
            />
          </div>
        ))}
        {error && (
          <p className="error-box" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button">
          Save and reload
        </button>
      </form>
    </details>
  );
}

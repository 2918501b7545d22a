import { getInferenceSnippets } from "@inferkit/inference/snippets";
import type { ModelData } from "@inferkit/tasks";
import { CodeBlock } from "@inferkit/ui";
import { useId, useMemo, useState } from "react";
import { AUTO_PROVIDER, providerMapping, recordMapping } from "../inference-providers";
import { messageOf } from "../unknown-values";
import { Checkbox } from "./Checkbox";
import { Tabs } from "./Tabs";

const LANGUAGES = [
  { id: "js", label: "JavaScript" },
  { id: "python", label: "Python" },
  { id: "sh", label: "cURL" },
];

const optionLabel = (model: ModelData, provider: string) =>
  provider === AUTO_PROVIDER
    ? "auto (the router picks)"
    : providerMapping(model, provider).status === "staging"
      ? `${provider} (staging)`
      : provider;

/** What the chosen provider calls the model, or how auto picks one. */
function ProviderNote({ model, provider, known }: { model: ModelData; provider: string; known: boolean }) {
  if (provider === AUTO_PROVIDER)
    return (
      <p className="muted provider-note">
        The router picks a live provider, in the order of your Hub settings. For chat, end the model id with{" "}
        <code>:fastest</code> or <code>:cheapest</code> to pick by speed or price, or with <code>:provider</code> to
        pick one.
      </p>
    );
  const entry = providerMapping(model, provider);
  return (
    <p className="muted provider-note">
      Model id at {provider}: <code>{entry.providerId}</code>
      {known ? "" : " (the Hub id: this page does not know the provider's own)"}
      {entry.status === "staging" ? ". Staging: the provider is still setting the model up, so calls may fail." : ""}
    </p>
  );
}

/** Inference-provider code for a model: provider picker, streaming and bill-to options, language and client tabs. */
export function InferenceSnippets({
  model,
  providers,
  provider: sharedProvider,
  onProviderChange,
}: {
  model: ModelData;
  providers: string[];
  /** Set (with `onProviderChange`) when the page shares the choice; otherwise the picker keeps its own. */
  provider?: string;
  onProviderChange?: (provider: string) => void;
}) {
  const [ownProvider, setOwnProvider] = useState(providers[0] ?? AUTO_PROVIDER);
  const chosenProvider = sharedProvider ?? ownProvider;
  const setProvider = onProviderChange ?? setOwnProvider;
  // A new model (another pasted record) may not be served by the provider chosen for the last one.
  const provider = providers.includes(chosenProvider) ? chosenProvider : (providers[0] ?? chosenProvider);
  const [streaming, setStreaming] = useState(false);
  const [billTo, setBillTo] = useState("");
  const [language, setLanguage] = useState("python");
  const [client, setClient] = useState<string | null>(null);
  const ids = { provider: useId(), billTo: useId() };
  const conversational = model.tags.includes("conversational");
  const known = recordMapping(model) !== undefined;

  const { snippets, error } = useMemo(() => {
    try {
      const options = { streaming: conversational && streaming, ...(billTo.trim() ? { billTo: billTo.trim() } : {}) };
      return {
        snippets: getInferenceSnippets(
          model,
          provider,
          provider === AUTO_PROVIDER ? undefined : providerMapping(model, provider),
          options,
        ),
        error: null,
      };
    } catch (failure) {
      return { snippets: [], error: messageOf(failure) };
    }
  }, [model, provider, conversational, streaming, billTo]);

  const languages = LANGUAGES.filter((l) => snippets.some((s) => s.language === l.id));
  const activeLanguage = languages.some((l) => l.id === language) ? language : (languages[0]?.id ?? "");
  const forLanguage = snippets.filter((s) => s.language === activeLanguage);
  const activeClient = forLanguage.some((s) => s.client === client) ? client : (forLanguage[0]?.client ?? null);
  const shown = forLanguage.filter((s) => s.client === activeClient);

  if (providers.length === 0)
    return (
      <p className="muted">
        {known
          ? "No inference provider serves this model yet: run it yourself with the library code above, or deploy it to a dedicated endpoint."
          : "No inference provider serves this model's task."}
      </p>
    );
  return (
    <>
      <form className="snippet-controls" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor={ids.provider}>Provider</label>
          <select id={ids.provider} value={provider} onChange={(e) => setProvider(e.target.value)}>
            {providers.map((p) => (
              <option key={p} value={p}>
                {optionLabel(model, p)}
              </option>
            ))}
          </select>
        </div>
        {conversational && (
          <Checkbox label="Stream the answer" checked={streaming} onChange={setStreaming} className="field" />
        )}
        <div className="field">
          <label htmlFor={ids.billTo}>Bill to organisation (optional)</label>
          <input id={ids.billTo} value={billTo} placeholder="my-org" onChange={(e) => setBillTo(e.target.value)} />
        </div>
      </form>
      <ProviderNote model={model} provider={provider} known={known} />
      {!known && (
        <p className="muted">
          This page does not know which providers serve this model: the list shows every provider that serves its task.
        </p>
      )}
      {languages.length === 0 ? (
        <p className="muted">{error ?? "No snippet for this provider and task."}</p>
      ) : (
        <Tabs label="Language" items={languages} selected={activeLanguage} onSelect={setLanguage}>
          <Tabs
            label="Client"
            items={[...new Set(forLanguage.map((s) => s.client))].map((c) => ({ id: c, label: c }))}
            selected={activeClient ?? ""}
            onSelect={setClient}
          >
            <div className="snippet-list">
              {shown.map((snippet) => (
                <CodeBlock
                  key={`${snippet.client}-${snippet.content.length}`}
                  code={snippet.content}
                  language={snippet.language}
                  copyLabel={`Copy the ${snippet.client} snippet`}
                />
              ))}
            </div>
          </Tabs>
        </Tabs>
      )}
    </>
  );
}

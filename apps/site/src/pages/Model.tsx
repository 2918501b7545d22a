import { isModelLibraryKey, type ModelData } from "@inferkit/tasks";
import { CodeBlock, Heading, type HeadingLevel } from "@inferkit/ui";
import { useState } from "react";
import { HubSettings } from "../components/HubSettings";
import { InferenceSnippets } from "../components/InferenceSnippets";
import { LocalApps } from "../components/LocalApps";
import { TryIt } from "../components/TryIt";
import { libraryPath } from "../library-path";
import { modelHubPageUrl } from "../model-record";
import type { LibrarySection } from "../model-snippets";
import { playgroundHref } from "../playground/playground-url";
import { useHubUrl } from "../use-hub-url";

export interface ModelPageProps {
  model: ModelData;
  task: { id: string; label: string; hasPage: boolean } | null;
  libraries: LibrarySection[];
  providers: string[];
}

/** A library id or tag, linked to its library page when the registry knows it. */
function LibraryName({ name }: { name: string }) {
  return isModelLibraryKey(name) ? <a href={libraryPath(name)}>{name}</a> : name;
}

/** "Use this model" library code and inference-provider snippets for one model. */
export function ModelSnippets({
  model,
  libraries,
  providers,
  provider,
  onProviderChange,
  level = 2,
}: Omit<ModelPageProps, "task"> & {
  level?: 2 | 3;
  /** The provider chosen, when the page shares it with other parts (Try it). */
  provider?: string;
  onProviderChange?: (provider: string) => void;
}) {
  const sub = (level + 1) as HeadingLevel;
  return (
    <>
      <section aria-labelledby="use-this-model">
        <Heading level={level} id="use-this-model">
          Use this model
        </Heading>
        {libraries.length === 0 ? (
          <p className="muted">No library snippet applies to this model.</p>
        ) : (
          libraries.map((section) => (
            <div key={section.library}>
              <Heading level={sub} id={`library-${section.library}`}>
                <a href={libraryPath(section.library)}>{section.label}</a>
              </Heading>
              <div className="snippet-list">
                {section.snippets.map((snippet, index) => (
                  <CodeBlock
                    key={index}
                    code={snippet.code}
                    language={snippet.language}
                    copyLabel={`Copy ${section.label} snippet ${index + 1}`}
                  />
                ))}
              </div>
            </div>
          ))
        )}
      </section>
      <section aria-labelledby="inference-providers">
        <Heading level={level} id="inference-providers">
          Inference providers
        </Heading>
        <InferenceSnippets
          model={model}
          providers={providers}
          provider={provider}
          onProviderChange={onProviderChange}
        />
      </section>
    </>
  );
}

export default function ModelPage({ model, task, libraries, providers }: ModelPageProps) {
  // One provider choice for the snippets and Try it: `auto` first when the model has live providers,
  // none when no provider serves it.
  const [provider, setProvider] = useState<string | null>(providers[0] ?? null);
  const hub = useHubUrl();
  return (
    <article>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <a href="/models">Models</a>
      </nav>
      <Heading level={1} id="top">
        {model.id}
      </Heading>
      <p className="lead">
        {task ? task.hasPage ? <a href={`/tasks/${task.id}`}>{task.label}</a> : task.label : "No task"}
        {model.library_name && (
          <>
            {" · "}
            <LibraryName name={model.library_name} />
          </>
        )}
        {" · "}
        <a href={modelHubPageUrl(hub, model.id)} rel="noopener noreferrer">
          View on the hub
        </a>
        {model.tags.includes("conversational") && (
          <>
            {" "}
            · <a href={playgroundHref({ model: model.id })}>Its chat template in the playground</a>
          </>
        )}
      </p>
      <ul className="chip-list model-tags" aria-label="Tags">
        {model.tags.map((tag) => (
          <li key={tag}>
            <LibraryName name={tag} />
          </li>
        ))}
      </ul>
      <TryIt model={model} provider={provider} />
      <ModelSnippets
        model={model}
        libraries={libraries}
        providers={providers}
        provider={provider ?? undefined}
        onProviderChange={setProvider}
      />
      <LocalApps model={model} />
      <HubSettings />
    </article>
  );
}

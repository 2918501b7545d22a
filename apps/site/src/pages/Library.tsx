import { CodeBlock, Heading } from "@inferkit/ui";
import { TaskChips } from "../components/TaskChips";
import type { SnippetLanguage } from "../snippet-language";
import type { LibraryRow } from "./Libraries";

export interface LibraryPageProps {
  library: LibraryRow;
  /** Install commands its snippet generator writes, else its known package install (the registry has no install field). */
  install: string[];
  /** Its generator's code for `model`, or null when the registry has no generator for it. */
  usage: {
    model: string;
    /** Whether `model` has a page on this site (else it is a minimal record built for the library). */
    onSite: boolean;
    snippets: Array<{ code: string; language: SnippetLanguage }>;
  } | null;
  /** Ids of this site's models whose page shows the library's code. */
  models: string[];
}

/** What the registry alone says a library is, for libraries the site has no sentence for. */
function factualSummary({ tasks, repoName }: LibraryRow): string {
  const labels = tasks.map((task) => task.label.toLowerCase());
  const list = labels.length > 1 ? `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}` : labels[0];
  return list
    ? `A model library for ${list}, whose code lives in ${repoName}.`
    : `A model library whose code lives in ${repoName}.`;
}

const hubModelsUrl = (id: string) => `https://huggingface.co/models?library=${encodeURIComponent(id)}`;

function Usage({ library, usage }: Pick<LibraryPageProps, "library" | "usage">) {
  if (!usage)
    return (
      <p>
        The registry has no code snippet for {library.label}: its{" "}
        <a href={library.docsUrl ?? library.repoUrl} rel="noopener noreferrer">
          {library.docsUrl ? "documentation" : "repository"}
        </a>{" "}
        explains how to load its models.
      </p>
    );
  return (
    <>
      {usage.onSite ? (
        <p>
          Generated for <a href={`/models/${usage.model}`}>{usage.model}</a>, a model with a page on this site.
        </p>
      ) : (
        <p>
          Generated for a minimal model record built for this page (id <code>{usage.model}</code>, no tags): put a real
          model id in its place.
        </p>
      )}
      {usage.snippets.length ? (
        <div className="snippet-list">
          {usage.snippets.map((snippet, index) => (
            <CodeBlock
              key={index}
              code={snippet.code}
              language={snippet.language}
              copyLabel={`Copy ${library.label} snippet ${index + 1}`}
            />
          ))}
        </div>
      ) : (
        <p className="muted">Its generator writes no code for this record: it needs model files the record lacks.</p>
      )}
    </>
  );
}

export default function LibraryPage({ library, install, usage, models }: LibraryPageProps) {
  return (
    <article className="library-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <a href="/libraries">Libraries</a> <span aria-hidden="true">/</span> <span>{library.id}</span>
      </nav>
      <Heading level={1} id="top">
        {library.label}
      </Heading>
      <p className="lead">{library.summary || factualSummary(library)}</p>
      <dl className="library-facts">
        <dt>Library id</dt>
        <dd>
          <code>{library.id}</code> (the <code>library_name</code> of its models)
        </dd>
        <dt>Code</dt>
        <dd>
          <a href={library.repoUrl} rel="noopener noreferrer">
            {library.repoName}
          </a>
        </dd>
        <dt>Documentation</dt>
        <dd>
          {library.docsUrl ? (
            <a href={library.docsUrl} rel="noopener noreferrer">
              {library.label} documentation
            </a>
          ) : (
            <span className="muted">none listed in the registry</span>
          )}
        </dd>
        {library.fileTypes.length > 0 && (
          <>
            <dt>Downloads counted from</dt>
            <dd>{library.fileTypes.map((type) => `.${type}`).join(", ")} files</dd>
          </>
        )}
        {library.modelTags.length > 0 && (
          <>
            <dt>Also shown for</dt>
            <dd>models tagged {library.modelTags.join(", ")}</dd>
          </>
        )}
        <dt>On the Hub</dt>
        <dd>
          <a href={hubModelsUrl(library.id)} rel="noopener noreferrer">
            Models using {library.label}
          </a>
          {library.filter ? " (a filter of the model list)" : ""}
        </dd>
      </dl>

      <section aria-labelledby="install">
        <Heading level={2} id="install">
          Install
        </Heading>
        {install.length ? (
          <CodeBlock
            code={install.join("\n")}
            language="shell"
            copyLabel={`Copy the install command of ${library.label}`}
          />
        ) : (
          <p>
            No install command is known for {library.label}: follow the{" "}
            <a href={library.repoUrl} rel="noopener noreferrer">
              instructions in its repository
            </a>
            .
          </p>
        )}
      </section>

      <section aria-labelledby="tasks">
        <Heading level={2} id="tasks">
          Tasks
        </Heading>
        {library.tasks.length ? (
          <TaskChips tasks={library.tasks} label={`Tasks of ${library.label}`} />
        ) : (
          <p>No pipeline task: the catalogue lists none for {library.label}.</p>
        )}
      </section>

      <section aria-labelledby="usage">
        <Heading level={2} id="usage">
          Usage
        </Heading>
        <Usage library={library} usage={usage} />
      </section>

      <section aria-labelledby="models">
        <Heading level={2} id="models">
          Models on this site
        </Heading>
        {models.length ? (
          <ul className="library-models">
            {models.map((id) => (
              <li key={id}>
                <a href={`/models/${id}`}>{id}</a>
              </li>
            ))}
          </ul>
        ) : (
          <p>No model with a page on this site uses {library.label}.</p>
        )}
      </section>
    </article>
  );
}

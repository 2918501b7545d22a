import { Heading } from "@inferkit/ui";
import { useCallback, useEffect, useId, useState } from "react";
import { HubSettings } from "../components/HubSettings";
import { TokenField } from "../components/TokenField";
import { lookUpModel, type ModelLookup, modelIdFromPath } from "../model-lookup";
import { hubUrl } from "../site-settings";
import { messageOf } from "../unknown-values";
import { getVisitorToken, setVisitorToken } from "../visitor-token";
import ModelPage, { type ModelPageProps } from "./Model";

type PageState =
  | { state: "loading"; id?: string }
  | { state: "invalid"; path: string }
  | (Exclude<ModelLookup, { state: "ready" }> & { id: string })
  | { state: "ready"; props: ModelPageProps };

const SITE = "Inferkit";

/** Asks for a token when the Hub refuses the record; the token stays in this tab's memory. */
function TokenForm({ id, status, onToken }: { id: string; status: 401 | 403; onToken: () => void }) {
  const [draft, setDraft] = useState("");
  const ids = { help: useId() };
  return (
    <form
      className="token-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!draft.trim()) return;
        setVisitorToken(draft, false);
        setDraft("");
        onToken();
      }}
    >
      <p id={ids.help}>
        {status === 401
          ? `${id} is gated or private: the Hub shows it only to signed-in users who have access.`
          : `The token you gave has no access to ${id}. Ask for access on the model's Hub page, then try again with a token of that account.`}{" "}
        The token is kept in this tab only and sent to the Hub alone.
      </p>
      <TokenField label="Hugging Face token" value={draft} describedBy={ids.help} onChange={setDraft} />
      <button type="submit" className="button">
        Show the model
      </button>
    </form>
  );
}

function Retry({ onRetry }: { onRetry: () => void }) {
  return (
    <button type="button" className="button" onClick={onRetry}>
      Try again
    </button>
  );
}

/** The page's state when it is not the model itself: loading, refusals and failures, each with a way on. */
function StateView({ page, retry }: { page: Exclude<PageState, { state: "ready" }>; retry: () => void }) {
  const id = "id" in page ? page.id : undefined;
  // A screen tall, so what follows (settings, footer) starts below the fold and the loaded page moves nothing
  // in view (no layout shift).
  if (page.state === "loading")
    return (
      <p role="status" className="lead model-loading">
        Loading {id ? <code>{id}</code> : "the model"} from the Hub…
      </p>
    );
  const title = {
    invalid: "Not a model id",
    "not-found": "Model not found",
    restricted: "This model needs a token",
    offline: "The Hub could not be reached",
    error: "The model could not be shown",
  }[page.state];
  return (
    <>
      <Heading level={1} id="top">
        {title}
      </Heading>
      <div role="alert" className="model-state">
        {page.state === "invalid" && (
          <p className="lead">
            <code>{page.path}</code> does not name a model: ids look like <code>org/name</code>.
          </p>
        )}
        {page.state === "not-found" && (
          <p className="lead">
            The Hub at <code>{hubUrl()}</code> has no model named <code>{page.id}</code>, or none this browser may see.
            Check the id.
          </p>
        )}
        {page.state === "offline" && (
          <p className="lead">
            Loading <code>{page.id}</code> failed: this browser seems to be offline, or <code>{hubUrl()}</code> is
            unreachable.
          </p>
        )}
        {page.state === "error" && <p className="lead">{page.message}</p>}
      </div>
      {page.state === "restricted" && <TokenForm id={page.id} status={page.status} onToken={retry} />}
      {(page.state === "offline" || page.state === "error") && <Retry onRetry={retry} />}
      <p>
        <a href="/models">Browse the example models</a>
      </p>
    </>
  );
}

/**
 * A model page for any id: the shell served for `/models/<id>` paths without a prerendered page. The
 * record is fetched from the configured Hub in the browser and rendered like a built-in model's page.
 */
export default function ModelByIdPage() {
  const [page, setPage] = useState<PageState>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // Runs once, and again on "Try again" or a token given in the form (`attempt`). The token is read when the
  // lookup starts, not subscribed to: a token typed into Try it must not reload the page under the cursor.
  useEffect(() => {
    const id = modelIdFromPath(window.location.pathname);
    if (!id) {
      setPage({ state: "invalid", path: window.location.pathname });
      return;
    }
    const controller = new AbortController();
    setPage({ state: "loading", id });
    void (async () => {
      const found = await lookUpModel(id, { hub: hubUrl(), token: getVisitorToken(), signal: controller.signal }).catch(
        () => undefined,
      );
      if (!found || controller.signal.aborted) return;
      if (found.state !== "ready") {
        setPage({ ...found, id });
        return;
      }
      // The snippet registry loads only once a record is there to use it.
      const { modelPageProps } = await import("../model-page-props");
      if (controller.signal.aborted) return;
      try {
        setPage({ state: "ready", props: modelPageProps(found.model) });
        document.title = `${found.model.id} · ${SITE}`;
      } catch (failure) {
        setPage({ state: "error", id, message: `The record could not be shown: ${messageOf(failure)}` });
      }
    })();
    return () => controller.abort();
  }, [attempt]);

  // The model page has its own settings disclosure.
  if (page.state === "ready") return <ModelPage {...page.props} />;
  return (
    <>
      <StateView page={page} retry={retry} />
      <HubSettings />
    </>
  );
}

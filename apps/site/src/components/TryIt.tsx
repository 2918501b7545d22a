import type { ModelData } from "@inferkit/tasks";
import { Heading } from "@inferkit/ui";
import type { ReactNode } from "react";
import { AUTO_PROVIDER } from "../inference-providers";
import { TryItChat } from "./TryItChat";
import { TryItTask } from "./TryItTask";
import { TryItToken, useVisitorToken } from "./TryItToken";
import { isChatTask, tryItTaskOf } from "./try-it-tasks";

/**
 * "Try it": calls the model from the visitor's browser with the visitor's token, through `provider`
 * (a provider id or `auto`; `null` when no provider serves the model): a chat for chat models, the
 * task's input for the tasks the box knows.
 */
export function TryIt({ model, provider = AUTO_PROVIDER }: { model: ModelData; provider?: string | null }) {
  return (
    <section aria-labelledby="try-it">
      <Heading level={2} id="try-it">
        Try it
      </Heading>
      <TryItBox model={model} provider={provider} />
    </section>
  );
}

function TryItBox({ model, provider }: { model: ModelData; provider: string | null }): ReactNode {
  const token = useVisitorToken();
  const task = tryItTaskOf(model);
  // A call would only come back with "no provider": say so before the visitor types anything.
  if (provider === null)
    return <p className="muted">No inference provider serves this model, so there is nothing to try here.</p>;
  if (!task)
    return (
      <p className="muted">
        The “Try it” box does not run {model.pipeline_tag ? `${model.pipeline_tag} models` : "models without a task"}{" "}
        yet; the snippets below call it from your own code.
      </p>
    );
  const target = { model: model.id, provider, token };
  return (
    <div className="try-it">
      <TryItToken />
      <p className="muted try-it-provider">
        Provider: <strong>{provider === AUTO_PROVIDER ? "auto (the router picks a live one)" : provider}</strong> ·{" "}
        <a href="#inference-providers">Choose another provider</a>
      </p>
      {isChatTask(task) ? (
        <TryItChat key={model.id} {...target} withImage={task === "image-text-to-text"} />
      ) : (
        <TryItTask key={model.id} {...target} task={task} />
      )}
    </div>
  );
}

// The playground's address for a model's template: `/playground?model=<id>&template=<name>`, so a link
// (from a model page, or shared) opens the playground with that template loaded.

export interface PlaygroundQuery {
  model?: string;
  /** A named template of the model's list; absent for its default. */
  template?: string;
}

export function readPlaygroundQuery(search: string): PlaygroundQuery {
  const params = new URLSearchParams(search);
  const model = params.get("model")?.trim();
  const template = params.get("template")?.trim();
  return { ...(model ? { model } : {}), ...(template ? { template } : {}) };
}

/** The playground's path and query for a model (and a named template other than "default"). */
export function playgroundHref({ model, template }: PlaygroundQuery): string {
  const params = new URLSearchParams();
  if (model) params.set("model", model);
  if (model && template && template !== "default") params.set("template", template);
  const query = params.toString().replaceAll("%2F", "/");
  return query ? `/playground?${query}` : "/playground";
}

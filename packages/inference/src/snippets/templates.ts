// Every (language, client) pair in output order, with the templates it has.
import type { Template, TemplateSet } from "./context";
import { TemplateNotFoundError } from "./errors";
import { FETCH, HUGGINGFACE_JS, INFERKIT_JS, OPENAI_JS } from "./javascript";
import { FAL_CLIENT, HUGGINGFACE_HUB, OPENAI, REQUESTS } from "./python";
import { CURL } from "./shell";
import type { TemplateName } from "./tasks";
import type { SnippetClient, SnippetLanguage } from "./types";

export interface ClientTemplates {
  language: SnippetLanguage;
  client: SnippetClient;
  templates: TemplateSet;
}

export const CLIENTS: readonly ClientTemplates[] = [
  { language: "python", client: "huggingface_hub", templates: HUGGINGFACE_HUB },
  { language: "python", client: "fal_client", templates: FAL_CLIENT },
  { language: "python", client: "requests", templates: REQUESTS },
  { language: "python", client: "openai", templates: OPENAI },
  { language: "js", client: "fetch", templates: FETCH },
  { language: "js", client: "huggingface.js", templates: HUGGINGFACE_JS },
  { language: "js", client: "inferkit", templates: INFERKIT_JS },
  { language: "js", client: "openai", templates: OPENAI_JS },
  { language: "sh", client: "curl", templates: CURL },
];

/** A set's own keys are template names; an inherited one (`constructor`…) is no template. */
const hasTemplate = (templates: TemplateSet, name: string): name is TemplateName => Object.hasOwn(templates, name);

/** The template of a (language, client) pair; throws TemplateNotFoundError when it has none. */
export function getTemplate(language: string, client: string, name: string): Template {
  const entry = CLIENTS.find((c) => c.language === language && c.client === client);
  const template = entry && hasTemplate(entry.templates, name) ? entry.templates[name] : undefined;
  if (!template) throw new TemplateNotFoundError(language, client, name);
  return template;
}

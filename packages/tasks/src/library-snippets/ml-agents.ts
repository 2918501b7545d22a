// Unity ML-Agents: trained agents are downloaded with the ML-Agents command line.
import type { ModelData } from "../model-data";
import { shellQuote } from "./common";

export function snippets(model: ModelData): string[] {
  return [`mlagents-load-from-hf --repo-id=${shellQuote(model.id)} --local-dir=./downloads`];
}

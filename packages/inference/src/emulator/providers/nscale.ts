// Nscale: OpenAI-compatible chat and image generations.
import { openAiCompatibleProvider } from "../openai-compatible";

export const nscale = openAiCompatibleProvider({
  id: "nscale",
  directHosts: ["inference.api.nscale.com"],
  prefix: "/v1",
  endpoints: ["chat", "images"],
});

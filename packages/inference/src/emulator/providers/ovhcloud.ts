// OVHcloud AI Endpoints: OpenAI-compatible chat and text completions.
import { openAiCompatibleProvider } from "../openai-compatible";

export const ovhcloud = openAiCompatibleProvider({
  id: "ovhcloud",
  directHosts: ["oai.endpoints.kepler.ai.cloud.ovh.net"],
  prefix: "/v1",
  endpoints: ["chat", "completions"],
});

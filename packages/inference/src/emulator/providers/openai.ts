// OpenAI itself (direct calls only).
import { openAiCompatibleProvider } from "../openai-compatible";

export const openai = openAiCompatibleProvider({
  id: "openai",
  directHosts: ["api.openai.com"],
  prefix: "/v1",
  endpoints: ["chat"],
  // The router does not serve OpenAI: clients call it directly with an OpenAI key.
  routed: false,
});

// Conversations the differential tests render every corpus template with.
const specialTokens = { bos_token: "<s>", eos_token: "</s>", unk_token: "<unk>", pad_token: "<pad>" };

const weatherTool = {
  type: "function",
  function: {
    name: "get_weather",
    description: "Get the current weather in a city.",
    parameters: {
      type: "object",
      properties: {
        city: { type: "string", description: "City name, e.g. Paris" },
        unit: { type: "string", enum: ["celsius", "fahrenheit"] },
      },
      required: ["city"],
    },
  },
};
const searchTool = {
  type: "function",
  function: {
    name: "search",
    description: "Search the web.",
    parameters: {
      type: "object",
      properties: { query: { type: "string" }, top_k: { type: "integer" } },
      required: ["query"],
    },
  },
};

export interface NamedContext {
  name: string;
  context: Record<string, unknown>;
}

export const CONTEXTS: NamedContext[] = [
  {
    name: "single user turn, generation prompt",
    context: { messages: [{ role: "user", content: "Hello!" }], add_generation_prompt: true, ...specialTokens },
  },
  {
    name: "system prompt, no generation prompt",
    context: {
      messages: [
        { role: "system", content: "You are a helpful assistant." },
        { role: "user", content: "What is 2 + 2?" },
      ],
      add_generation_prompt: false,
      ...specialTokens,
    },
  },
  {
    name: "multi-turn with system",
    context: {
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: "Hi there" },
        { role: "assistant", content: "Hello! How can I help?" },
        { role: "user", content: "Tell me a joke.\nMake it short." },
      ],
      add_generation_prompt: true,
      ...specialTokens,
    },
  },
  {
    name: "alternating turns ending with the assistant",
    context: {
      messages: [
        { role: "user", content: "  Spaces around  " },
        { role: "assistant", content: "Noted." },
        { role: "user", content: "Thanks" },
        { role: "assistant", content: "You're welcome." },
      ],
      add_generation_prompt: false,
      ...specialTokens,
    },
  },
  {
    name: "tools, tool calls and tool responses",
    context: {
      messages: [
        { role: "system", content: "You can call tools." },
        { role: "user", content: "Weather in Paris?" },
        {
          role: "assistant",
          content: "",
          tool_calls: [
            {
              id: "call_1",
              type: "function",
              function: { name: "get_weather", arguments: { city: "Paris", unit: "celsius" } },
            },
          ],
        },
        { role: "tool", tool_call_id: "call_1", name: "get_weather", content: '{"temperature": 21.5, "sky": "clear"}' },
        { role: "assistant", content: "It is 21.5 °C and clear in Paris." },
        { role: "user", content: "And tomorrow?" },
      ],
      tools: [weatherTool, searchTool],
      add_generation_prompt: true,
      ...specialTokens,
    },
  },
  {
    name: "tools offered, plain question",
    context: {
      messages: [{ role: "user", content: "Search for llamas" }],
      tools: [searchTool],
      add_generation_prompt: true,
      ...specialTokens,
    },
  },
  {
    name: "multimodal content parts",
    context: {
      messages: [
        {
          role: "user",
          content: [{ type: "image" }, { type: "text", text: "What is in this picture?" }],
        },
        { role: "assistant", content: [{ type: "text", text: "A cat on a sofa." }] },
        { role: "user", content: [{ type: "text", text: "What colour is it?" }] },
      ],
      add_generation_prompt: true,
      ...specialTokens,
    },
  },
  {
    name: "documents (retrieval)",
    context: {
      messages: [{ role: "user", content: "Summarise the documents." }],
      documents: [
        { title: "Tides", text: "Tides are caused by the moon." },
        { title: "Seasons", text: "Seasons come from the tilt of the Earth." },
      ],
      add_generation_prompt: true,
      ...specialTokens,
    },
  },
  {
    name: "unicode and emoji",
    context: {
      messages: [
        { role: "system", content: "Réponds en français — s'il te plaît." },
        { role: "user", content: "こんにちは 😀 \"quotes\" and 'apostrophes' \\ backslash" },
        { role: "assistant", content: "Ça va 👍 <b>bold</b> & more" },
        { role: "user", content: "Ünïcödé ✓" },
      ],
      add_generation_prompt: true,
      ...specialTokens,
    },
  },
  {
    name: "reasoning content and thinking flag",
    context: {
      messages: [
        { role: "user", content: "Is 17 prime?" },
        { role: "assistant", content: "Yes, 17 is prime.", reasoning_content: "Check divisors up to 4." },
        { role: "user", content: "And 21?" },
      ],
      add_generation_prompt: true,
      enable_thinking: false,
      ...specialTokens,
    },
  },
  {
    name: "OpenAI-style tool calls (string arguments, null content)",
    context: {
      messages: [
        { role: "user", content: "Find news about Mars." },
        {
          role: "assistant",
          content: null,
          tool_calls: [
            {
              id: "call_9",
              type: "function",
              function: { name: "search", arguments: '{"query": "Mars", "top_k": 3}' },
            },
            { id: "call_10", type: "function", function: { name: "get_weather", arguments: '{"city": "Houston"}' } },
          ],
        },
        { role: "tool", tool_call_id: "call_9", content: "Rover lands." },
        { role: "tool", tool_call_id: "call_10", content: "Sunny." },
      ],
      tools: [weatherTool, searchTool],
      add_generation_prompt: true,
      ...specialTokens,
    },
  },
  {
    name: "system prompt as content parts",
    context: {
      messages: [
        { role: "system", content: [{ type: "text", text: "You are terse." }] },
        {
          role: "user",
          content: [
            { type: "text", text: "Hi" },
            { type: "image_url", image_url: { url: "https://example.com/a.png" } },
          ],
        },
      ],
      add_generation_prompt: false,
      ...specialTokens,
    },
  },
  {
    name: "empty conversation",
    context: { messages: [], add_generation_prompt: true, ...specialTokens },
  },
];

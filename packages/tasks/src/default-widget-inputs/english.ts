// Default widget inputs in English, the language with the most widgets (see ../default-widget-inputs.ts).

import type { PerLanguageMapping } from "../default-widget-inputs";

const REEF =
  "The Great Barrier Reef lies off the coast of Queensland, in north-eastern Australia. It is made of nearly 3,000 separate reefs and around 900 islands spread over some 344,000 square kilometres. Billions of tiny coral polyps built it, and more than 1,500 species of fish live there. It has been a UNESCO World Heritage Site since 1981. Warmer seas have caused several mass bleaching events in recent decades, putting much of its coral at risk.";

export const ENGLISH: PerLanguageMapping = new Map([
  ["text-classification", ["This film was a delight from start to finish."]],
  [
    "token-classification",
    [
      "Amara works as a nurse at a hospital in Lagos.",
      "Last spring, Kenji moved from Osaka to Toronto.",
      "Ingrid meets the mayor of Oslo on Friday.",
    ],
  ],
  [
    "table-question-answering",
    [
      {
        text: "Which of these rivers is the longest?",
        table: {
          River: ["Nile", "Amazon", "Yangtze"],
          "Length (km)": [6650, 6400, 6300],
          Continent: ["Africa", "South America", "Asia"],
        },
      },
    ],
  ],
  [
    "question-answering",
    [
      { text: "Where does Amara work?", context: "Amara works as a nurse at a hospital in Lagos." },
      { text: "Which city did Kenji move to?", context: "Last spring, Kenji moved from Osaka to Toronto." },
      { text: "When does Ingrid meet the mayor?", context: "Ingrid meets the mayor of Oslo on Friday." },
      { text: "How many species of fish live on the reef?", context: REEF },
    ],
  ],
  [
    "zero-shot-classification",
    [
      {
        text: "My order arrived two weeks late and the box was crushed.",
        candidate_labels: "delivery, refund, product quality, praise",
        multi_class: true,
      },
      {
        text: "Could you tell me how to change the email address on my account?",
        candidate_labels: "account settings, billing, technical fault, sales",
        multi_class: false,
      },
      {
        text: "Astronomers have found water vapour in the air of a planet that circles a small red star more than a hundred light-years away. The planet is bigger than Earth and orbits at a distance where liquid water could exist on its surface. The team worked from archived telescope data and says more observations are needed before the result can be trusted.",
        candidate_labels: "astronomy, climate, sports, economics, cooking",
        multi_class: true,
      },
    ],
  ],
  ["translation", ["The library opens at nine in the morning.", "Could you show me the way to the train station?"]],
  [
    "summarization",
    [
      "Honeybees live in colonies of tens of thousands of workers, a few hundred drones and a single queen. The workers are females that do not breed; in a life of a few weeks they clean the hive, feed the larvae, build wax comb, guard the entrance and at last fly out to gather nectar and pollen. A forager that finds a rich patch of flowers comes back and performs a waggle dance, whose angle and length tell her sisters the direction and distance of the food. Nectar is stored in cells and fanned by the bees until most of its water has evaporated, which turns it into honey. Farming depends on them too: many fruit, nut and seed crops need bees to carry pollen from one flower to the next.",
    ],
  ],
  [
    "conversational",
    [
      "Hello! What kinds of things can you do?",
      "What is 17 times 23?",
      "Give me three ideas for a rainy Sunday.",
      "How does a fridge keep food cold?",
    ],
  ],
  [
    "text-generation",
    [
      "The best thing about living by the sea is",
      "When I opened the old wooden box, I found",
      "Every morning, the baker on our street",
      "In the year 2150, cities will",
    ],
  ],
  ["fill-mask", ["The cat is asleep on the <mask>.", "At sea level, water boils at one hundred degrees <mask>."]],
  [
    "sentence-similarity",
    [
      {
        source_sentence: "The children are playing in the park",
        sentences: [
          "Kids are having fun in the park",
          "The children are doing homework at school",
          "The park closes at sunset",
        ],
      },
    ],
  ],
]);

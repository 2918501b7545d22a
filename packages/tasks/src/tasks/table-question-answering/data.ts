import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "wikitablequestions",
      description:
        "WikiTableQuestions, about 22,000 questions over some 2,100 Wikipedia tables, many of which need comparisons, counting or arithmetic across cells.",
    },
    {
      id: "wikisql",
      description:
        "WikiSQL, about 80,000 questions over Wikipedia tables, each paired with the SQL query that answers it.",
    },
  ],
  demo: {
    inputs: [
      {
        type: "tabular",
        table: [
          ["Product", "Region", "Units sold"],
          ["Notebook", "North", "120"],
          ["Notebook", "South", "95"],
          ["Pen", "North", "340"],
          ["Pen", "South", "410"],
        ],
      },
      { type: "text", label: "Question", content: "How many pens were sold in total?" },
    ],
    outputs: [{ type: "text", label: "Answer", content: "750 (SUM > 340, 410)" }],
  },
  isPlaceholder: false,
  metrics: [
    {
      id: "Denotation Accuracy",
      description:
        "The share of questions whose predicted answer value is correct, however the model derived it from the table.",
    },
  ],
  models: [
    {
      id: "microsoft/tapex-base",
      description:
        "TAPEX base, a BART model pre-trained to execute SQL queries over tables, which gives it table-reasoning skills to fine-tune on your questions.",
    },
    {
      id: "google/tapas-base-finetuned-wtq",
      description:
        "Google's TAPAS, a BERT model that encodes rows and columns, fine-tuned on WikiTableQuestions; it returns the answer cells and an aggregation such as SUM or COUNT.",
    },
  ],
  spaces: [
    {
      id: "katanaml/table-query",
      description: "A demo for asking questions in plain English about the contents of a table.",
    },
  ],
  summary:
    "Table question answering answers a question in natural language from the contents of a table, such as a spreadsheet or a database extract. Models can select cells and also apply an aggregation such as a sum, an average or a count over them. This lets people query structured data without writing SQL or spreadsheet formulas.",
  widgetModels: ["google/tapas-base-finetuned-wtq"],
};

export default taskData;

// Evaluation frameworks a benchmark dataset may name in its `eval.yaml`, so that the hub can say how its
// scores are produced. Ids and links match the hub's list; the descriptions are ours.

/** One evaluation framework: its id (as written in `eval.yaml`), what it evaluates, and where it lives. */
export interface EvaluationFramework {
  name: string;
  description: string;
  url: string;
}

export const EVALUATION_FRAMEWORKS = {
  exgentic: {
    name: "exgentic",
    description: "An open harness that scores general-purpose AI agents on many domains and benchmark suites.",
    url: "https://github.com/Exgentic/exgentic",
  },
  "inspect-ai": {
    name: "inspect-ai",
    description: "Inspect AI, an open-source toolkit for writing and running evaluations of language models.",
    url: "https://inspect.aisi.org.uk/",
  },
  "math-arena": {
    name: "math-arena",
    description: "MathArena scores language models on problems from recent math contests and olympiads.",
    url: "https://github.com/eth-sri/matharena",
  },
  mteb: {
    name: "mteb",
    description: "MTEB benchmarks text and multimodal embedding models and retrieval pipelines.",
    url: "https://github.com/embeddings-benchmark/mteb",
  },
  "olmocr-bench": {
    name: "olmocr-bench",
    description: "olmOCR-Bench compares OCR tools on whole documents.",
    url: "https://github.com/allenai/olmocr/tree/main/olmocr/bench",
  },
  harbor: {
    name: "harbor",
    description: "Harbor runs agents and language models on task suites to evaluate and improve them.",
    url: "https://github.com/laude-institute/harbor",
  },
  ifstruct: {
    name: "ifstruct",
    description:
      "IFStruct checks that a model, decoding freely, writes valid JSON or YAML matching the schema it was asked for.",
    url: "https://github.com/Liquid4All/ifstruct",
  },
  pier: {
    name: "pier",
    description:
      "Pier, a fork of Harbor made for DeepSWE: command-line agents on offline tasks, with steadier and more faithful trajectories.",
    url: "https://github.com/datacurve-ai/pier",
  },
  "redline-bench": {
    name: "redline-bench",
    description:
      "RedlineBench has agents mark up contracts over several turns as tracked changes in .docx files; a panel of LLM judges grades the edits on five dimensions against weighted rubrics written by lawyers (report at https://intelligence.crosby.ai/benchmark/).",
    url: "https://github.com/crosbylegal/redline-bench",
  },
  archipelago: {
    name: "archipelago",
    description: "Archipelago runs AI agents against MCP applications and scores them.",
    url: "https://github.com/Mercor-Intelligence/archipelago",
  },
  benchflow: {
    name: "benchflow",
    description:
      "BenchFlow evaluates agents on professional workflows, in containers, each trial run with and without skills; SkillsBench is built on it.",
    url: "https://github.com/benchflow-ai/benchflow",
  },
  "apex-evals": {
    name: "apex-evals",
    description: "APEX Evals: a set of benchmarks and the harness that runs them against language models.",
    url: "https://github.com/Mercor-Intelligence/apex-evals",
  },
  "screenspot-pro": {
    name: "screenspot-pro",
    description:
      "ScreenSpot-Pro tests whether agents can find interface elements in high-resolution screenshots of professional software: 1,585 annotated images taken from 26 applications.",
    url: "https://github.com/likaixin2000/ScreenSpot-Pro-GUI-Grounding",
  },
  "swe-bench": {
    name: "swe-bench",
    description: "SWE-bench measures how well language models resolve real software engineering issues.",
    url: "https://github.com/swe-bench/swe-bench",
  },
  "swe-bench-pro": {
    name: "swe-bench-pro",
    description: "SWE-Bench Pro: harder, long-running software engineering tasks for models and agents.",
    url: "https://github.com/scaleapi/SWE-bench_Pro-os",
  },
  "nemo-evaluator": {
    name: "nemo-evaluator",
    description:
      "NeMo Evaluator, an open-source platform that runs more than a hundred benchmarks on language models, reproducibly and at scale.",
    url: "https://github.com/NVIDIA-NeMo/Evaluator",
  },
  "yc-bench": {
    name: "yc-bench",
    description:
      "YC Bench puts an agent in charge of a simulated AI startup for one to three years, deterministically, to test long-horizon decisions.",
    url: "https://github.com/collinear-ai/yc-bench",
  },
  "open-asr-leaderboard": {
    name: "open-asr-leaderboard",
    description: "The Open ASR Leaderboard: speech recognition models evaluated and ranked side by side.",
    url: "https://github.com/huggingface/open_asr_leaderboard",
  },
  mdpbench: {
    name: "mdpbench",
    description:
      "MDPBench scores document parsing in many languages, on digital and photographed pages in Latin and other scripts.",
    url: "https://github.com/Yuliang-Liu/MultimodalOCR",
  },
  "real5-omnidocbench": {
    name: "real5-omnidocbench",
    description:
      "Real5-OmniDocBench tests document parsing on pages captured five real ways: scanned, warped, photographed off a screen, badly lit and skewed.",
    url: "https://huggingface.co/datasets/PaddlePaddle/Real5-OmniDocBench",
  },
  parsebench: {
    name: "parsebench",
    description:
      "ParseBench scores document parsers on real business documents: tables, charts, faithful content, formatting and visual grounding.",
    url: "https://github.com/run-llama/ParseBench",
  },
  "video-mme-v2": {
    name: "video-mme-v2",
    description: "Video-MME-v2 measures how well multimodal language models understand video.",
    url: "https://github.com/MME-Benchmarks/Video-MME-v2",
  },
  "claw-eval": {
    name: "claw-eval",
    description:
      "CLAW-Eval tests language models acting as autonomous agents on 300 human-checked tasks in communication, finance and productivity.",
    url: "https://github.com/claw-eval/claw-eval",
  },
  researchclawbench: {
    name: "researchclawbench",
    description:
      "ResearchClawBench gives agents whole research projects: read the data and prior work, then write the code, figures and a paper-like report.",
    url: "https://github.com/InternScience/ResearchClawBench",
  },
  pbench: {
    name: "pbench",
    description:
      "PBench tests vision-language perception through referring-expression segmentation, graded over a hierarchy of skill levels.",
    url: "https://github.com/tiiuae/Falcon-Perception",
  },
  wildclawbench: {
    name: "wildclawbench",
    description:
      "WildClawBench runs agents in the OpenClaw environment on 60 handmade end-to-end tasks: productivity, code, social, search, creative work and safety.",
    url: "https://github.com/InternLM/WildClawBench",
  },
  wbench: {
    name: "wbench",
    description:
      "WBench evaluates interactive video world models over 289 multi-turn cases, with 22 metrics in 5 dimensions: video quality, setting and interaction adherence, consistency and physics.",
    url: "https://github.com/meituan-longcat/WBench",
  },
  nanofold: {
    name: "nanofold",
    description: "nanoFold asks how well protein structure predictors learn when training data is scarce.",
    url: "https://github.com/ChrisHayduk/nanoFold-Competition",
  },
  mmmu: {
    name: "mmmu",
    description:
      "MMMU poses college-level questions from many disciplines that multimodal models must answer with expert knowledge and careful reasoning.",
    url: "https://mmmu-benchmark.github.io/",
  },
  extractbench: {
    name: "extractbench",
    description:
      "ExtractBench scores extraction of schema-valid JSON from business documents, and the evidence behind each value, with no LLM judge.",
    url: "https://github.com/run-llama/ExtractBench",
  },
} as const satisfies Record<string, EvaluationFramework>;

export type EvaluationFrameworkKey = keyof typeof EVALUATION_FRAMEWORKS;

// Generators (l–z) the reference has no snippet for: extra libraries of the registry, and reference
// libraries whose models still load in a few lines.
import { describe, expect, it } from "vitest";
import { snippets as lightgbm } from "./lightgbm";
import { snippets as llamafile } from "./llamafile";
import { snippets as lmdeploy } from "./lmdeploy";
import { snippets as mediapipe } from "./mediapipe";
import { snippets as mlcLlm } from "./mlc-llm";
import { snippets as monai } from "./monai";
import { snippets as moshi } from "./moshi";
import { snippets as nanotron } from "./nanotron";
import { snippets as onnx } from "./onnx";
import { snippets as openvino } from "./openvino";
import { snippets as optimum } from "./optimum";
import { snippets as paddlepaddle } from "./paddlepaddle";
import { snippets as pytorch } from "./pytorch";
import { snippets as safetensors } from "./safetensors";
import { snippets as segmentationModelsPytorch } from "./segmentation-models-pytorch";
import { modelRecord } from "./shared/test-records";
import { snippets as tabpfn } from "./tabpfn";
import { snippets as tensorboard } from "./tensorboard";
import { snippets as tensorrtLlm } from "./tensorrt-llm";
import { snippets as tf } from "./tf";
import { snippets as tflite } from "./tflite";
import { snippets as tirex } from "./tirex";
import { snippets as transformerLens } from "./transformer-lens";
import { snippets as trellis } from "./trellis";
import { snippets as uni2ts } from "./uni2ts";
import { snippets as vllm } from "./vllm";
import { snippets as xgboost } from "./xgboost";
import { snippets as yolov5 } from "./yolov5";

const files = (...names: string[]) => names.map((rfilename) => ({ rfilename }));

describe("file-based loaders pick the repository's own file when the file list is known", () => {
  it("onnx", () => {
    expect(onnx(modelRecord("org/m"))[0]).toContain('hf_hub_download("org/m", "model.onnx")');
    const listed = onnx(modelRecord("org/m", { siblings: files("README.md", "onnx/encoder.onnx") }))[0];
    expect(listed).toContain('hf_hub_download("org/m", "onnx/encoder.onnx")');
    expect(listed).toContain("ort.InferenceSession(model_path)");
  });

  it("lightgbm and xgboost", () => {
    expect(lightgbm(modelRecord("org/m"))[0]).toContain('hf_hub_download("org/m", "model.txt")');
    expect(lightgbm(modelRecord("org/m", { siblings: files("booster.txt") }))[0]).toContain('"booster.txt"');
    expect(xgboost(modelRecord("org/m"))[0]).toContain('hf_hub_download("org/m", "model.json")');
    expect(xgboost(modelRecord("org/m", { siblings: files("trees.ubj") }))[0]).toContain('"trees.ubj"');
  });

  it("llamafile", () => {
    const [listed] = llamafile(modelRecord("org/m", { siblings: files("tiny.Q4.llamafile") }));
    expect(listed).toContain("hf download org/m tiny.Q4.llamafile --local-dir .");
    expect(listed).toContain("LLAMAFILE=./tiny.Q4.llamafile");
    const [unlisted] = llamafile(modelRecord("org/m"));
    expect(unlisted).toContain('hf download org/m --include "*.llamafile" --local-dir .');
    expect(unlisted).toContain('chmod +x "$LLAMAFILE"');
  });
});

describe("task-dependent loaders", () => {
  it("optimum uses the ONNX Runtime class of the task, else says the type is unknown", () => {
    const [snippet] = optimum(modelRecord("org/m", { pipeline_tag: "text-classification" }));
    expect(snippet).toContain('model = ORTModelForSequenceClassification.from_pretrained("org/m")');
    expect(snippet).toContain('pipe = pipeline("text-classification", model=model, tokenizer=tokenizer)');
    expect(optimum(modelRecord("org/m", { pipeline_tag: "text-generation" }))[0]).toContain("ORTModelForCausalLM");
    for (const pipeline_tag of [undefined, "image-to-3d", "constructor"]) {
      expect(optimum(modelRecord("org/m", { pipeline_tag }))).toEqual(["# ⚠️ Type of model unknown"]);
    }
  });

  it("openvino runs language models with OpenVINO GenAI, others with the runtime", () => {
    const [llm] = openvino(modelRecord("OpenVINO/m", { pipeline_tag: "text-generation" }));
    expect(llm).toContain('pipe = ov_genai.LLMPipeline(model_dir, "CPU")');
    const [other] = openvino(modelRecord("OpenVINO/m", { pipeline_tag: "image-classification" }));
    expect(other).toContain('core.compile_model(f"{model_dir}/openvino_model.xml", "CPU")');
    expect(other).toContain('snapshot_download("OpenVINO/m")');
  });

  it("lmdeploy passes an image to vision-language models", () => {
    const [vlm] = lmdeploy(modelRecord("OpenGVLab/m", { pipeline_tag: "image-text-to-text" }));
    expect(vlm).toContain("from lmdeploy.vl import load_image");
    expect(vlm).toContain('pipe(("What is going on in this picture?", image))');
    const [llm] = lmdeploy(modelRecord("internlm/m", { pipeline_tag: "text-generation" }));
    expect(llm).toContain('pipe = pipeline("internlm/m")');
    expect(llm).not.toContain("load_image");
  });

  it("vllm chats with conversational models and completes text otherwise", () => {
    const [chat] = vllm(modelRecord("org/m", { tags: ["conversational"] }));
    expect(chat).toContain('{"role": "user", "content": "Give me three ideas for a rainy Sunday."}');
    expect(chat).toContain("llm.chat(messages, sampling_params)");
    const [plain] = vllm(modelRecord("org/m"));
    expect(plain).toContain('llm.generate(["The lighthouse keeper opened the door and"], sampling_params)');
    expect(plain).toContain("# To serve an OpenAI-compatible API instead: vllm serve org/m");
  });
});

describe("loaders by repository id", () => {
  const cases: Array<[string, string[], string[]]> = [
    [
      "monai",
      monai(modelRecord("MONAI/spleen_ct_segmentation")),
      ['name="spleen_ct_segmentation"', 'repo="MONAI/spleen_ct_segmentation"'],
    ],
    [
      "nanotron",
      nanotron(modelRecord("org/m")),
      ["hf download org/m --local-dir checkpoints/m", "run_generate.py --ckpt-path checkpoints/m"],
    ],
    ["segmentation-models-pytorch", segmentationModelsPytorch(modelRecord("org/m")), ['smp.from_pretrained("org/m")']],
    ["tensorrt-llm", tensorrtLlm(modelRecord("org/m")), ['LLM(model="org/m")', "llm.generate("]],
    ["transformer-lens", transformerLens(modelRecord("org/m")), ['HookedTransformer.from_pretrained("org/m")']],
    [
      "uni2ts",
      uni2ts(modelRecord("Salesforce/moirai-1.0-R-small")),
      ['MoiraiModule.from_pretrained("Salesforce/moirai-1.0-R-small")'],
    ],
    ["yolov5", yolov5(modelRecord("org/m")), ['model = yolov5.load("org/m")']],
  ];
  it.each(cases)("%s", (_library, result, expected) => {
    expect(result).toHaveLength(1);
    for (const text of expected) expect(result[0]).toContain(text);
  });
});

describe("reference libraries without a reference generator", () => {
  it("mlc-llm streams a chat completion from the HF:// model", () => {
    const [snippet] = mlcLlm(modelRecord("mlc-ai/Llama-3-8B-Instruct-q4f16_1-MLC"));
    expect(snippet).toContain('model = "HF://mlc-ai/Llama-3-8B-Instruct-q4f16_1-MLC"');
    expect(snippet).toContain("engine.chat.completions.create(");
  });

  it("moshi serves the repository", () => {
    expect(moshi(modelRecord("kyutai/moshika-pytorch-bf16"))[0]).toContain(
      "python -m moshi.server --hf-repo kyutai/moshika-pytorch-bf16",
    );
  });

  it("tirex forecasts with the loaded model", () => {
    const [snippet] = tirex(modelRecord("NX-AI/TiRex"));
    expect(snippet).toContain('load_model("NX-AI/TiRex")');
    expect(snippet).toContain("model.forecast(context=context, prediction_length=64)");
  });

  it("trellis picks the text or image pipeline from the task", () => {
    const [text] = trellis(modelRecord("microsoft/TRELLIS-text-large", { pipeline_tag: "text-to-3d" }));
    expect(text).toContain('TrellisTextTo3DPipeline.from_pretrained("microsoft/TRELLIS-text-large")');
    for (const pipeline_tag of ["image-to-3d", undefined]) {
      const [image] = trellis(modelRecord("microsoft/TRELLIS-image-large", { pipeline_tag }));
      expect(image).toContain('TrellisImageTo3DPipeline.from_pretrained("microsoft/TRELLIS-image-large")');
    }
  });
});

describe("framework and format libraries", () => {
  it("safetensors, pytorch and tflite load the repository's weights file", () => {
    expect(safetensors(modelRecord("org/m"))[0]).toContain('load_file(hf_hub_download("org/m", "model.safetensors"))');
    const sharded = safetensors(modelRecord("org/m", { siblings: files("model-00001-of-00002.safetensors") }))[0];
    expect(sharded).toContain('"model-00001-of-00002.safetensors"');
    const [torch] = pytorch(modelRecord("org/m", { siblings: files("README.md", "weights.pth") }));
    expect(torch).toContain('hf_hub_download("org/m", "weights.pth"), map_location="cpu", weights_only=True');
    expect(tflite(modelRecord("org/m"))[0]).toContain(
      'Interpreter(model_path=hf_hub_download("org/m", "model.tflite"))',
    );
  });

  it("tf loads the SavedModel and tensorboard serves the logs", () => {
    expect(tf(modelRecord("org/m"))[0]).toContain(
      'model_dir = snapshot_download("org/m")\nmodel = tf.saved_model.load(model_dir)',
    );
    expect(tensorboard(modelRecord("org/m"))[0]).toContain(
      "hf download org/m --local-dir ./runs\ntensorboard --logdir ./runs",
    );
  });
});

describe("mediapipe snippets", () => {
  it("run the task API of the pipeline tag on the repository's model file", () => {
    const [vision] = mediapipe(
      modelRecord("org/m", { pipeline_tag: "object-detection", siblings: files("det.tflite") }),
    );
    expect(vision).toContain('model_path = hf_hub_download("org/m", "det.tflite")');
    expect(vision).toContain("task = vision.ObjectDetector.create_from_model_path(model_path)");
    expect(vision).toContain("result = task.detect(image)");
    const [text] = mediapipe(modelRecord("org/m", { pipeline_tag: "text-classification" }));
    expect(text).toContain("task = text.TextClassifier.create_from_model_path(model_path)");
    expect(text).not.toContain("mp.Image");
  });

  it("only download the model file for other tasks", () => {
    const [snippet] = mediapipe(modelRecord("org/m", { pipeline_tag: "text-generation" }));
    expect(snippet).toContain('hf_hub_download("org/m", "model.tflite")');
    expect(snippet).not.toContain("import mediapipe");
  });
});

describe("paddlepaddle snippets", () => {
  it("pair the parameters file with its program file", () => {
    const [paddle3] = paddlepaddle(modelRecord("org/m", { siblings: files("det/model.json", "det/model.pdiparams") }));
    expect(paddle3).toContain(
      'os.path.join(model_dir, "det/model.json"), os.path.join(model_dir, "det/model.pdiparams")',
    );
    const [paddle2] = paddlepaddle(modelRecord("org/m"));
    expect(paddle2).toContain(
      'os.path.join(model_dir, "inference.pdmodel"), os.path.join(model_dir, "inference.pdiparams")',
    );
    expect(paddle2).toContain("predictor = paddle_infer.create_predictor(config)");
  });
});

describe("tabpfn snippets", () => {
  it("fit a classifier, or a regressor for tabular-regression models", () => {
    const [classifier] = tabpfn(
      modelRecord("Prior-Labs/TabPFN-v2-clf", { siblings: files("tabpfn-v2-classifier.ckpt") }),
    );
    expect(classifier).toContain(
      'model_path = hf_hub_download("Prior-Labs/TabPFN-v2-clf", "tabpfn-v2-classifier.ckpt")',
    );
    expect(classifier).toContain("estimator = TabPFNClassifier(model_path=model_path)");
    const [regressor] = tabpfn(modelRecord("Prior-Labs/TabPFN-v2-reg", { pipeline_tag: "tabular-regression" }));
    expect(regressor).toContain("estimator = TabPFNRegressor()");
    expect(regressor).toContain("load_diabetes(return_X_y=True)");
    expect(regressor).not.toContain("huggingface_hub");
  });
});

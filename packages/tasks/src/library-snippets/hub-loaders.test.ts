// Generators that only read the model id (or nothing): each loads the model the way its library does.
import { describe, expect, it } from "vitest";
import type { ModelData } from "../model-data";
import { snippets as lvface } from "./lvface";
import { snippets as mambaSsm } from "./mamba-ssm";
import { snippets as mars5Tts } from "./mars5-tts";
import { snippets as matanyone } from "./matanyone";
import { snippets as meshAnything } from "./mesh-anything";
import { snippets as mlAgents } from "./ml-agents";
import { snippets as model2vec } from "./model2vec";
import { snippets as openClip } from "./open_clip";
import { snippets as phantomWan } from "./phantom-wan";
import { snippets as pxia } from "./pxia";
import { snippets as pythae } from "./pythae";
import { snippets as relik } from "./relik";
import { snippets as renderformer } from "./renderformer";
import { snippets as saelens } from "./saelens";
import { snippets as sam2 } from "./sam2";
import { snippets as sampleFactory } from "./sample-factory";
import { snippets as sana } from "./sana";
import { snippets as seedStory } from "./seed-story";
import { snippets as setfit } from "./setfit";
import { modelRecord } from "./shared/test-records";
import { snippets as spanMarker } from "./span-marker";
import { snippets as stableAudioTools } from "./stable-audio-tools";
import { snippets as stableBaselines3 } from "./stable-baselines3";
import { snippets as swarmformer } from "./swarmformer";
import { snippets as terratorch } from "./terratorch";
import { snippets as tfKeras } from "./tf-keras";
import { snippets as timm } from "./timm";
import { snippets as unitySentis } from "./unity-sentis";
import { snippets as univa } from "./univa";
import { snippets as vfiMamba } from "./vfi-mamba";
import { snippets as videoprism } from "./videoprism";
import { snippets as voicecraft } from "./voicecraft";
import { snippets as vui } from "./vui";
import { snippets as whisperkit } from "./whisperkit";
import { snippets as zonos } from "./zonos";

interface Case {
  generator: (model: ModelData) => string[];
  /** Text each snippet must contain, for the model `org/model`, in snippet order. */
  expected: string[][];
}

const CASES: Record<string, Case> = {
  lvface: {
    generator: lvface,
    expected: [['hf_hub_download("org/model", "LVFace-L_Glint360K/LVFace-L_Glint360K.onnx")', "timeout=300"]],
  },
  "mamba-ssm": { generator: mambaSsm, expected: [['MambaLMHeadModel.from_pretrained("org/model"']] },
  "mars5-tts": { generator: mars5Tts, expected: [['Mars5TTS.from_pretrained("org/model")', "mars5.tts("]] },
  matanyone: {
    generator: matanyone,
    expected: [['MatAnyone.from_pretrained("org/model")'], ['InferenceCore("org/model")', "process_video("]],
  },
  "mesh-anything": { generator: meshAnything, expected: [["model = MeshAnything(args)"]] },
  "ml-agents": {
    generator: mlAgents,
    expected: [["mlagents-load-from-hf --repo-id=org/model --local-dir=./downloads"]],
  },
  model2vec: { generator: model2vec, expected: [['StaticModel.from_pretrained("org/model")', "model.encode("]] },
  open_clip: {
    generator: openClip,
    expected: [['create_model_and_transforms("hf-hub:org/model")', 'get_tokenizer("hf-hub:org/model")']],
  },
  "phantom-wan": { generator: phantomWan, expected: [['snapshot_download("org/model")', "wan_i2v.generate("]] },
  pxia: { generator: pxia, expected: [['AutoModel.from_pretrained("org/model")']] },
  pythae: { generator: pythae, expected: [['AutoModel.load_from_hf_hub("org/model")']] },
  relik: { generator: relik, expected: [['Relik.from_pretrained("org/model")']] },
  renderformer: { generator: renderformer, expected: [['RenderFormerRenderingPipeline.from_pretrained("org/model")']] },
  saelens: { generator: saelens, expected: [["from sae_lens import SAE", 'release="RELEASE_ID"', 'sae_id="SAE_ID"']] },
  sam2: {
    generator: sam2,
    expected: [
      ['SAM2ImagePredictor.from_pretrained("org/model")', "predictor.predict("],
      ['SAM2VideoPredictor.from_pretrained("org/model")', "predictor.propagate_in_video(state)"],
    ],
  },
  "sample-factory": {
    generator: sampleFactory,
    expected: [["python -m sample_factory.huggingface.load_from_hub -r org/model -d ./train_dir"]],
  },
  sana: {
    generator: sana,
    expected: [
      [
        'sana.from_pretrained("hf://org/model")',
        "height=1024,\n    width=1024,",
        "guidance_scale=5.0,",
        "pag_guidance_scale=2.0,",
        "num_inference_steps=18,",
      ],
    ],
  },
  "seed-story": { generator: seedStory, expected: [["hydra.utils.instantiate(seed_story_cfg, llm=llm)"]] },
  setfit: { generator: setfit, expected: [['SetFitModel.from_pretrained("org/model")', "model.predict("]] },
  "span-marker": { generator: spanMarker, expected: [['SpanMarkerModel.from_pretrained("org/model")']] },
  "stable-audio-tools": {
    generator: stableAudioTools,
    expected: [['get_pretrained_model("org/model")', "generate_diffusion_cond(", 'torchaudio.save("output.wav"']],
  },
  "stable-baselines3": {
    generator: stableBaselines3,
    expected: [['repo_id="org/model"', 'filename="{MODEL FILENAME}.zip"']],
  },
  swarmformer: { generator: swarmformer, expected: [['SwarmFormerModel.from_pretrained("org/model")']] },
  terratorch: { generator: terratorch, expected: [['BACKBONE_REGISTRY.build("org/model")']] },
  "tf-keras": { generator: tfKeras, expected: [['from_pretrained_keras("org/model")', "tf-keras"]] },
  timm: { generator: timm, expected: [['timm.create_model("hf_hub:org/model", pretrained=True)']] },
  "unity-sentis": {
    generator: unitySentis,
    expected: [["using Unity.Sentis;", "ModelLoader.Load(modelAsset)", "new Worker(model, BackendType.GPUCompute)"]],
  },
  univa: {
    generator: univa,
    expected: [
      [
        'UnivaQwen2p5VLForConditionalGeneration.from_pretrained(\n    "org/model"',
        'AutoProcessor.from_pretrained("org/model")',
      ],
    ],
  },
  "vfi-mamba": { generator: vfiMamba, expected: [['Model.from_pretrained("org/model")']] },
  videoprism: {
    generator: videoprism,
    expected: [['vp.get_model("org/model")', 'vp.load_pretrained_weights("org/model")']],
  },
  voicecraft: { generator: voicecraft, expected: [['VoiceCraft.from_pretrained("org/model")']] },
  vui: {
    generator: vui,
    expected: [["Vui.from_pretrained().cuda()", 'torchaudio.save("out.opus", waveform[0], 22050)']],
  },
  whisperkit: { generator: whisperkit, expected: [["brew install whisperkit-cli", "whisperkit-cli transcribe"]] },
  zonos: { generator: zonos, expected: [['Zonos.from_pretrained("org/model", device="cuda")', "make_cond_dict("]] },
};

describe.each(Object.entries(CASES))("%s snippets", (_library, { generator, expected }) => {
  it("load the model the library's way", () => {
    const result = generator(modelRecord("org/model", { tags: ["some-tag"], pipeline_tag: "text-generation" }));
    expect(result).toHaveLength(expected.length);
    result.forEach((snippet, index) => {
      for (const text of expected[index] ?? []) expect(snippet).toContain(text);
    });
  });
});

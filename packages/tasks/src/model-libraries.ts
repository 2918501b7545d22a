// The library registry: every model library the hub knows, how to name and link it, which files count
// as a download, and the generator of its "use this model" snippets.

import { snippets as lib3dtopiaXlSnippets } from "./library-snippets/3dtopia-xl";
import { snippets as adapterTransformersSnippets } from "./library-snippets/adapter-transformers";
import { snippets as allennlpSnippets } from "./library-snippets/allennlp";
import { snippets as aneforgeSnippets } from "./library-snippets/aneforge";
import { snippets as anemoiSnippets } from "./library-snippets/anemoi";
import { snippets as araclipSnippets } from "./library-snippets/araclip";
import { snippets as asteroidSnippets } from "./library-snippets/asteroid";
import { snippets as audiocraftSnippets } from "./library-snippets/audiocraft";
import { snippets as audiosealSnippets } from "./library-snippets/audioseal";
import { snippets as ben2Snippets } from "./library-snippets/ben2";
import { snippets as bertopicSnippets } from "./library-snippets/bertopic";
import { snippets as birefnetSnippets } from "./library-snippets/birefnet";
import { snippets as bm25sSnippets } from "./library-snippets/bm25s";
import { snippets as cartesiaMlxSnippets } from "./library-snippets/cartesia_mlx";
import { snippets as cartesiaPytorchSnippets } from "./library-snippets/cartesia_pytorch";
import { snippets as chatTtsSnippets } from "./library-snippets/chat_tts";
import { snippets as chatterboxSnippets } from "./library-snippets/chatterbox";
import { snippets as chronosForecastingSnippets } from "./library-snippets/chronos-forecasting";
import { snippets as colipriSnippets } from "./library-snippets/colipri";
import { snippets as collectorvisionSnippets } from "./library-snippets/collectorvision";
import { snippets as colpaliSnippets } from "./library-snippets/colpali";
import { snippets as cometSnippets } from "./library-snippets/comet";
import { snippets as contexttabSnippets } from "./library-snippets/contexttab";
import { snippets as cortiqSnippets } from "./library-snippets/cortiq";
import { snippets as cosyvoiceSnippets } from "./library-snippets/cosyvoice";
import { snippets as ctranslate2Snippets } from "./library-snippets/ctranslate2";
import { snippets as cxrFoundationSnippets } from "./library-snippets/cxr-foundation";
import { snippets as deepforestSnippets } from "./library-snippets/deepforest";
import { snippets as depthAnythingV2Snippets } from "./library-snippets/depth-anything-v2";
import { snippets as depthProSnippets } from "./library-snippets/depth-pro";
import { snippets as dermFoundationSnippets } from "./library-snippets/derm-foundation";
import { snippets as describeAnythingSnippets } from "./library-snippets/describe-anything";
import { snippets as diaTtsSnippets } from "./library-snippets/dia-tts";
import { snippets as dia2Snippets } from "./library-snippets/dia2";
import { snippets as diffusersSnippets } from "./library-snippets/diffusers";
import { snippets as diffusionkitSnippets } from "./library-snippets/diffusionkit";
import { snippets as doctrSnippets } from "./library-snippets/doctr";
import { snippets as edsnlpSnippets } from "./library-snippets/edsnlp";
import { snippets as espnetSnippets } from "./library-snippets/espnet";
import { snippets as exllamav2Snippets } from "./library-snippets/exllamav2";
import { snippets as fairseqSnippets } from "./library-snippets/fairseq";
import { snippets as fastaiSnippets } from "./library-snippets/fastai";
import { snippets as fasttextSnippets } from "./library-snippets/fasttext";
import { snippets as flairSnippets } from "./library-snippets/flair";
import { snippets as flexraySnippets } from "./library-snippets/flexray";
import { snippets as flextabSnippets } from "./library-snippets/flextab";
import { snippets as gaussianformerSnippets } from "./library-snippets/gaussianformer";
import { snippets as glinerSnippets } from "./library-snippets/gliner";
import { snippets as gliner2Snippets } from "./library-snippets/gliner2";
import { snippets as htrflowSnippets } from "./library-snippets/htrflow";
import { snippets as indexTtsSnippets } from "./library-snippets/index-tts";
import { snippets as jevStyleSnippets } from "./library-snippets/jev-style";
import { snippets as kerasSnippets } from "./library-snippets/keras";
import { snippets as kerasHubSnippets } from "./library-snippets/keras-hub";
import { snippets as kerasNlpSnippets } from "./library-snippets/keras-nlp";
import { snippets as kernelsSnippets } from "./library-snippets/kernels";
import { snippets as kimiAudioSnippets } from "./library-snippets/kimi-audio";
import { snippets as kittenttsSnippets } from "./library-snippets/kittentts";
import { snippets as kokoroSnippets } from "./library-snippets/kokoro";
import { snippets as kronosSnippets } from "./library-snippets/kronos";
import { snippets as lerobotSnippets } from "./library-snippets/lerobot";
import { snippets as lightgbmSnippets } from "./library-snippets/lightgbm";
import { snippets as lightningIrSnippets } from "./library-snippets/lightning-ir";
import { snippets as litertLmSnippets } from "./library-snippets/litert-lm";
import { snippets as llamaCppPythonSnippets } from "./library-snippets/llama-cpp-python";
import { snippets as llamafileSnippets } from "./library-snippets/llamafile";
import { snippets as lmdeploySnippets } from "./library-snippets/lmdeploy";
import { snippets as ltxSnippets } from "./library-snippets/ltx";
import { snippets as lvfaceSnippets } from "./library-snippets/lvface";
import { snippets as mambaSsmSnippets } from "./library-snippets/mamba-ssm";
import { snippets as mars5TtsSnippets } from "./library-snippets/mars5-tts";
import { snippets as matanyoneSnippets } from "./library-snippets/matanyone";
import { snippets as mediapipeSnippets } from "./library-snippets/mediapipe";
import { snippets as memraSnippets } from "./library-snippets/memra";
import { snippets as meshAnythingSnippets } from "./library-snippets/mesh-anything";
import { snippets as mlAgentsSnippets } from "./library-snippets/ml-agents";
import { snippets as mlcLlmSnippets } from "./library-snippets/mlc-llm";
import { snippets as mlxSnippets } from "./library-snippets/mlx";
import { snippets as mlxImageSnippets } from "./library-snippets/mlx-image";
import { snippets as mobilintSnippets } from "./library-snippets/mobilint";
import { snippets as model2vecSnippets } from "./library-snippets/model2vec";
import { snippets as monaiSnippets } from "./library-snippets/monai";
import { snippets as moshiSnippets } from "./library-snippets/moshi";
import { snippets as multimoleculeSnippets } from "./library-snippets/multimolecule";
import { snippets as nanotronSnippets } from "./library-snippets/nanotron";
import { snippets as nemoSnippets } from "./library-snippets/nemo";
import { snippets as nobgSnippets } from "./library-snippets/nobg";
import { snippets as onnxSnippets } from "./library-snippets/onnx";
import { snippets as openClipSnippets } from "./library-snippets/open_clip";
import { snippets as openasrSnippets } from "./library-snippets/openasr";
import { snippets as openddeSnippets } from "./library-snippets/opendde";
import { snippets as openvinoSnippets } from "./library-snippets/openvino";
import { snippets as optimumSnippets } from "./library-snippets/optimum";
import { snippets as outettsSnippets } from "./library-snippets/outetts";
import { snippets as paddleocrSnippets } from "./library-snippets/PaddleOCR";
import { snippets as paddlenlpSnippets } from "./library-snippets/paddlenlp";
import { snippets as paddlepaddleSnippets } from "./library-snippets/paddlepaddle";
import { snippets as peftSnippets } from "./library-snippets/peft";
import { snippets as perceptionEncoderSnippets } from "./library-snippets/perception-encoder";
import { snippets as phantomWanSnippets } from "./library-snippets/phantom-wan";
import { snippets as pocketTtsSnippets } from "./library-snippets/pocket-tts";
import { snippets as prunaAiSnippets } from "./library-snippets/pruna-ai";
import { snippets as pxiaSnippets } from "./library-snippets/pxia";
import { snippets as pyannoteAudioSnippets } from "./library-snippets/pyannote-audio";
import { snippets as pythaeSnippets } from "./library-snippets/pythae";
import { snippets as pytorchSnippets } from "./library-snippets/pytorch";
import { snippets as qwen3TtsSnippets } from "./library-snippets/qwen3_tts";
import { snippets as relikSnippets } from "./library-snippets/relik";
import { snippets as renderformerSnippets } from "./library-snippets/renderformer";
import { snippets as routeePowertrainSnippets } from "./library-snippets/routee-powertrain";
import { snippets as saelensSnippets } from "./library-snippets/saelens";
import { snippets as safetensorsSnippets } from "./library-snippets/safetensors";
import { snippets as sam3dBodySnippets } from "./library-snippets/sam-3d-body";
import { snippets as sam3dObjectsSnippets } from "./library-snippets/sam-3d-objects";
import { snippets as sam2Snippets } from "./library-snippets/sam2";
import { snippets as sampleFactorySnippets } from "./library-snippets/sample-factory";
import { snippets as sanaSnippets } from "./library-snippets/sana";
import { snippets as sapRpt1OssSnippets } from "./library-snippets/sap-rpt-1-oss";
import { snippets as seedStorySnippets } from "./library-snippets/seed-story";
import { snippets as segmentationModelsPytorchSnippets } from "./library-snippets/segmentation-models-pytorch";
import { snippets as sentenceTransformersSnippets } from "./library-snippets/sentence-transformers";
import { snippets as setfitSnippets } from "./library-snippets/setfit";
import { snippets as sklearnSnippets } from "./library-snippets/sklearn";
import { snippets as spacySnippets } from "./library-snippets/spacy";
import { snippets as spanMarkerSnippets } from "./library-snippets/span-marker";
import { snippets as speechbrainSnippets } from "./library-snippets/speechbrain";
import { snippets as stableAudioToolsSnippets } from "./library-snippets/stable-audio-tools";
import { snippets as stableBaselines3Snippets } from "./library-snippets/stable-baselines3";
import { snippets as stanzaSnippets } from "./library-snippets/stanza";
import { snippets as supertonicSnippets } from "./library-snippets/supertonic";
import { snippets as swarmformerSnippets } from "./library-snippets/swarmformer";
import { snippets as tabpfnSnippets } from "./library-snippets/tabpfn";
import { snippets as tensorboardSnippets } from "./library-snippets/tensorboard";
import { snippets as tensorflowttsSnippets } from "./library-snippets/tensorflowtts";
import { snippets as tensorrtLlmSnippets } from "./library-snippets/tensorrt-llm";
import { snippets as terratorchSnippets } from "./library-snippets/terratorch";
import { snippets as tfSnippets } from "./library-snippets/tf";
import { snippets as tfKerasSnippets } from "./library-snippets/tf-keras";
import { snippets as tfliteSnippets } from "./library-snippets/tflite";
import { snippets as timmSnippets } from "./library-snippets/timm";
import { snippets as tirexSnippets } from "./library-snippets/tirex";
import { snippets as transformerLensSnippets } from "./library-snippets/transformer-lens";
import { snippets as transformersSnippets } from "./library-snippets/transformers";
import { snippets as transformersJsSnippets } from "./library-snippets/transformers.js.ts";
import { snippets as trellisSnippets } from "./library-snippets/trellis";
import { snippets as ultralyticsSnippets } from "./library-snippets/ultralytics";
import { snippets as uni2tsSnippets } from "./library-snippets/uni2ts";
import { snippets as unitySentisSnippets } from "./library-snippets/unity-sentis";
import { snippets as univaSnippets } from "./library-snippets/univa";
import { snippets as vfiMambaSnippets } from "./library-snippets/vfi-mamba";
import { snippets as vibevoiceSnippets } from "./library-snippets/vibevoice";
import { snippets as videoprismSnippets } from "./library-snippets/videoprism";
import { snippets as vllmSnippets } from "./library-snippets/vllm";
import { snippets as voicecraftSnippets } from "./library-snippets/voicecraft";
import { snippets as voxcpmSnippets } from "./library-snippets/voxcpm";
import { snippets as vuiSnippets } from "./library-snippets/vui";
import { snippets as whisperkitSnippets } from "./library-snippets/whisperkit";
import { snippets as xgboostSnippets } from "./library-snippets/xgboost";
import { snippets as yolov5Snippets } from "./library-snippets/yolov5";
import { snippets as zeromodelsSnippets } from "./library-snippets/zeromodels";
import { snippets as zonosSnippets } from "./library-snippets/zonos";
import type { ModelData } from "./model-data";

export interface LibraryUiElement {
  /** Name shown in the UI, e.g. "Sentence Transformers". */
  prettyLabel: string;
  /** Name of the library's repository, e.g. "sentence-transformers". */
  repoName: string;
  /** URL of the library's source repository. */
  repoUrl: string;
  /** URL of the library's documentation, when it has its own. */
  docsUrl?: string;
  /** Code snippets showing how to load and call a model of this library. */
  snippets?: (model: ModelData) => string[];
  /** Whether the library is offered as a filter on the model listing. */
  filter: boolean;
  /**
   * Elastic query (fields `path`, `path_prefix`, `path_extension`, `path_filename`) selecting the files
   * whose downloads count as downloads of the model. Absent: the default config files are counted.
   */
  countDownloads?: string;
}

/** Keyed by the hub's library id (the `library_name` of a model card). */
export const MODEL_LIBRARIES_UI_ELEMENTS = {
  acestep: {
    prettyLabel: "ACE-Step",
    repoName: "ACE-Step",
    repoUrl: "https://github.com/ace-step/ACE-Step",
    filter: false,
    countDownloads: 'path:"ace_step_transformer/config.json"',
  },
  "adapter-transformers": {
    prettyLabel: "Adapters",
    repoName: "adapters",
    repoUrl: "https://github.com/Adapter-Hub/adapters",
    docsUrl: "https://huggingface.co/docs/hub/adapters",
    snippets: adapterTransformersSnippets,
    filter: true,
    countDownloads: 'path:"adapter_config.json"',
  },
  allennlp: {
    prettyLabel: "AllenNLP",
    repoName: "AllenNLP",
    repoUrl: "https://github.com/allenai/allennlp",
    docsUrl: "https://huggingface.co/docs/hub/allennlp",
    snippets: allennlpSnippets,
    filter: true,
  },
  aneforge: {
    prettyLabel: "ANEForge",
    repoName: "ANEForge",
    repoUrl: "https://github.com/sbryngelson/ANEForge",
    docsUrl: "https://aneforge.readthedocs.io",
    snippets: aneforgeSnippets,
    filter: false,
  },
  anemoi: {
    prettyLabel: "AnemoI",
    repoName: "AnemoI",
    repoUrl: "https://github.com/ecmwf/anemoi-inference",
    docsUrl: "https://anemoi.readthedocs.io/en/latest/",
    snippets: anemoiSnippets,
    filter: false,
    countDownloads: 'path_extension:"ckpt"',
  },
  araclip: {
    prettyLabel: "AraClip",
    repoName: "AraClip",
    repoUrl: "https://huggingface.co/Arabic-Clip/araclip",
    snippets: araclipSnippets,
    filter: false,
  },
  "aviation-ner": {
    prettyLabel: "Aviation NER",
    repoName: "Aviation NER",
    repoUrl: "https://github.com/Boeing/aviation_ner_sdr",
    docsUrl: "https://github.com/Boeing/aviation_ner_sdr",
    filter: false,
    countDownloads: 'path:"gliner_config.json"',
  },
  asteroid: {
    prettyLabel: "Asteroid",
    repoName: "Asteroid",
    repoUrl: "https://github.com/asteroid-team/asteroid",
    docsUrl: "https://huggingface.co/docs/hub/asteroid",
    snippets: asteroidSnippets,
    filter: true,
    countDownloads: 'path:"pytorch_model.bin"',
  },
  audiocraft: {
    prettyLabel: "Audiocraft",
    repoName: "audiocraft",
    repoUrl: "https://github.com/facebookresearch/audiocraft",
    snippets: audiocraftSnippets,
    filter: false,
    countDownloads: 'path:"state_dict.bin"',
  },
  audioseal: {
    prettyLabel: "AudioSeal",
    repoName: "audioseal",
    repoUrl: "https://github.com/facebookresearch/audioseal",
    snippets: audiosealSnippets,
    filter: false,
    countDownloads: 'path_extension:"pth"',
  },
  "bagel-mot": {
    prettyLabel: "Bagel",
    repoName: "Bagel",
    repoUrl: "https://github.com/ByteDance-Seed/Bagel/",
    filter: false,
    countDownloads: 'path:"llm_config.json"',
  },
  bboxmaskpose: {
    prettyLabel: "BBoxMaskPose",
    repoName: "BBoxMaskPose",
    repoUrl: "https://github.com/MiraPurkrabek/BBoxMaskPose",
    filter: false,
    countDownloads: 'path_extension:"pth"',
  },
  ben2: {
    prettyLabel: "BEN2",
    repoName: "BEN2",
    repoUrl: "https://github.com/PramaLLC/BEN2",
    snippets: ben2Snippets,
    filter: false,
  },
  bertopic: {
    prettyLabel: "BERTopic",
    repoName: "BERTopic",
    repoUrl: "https://github.com/MaartenGr/BERTopic",
    snippets: bertopicSnippets,
    filter: true,
  },
  big_vision: {
    prettyLabel: "Big Vision",
    repoName: "big_vision",
    repoUrl: "https://github.com/google-research/big_vision",
    filter: false,
    countDownloads: 'path_extension:"npz"',
  },
  bionemo: {
    prettyLabel: "BioNeMo",
    repoName: "BioNeMo",
    repoUrl: "https://github.com/nvidia/BioNeMo",
    filter: false,
    countDownloads: 'path_extension:"ckpt" OR path:"config.json"',
  },
  birder: {
    prettyLabel: "Birder",
    repoName: "Birder",
    repoUrl: "https://gitlab.com/birder/birder",
    filter: false,
    countDownloads: 'path_extension:"pt"',
  },
  birefnet: {
    prettyLabel: "BiRefNet",
    repoName: "BiRefNet",
    repoUrl: "https://github.com/ZhengPeng7/BiRefNet",
    snippets: birefnetSnippets,
    filter: false,
  },
  bm25s: {
    prettyLabel: "BM25S",
    repoName: "bm25s",
    repoUrl: "https://github.com/xhluca/bm25s",
    snippets: bm25sSnippets,
    filter: false,
    countDownloads: 'path:"params.index.json"',
  },
  boltzgen: {
    prettyLabel: "BoltzGen",
    repoName: "BoltzGen",
    repoUrl: "https://github.com/HannesStark/boltzgen",
    filter: false,
    countDownloads: 'path:"boltzgen1_diverse.ckpt"',
  },
  cancertathomev2: {
    prettyLabel: "Cancer@HomeV2",
    repoName: "Cancer@HomeV2",
    repoUrl: "https://huggingface.co/OpenPeerAI/CancerAtHomeV2",
    filter: false,
    countDownloads: 'path:"run.py"',
  },
  catboost: {
    prettyLabel: "CatBoost",
    repoName: "catboost",
    repoUrl: "https://github.com/catboost/catboost",
    docsUrl: "https://catboost.ai/docs/",
    filter: false,
  },
  champ: {
    prettyLabel: "Champ",
    repoName: "Champ",
    repoUrl: "https://github.com/fudan-generative-vision/champ",
    filter: false,
    countDownloads: 'path:"champ/motion_module.pth"',
  },
  chatterbox: {
    prettyLabel: "Chatterbox",
    repoName: "Chatterbox",
    repoUrl: "https://github.com/resemble-ai/chatterbox",
    snippets: chatterboxSnippets,
    filter: false,
    countDownloads: 'path:"tokenizer.json"',
  },
  chaossim: {
    prettyLabel: "ChaosSIM",
    repoName: "ChaosSIM",
    repoUrl: "https://huggingface.co/OpenPeerAI/ChaosSIM/",
    filter: false,
    countDownloads: 'path:"ChaosSim.nb"',
  },
  chat_tts: {
    prettyLabel: "ChatTTS",
    repoName: "ChatTTS",
    repoUrl: "https://github.com/2noise/ChatTTS.git",
    snippets: chatTtsSnippets,
    filter: false,
    countDownloads: 'path:"asset/GPT.pt"',
  },
  chexmix: {
    prettyLabel: "CheXmix",
    repoName: "CheXmix",
    repoUrl: "https://github.com/StanfordMIMI/CheXmix",
    filter: false,
    countDownloads: 'path_extension:"safetensors"',
  },
  "chronos-forecasting": {
    prettyLabel: "Chronos",
    repoName: "Chronos",
    repoUrl: "https://github.com/amazon-science/chronos-forecasting",
    snippets: chronosForecastingSnippets,
    filter: false,
  },
  clara: {
    prettyLabel: "Clara",
    repoName: "Clara",
    repoUrl: "https://github.com/nvidia/clara",
    filter: false,
    countDownloads: 'path_extension:"ckpt" OR path:"config.json"',
  },
  colpali: {
    prettyLabel: "ColPali",
    repoName: "ColPali",
    repoUrl: "https://github.com/ManuelFay/colpali",
    snippets: colpaliSnippets,
    filter: false,
    countDownloads: 'path:"adapter_config.json"',
  },
  comet: {
    prettyLabel: "COMET",
    repoName: "COMET",
    repoUrl: "https://github.com/Unbabel/COMET/",
    snippets: cometSnippets,
    filter: false,
    countDownloads: 'path:"hparams.yaml"',
  },
  cortiq: {
    prettyLabel: "cortiq",
    repoName: "cortiq",
    repoUrl: "https://github.com/infosave2007/cmf",
    docsUrl: "https://github.com/infosave2007/cmf/blob/master/docs/CMF_V2_SPEC.md",
    snippets: cortiqSnippets,
    filter: false,
    countDownloads: 'path_extension:"cmf"',
  },
  contexttab: {
    prettyLabel: "ConTextTab",
    repoName: "ConTextTab",
    repoUrl: "https://github.com/SAP-samples/contexttab",
    snippets: contexttabSnippets,
    filter: false,
    countDownloads: 'path_extension:"pt"',
  },
  coqui: {
    prettyLabel: "Coqui TTS",
    repoName: "TTS",
    repoUrl: "https://github.com/coqui-ai/TTS",
    docsUrl: "https://docs.coqui.ai/",
    filter: false,
  },
  coreml: {
    prettyLabel: "Core ML",
    repoName: "coremltools",
    repoUrl: "https://github.com/apple/coremltools",
    docsUrl: "https://apple.github.io/coremltools/docs-guides/",
    filter: false,
  },
  cosmos: {
    prettyLabel: "Cosmos",
    repoName: "Cosmos",
    repoUrl: "https://github.com/NVIDIA/Cosmos",
    filter: false,
    countDownloads: 'path:"config.json" OR path_extension:"pt"',
  },
  ctranslate2: {
    prettyLabel: "CTranslate2",
    repoName: "CTranslate2",
    repoUrl: "https://github.com/OpenNMT/CTranslate2",
    docsUrl: "https://opennmt.net/CTranslate2/",
    snippets: ctranslate2Snippets,
    filter: false,
    countDownloads: 'path_filename:"model" AND path_extension:"bin"',
  },
  "cxr-foundation": {
    prettyLabel: "CXR Foundation",
    repoName: "cxr-foundation",
    repoUrl: "https://github.com/google-health/cxr-foundation",
    snippets: cxrFoundationSnippets,
    filter: false,
    countDownloads: 'path:"precomputed_embeddings/embeddings.npz" OR path:"pax-elixr-b-text/saved_model.pb"',
  },
  deepchem: {
    prettyLabel: "DeepChem",
    repoName: "deepchem",
    repoUrl: "https://github.com/deepchem/deepchem",
    docsUrl: "https://deepchem.readthedocs.io/",
    filter: false,
  },
  deepforest: {
    prettyLabel: "DeepForest",
    repoName: "deepforest",
    repoUrl: "https://github.com/weecology/DeepForest",
    docsUrl: "https://deepforest.readthedocs.io/en/latest/",
    snippets: deepforestSnippets,
    filter: false,
  },
  "depth-anything-v2": {
    prettyLabel: "DepthAnythingV2",
    repoName: "Depth Anything V2",
    repoUrl: "https://github.com/DepthAnything/Depth-Anything-V2",
    snippets: depthAnythingV2Snippets,
    filter: false,
    countDownloads: 'path_extension:"pth"',
  },
  "depth-pro": {
    prettyLabel: "Depth Pro",
    repoName: "Depth Pro",
    repoUrl: "https://github.com/apple/ml-depth-pro",
    snippets: depthProSnippets,
    filter: false,
    countDownloads: 'path_extension:"pt"',
  },
  "derm-foundation": {
    prettyLabel: "Derm Foundation",
    repoName: "derm-foundation",
    repoUrl: "https://github.com/google-health/derm-foundation",
    snippets: dermFoundationSnippets,
    filter: false,
    countDownloads: 'path:"scin_dataset_precomputed_embeddings.npz" OR path:"saved_model.pb"',
  },
  "describe-anything": {
    prettyLabel: "Describe Anything",
    repoName: "Describe Anything",
    repoUrl: "https://github.com/NVlabs/describe-anything",
    snippets: describeAnythingSnippets,
    filter: false,
  },
  detectron2: {
    prettyLabel: "Detectron2",
    repoName: "detectron2",
    repoUrl: "https://github.com/facebookresearch/detectron2",
    docsUrl: "https://detectron2.readthedocs.io/",
    filter: false,
  },
  "dia-tts": {
    prettyLabel: "Dia",
    repoName: "Dia",
    repoUrl: "https://github.com/nari-labs/dia",
    snippets: diaTtsSnippets,
    filter: false,
  },
  dia2: {
    prettyLabel: "Dia2",
    repoName: "Dia2",
    repoUrl: "https://github.com/nari-labs/dia2",
    snippets: dia2Snippets,
    filter: false,
  },
  "diff-interpretation-tuning": {
    prettyLabel: "Diff Interpretation Tuning",
    repoName: "Diff Interpretation Tuning",
    repoUrl: "https://github.com/Aviously/diff-interpretation-tuning",
    filter: false,
    countDownloads: 'path_extension:"pt"',
  },
  diffree: {
    prettyLabel: "Diffree",
    repoName: "Diffree",
    repoUrl: "https://github.com/OpenGVLab/Diffree",
    filter: false,
    countDownloads: 'path:"diffree-step=000010999.ckpt"',
  },
  diffusers: {
    prettyLabel: "Diffusers",
    repoName: "\ud83e\udd17/diffusers",
    repoUrl: "https://github.com/huggingface/diffusers",
    docsUrl: "https://huggingface.co/docs/hub/diffusers",
    snippets: diffusersSnippets,
    filter: true,
  },
  diffusionkit: {
    prettyLabel: "DiffusionKit",
    repoName: "DiffusionKit",
    repoUrl: "https://github.com/argmaxinc/DiffusionKit",
    snippets: diffusionkitSnippets,
    filter: false,
  },
  "docking-at-home": {
    prettyLabel: "Docking@Home",
    repoName: "Docking@Home",
    repoUrl: "https://huggingface.co/OpenPeerAI/DockingAtHOME",
    filter: false,
    countDownloads: 'path:"setup.py"',
  },
  doctr: {
    prettyLabel: "docTR",
    repoName: "doctr",
    repoUrl: "https://github.com/mindee/doctr",
    snippets: doctrSnippets,
    filter: false,
  },
  cartesia_pytorch: {
    prettyLabel: "Cartesia Pytorch",
    repoName: "Cartesia Pytorch",
    repoUrl: "https://github.com/cartesia-ai/cartesia_pytorch",
    snippets: cartesiaPytorchSnippets,
    filter: false,
  },
  cartesia_mlx: {
    prettyLabel: "Cartesia MLX",
    repoName: "Cartesia MLX",
    repoUrl: "https://github.com/cartesia-ai/cartesia_mlx",
    snippets: cartesiaMlxSnippets,
    filter: false,
  },
  causilo: {
    prettyLabel: "Causilo",
    repoName: "Causilo",
    repoUrl: "https://github.com/nums-ai/causilo",
    filter: false,
    countDownloads: 'path:"classifier/config.json" OR path:"regressor/config.json"',
  },
  ccpfn: {
    prettyLabel: "CCPFN",
    repoName: "CCPFN",
    repoUrl: "https://huggingface.co/Layer6/CCPFN",
    filter: false,
    countDownloads: 'path_extension:"pt"',
  },
  clipscope: {
    prettyLabel: "clipscope",
    repoName: "clipscope",
    repoUrl: "https://github.com/Lewington-pitsos/clipscope",
    filter: false,
    countDownloads: 'path_extension:"pt"',
  },
  "cloud-agents": {
    prettyLabel: "Cloud Agents",
    repoName: "Cloud Agents",
    repoUrl: "https://huggingface.co/OpenPeerAI/Cloud-Agents",
    filter: false,
    countDownloads: 'path:"setup.py"',
  },
  collectorvision: {
    prettyLabel: "CollectorVision",
    repoName: "CollectorVision",
    repoUrl: "https://github.com/HanClinto/CollectorVision",
    snippets: collectorvisionSnippets,
    filter: false,
    countDownloads: 'path_extension:"onnx"',
  },
  colipri: {
    prettyLabel: "COLIPRI",
    repoName: "COLIPRI",
    repoUrl: "https://huggingface.co/microsoft/colipri",
    snippets: colipriSnippets,
    filter: false,
    countDownloads: 'path_extension:"safetensors"',
  },
  cosyvoice: {
    prettyLabel: "CosyVoice",
    repoName: "CosyVoice",
    repoUrl: "https://github.com/FunAudioLLM/CosyVoice",
    snippets: cosyvoiceSnippets,
    filter: false,
    countDownloads: 'path_extension:"onnx" OR path_extension:"pt"',
  },
  cotracker: {
    prettyLabel: "CoTracker",
    repoName: "CoTracker",
    repoUrl: "https://github.com/facebookresearch/co-tracker",
    filter: false,
    countDownloads: 'path_extension:"pth"',
  },
  easyocr: {
    prettyLabel: "EasyOCR",
    repoName: "EasyOCR",
    repoUrl: "https://github.com/JaidedAI/EasyOCR",
    filter: false,
  },
  edsnlp: {
    prettyLabel: "EDS-NLP",
    repoName: "edsnlp",
    repoUrl: "https://github.com/aphp/edsnlp",
    docsUrl: "https://aphp.github.io/edsnlp/latest/",
    snippets: edsnlpSnippets,
    filter: false,
    countDownloads: 'path_filename:"config" AND path_extension:"cfg"',
  },
  elm: {
    prettyLabel: "ELM",
    repoName: "elm",
    repoUrl: "https://github.com/slicex-ai/elm",
    filter: false,
    countDownloads: 'path_filename:"slicex_elm_config" AND path_extension:"json"',
  },
  encoderfile: {
    prettyLabel: "encoderfile",
    repoName: "encoderfile",
    repoUrl: "https://github.com/mozilla-ai/encoderfile",
    filter: false,
    countDownloads: 'path_extension:"encoderfile"',
  },
  espnet: {
    prettyLabel: "ESPnet",
    repoName: "ESPnet",
    repoUrl: "https://github.com/espnet/espnet",
    docsUrl: "https://huggingface.co/docs/hub/espnet",
    snippets: espnetSnippets,
    filter: true,
  },
  eupe: {
    prettyLabel: "EUPE",
    repoName: "EUPE",
    repoUrl: "https://github.com/facebookresearch/EUPE",
    filter: false,
    countDownloads: 'path_extension:"pt"',
  },
  exllamav2: {
    prettyLabel: "ExLlamaV2",
    repoName: "exllamav2",
    repoUrl: "https://github.com/turboderp-org/exllamav2",
    snippets: exllamav2Snippets,
    filter: false,
  },
  fairseq: {
    prettyLabel: "Fairseq",
    repoName: "fairseq",
    repoUrl: "https://github.com/pytorch/fairseq",
    snippets: fairseqSnippets,
    filter: true,
  },
  fastai: {
    prettyLabel: "fastai",
    repoName: "fastai",
    repoUrl: "https://github.com/fastai/fastai",
    docsUrl: "https://huggingface.co/docs/hub/fastai",
    snippets: fastaiSnippets,
    filter: true,
  },
  fastprint: {
    prettyLabel: "Fast Print",
    repoName: "Fast Print",
    repoUrl: "https://huggingface.co/OpenPeerAI/FastPrint",
    filter: false,
    countDownloads: 'path_extension:"cs"',
  },
  fastembed: {
    prettyLabel: "FastEmbed",
    repoName: "fastembed",
    repoUrl: "https://github.com/qdrant/fastembed",
    docsUrl: "https://qdrant.github.io/fastembed/",
    filter: false,
  },
  fasttext: {
    prettyLabel: "fastText",
    repoName: "fastText",
    repoUrl: "https://fasttext.cc/",
    snippets: fasttextSnippets,
    filter: true,
    countDownloads: 'path_extension:"bin"',
  },
  fixer: {
    prettyLabel: "Fixer",
    repoName: "Fixer",
    repoUrl: "https://github.com/nv-tlabs/Fixer",
    filter: false,
    countDownloads: 'path:"pretrained/pretrained_fixer.pkl"',
  },
  "fish-speech": {
    prettyLabel: "Fish Speech",
    repoName: "fish-speech",
    repoUrl: "https://github.com/fishaudio/fish-speech",
    filter: false,
  },
  flair: {
    prettyLabel: "Flair",
    repoName: "Flair",
    repoUrl: "https://github.com/flairNLP/flair",
    docsUrl: "https://huggingface.co/docs/hub/flair",
    snippets: flairSnippets,
    filter: true,
    countDownloads: 'path:"pytorch_model.bin"',
  },
  flexray: {
    prettyLabel: "FleXray",
    repoName: "FleXray",
    repoUrl: "https://github.com/VictorButoi/FleXray",
    snippets: flexraySnippets,
    filter: false,
    countDownloads: 'path_extension:"safetensors" OR path_extension:"onnx"',
  },
  flextab: {
    prettyLabel: "FlexTab",
    repoName: "FlexTab",
    repoUrl: "https://github.com/SAP-samples/flextab",
    snippets: flextabSnippets,
    filter: false,
    countDownloads: 'path_extension:"pt"',
  },
  fme: {
    prettyLabel: "Full Model Emulation",
    repoName: "Full Model Emulation",
    repoUrl: "https://github.com/ai2cm/ace",
    docsUrl: "https://ai2-climate-emulator.readthedocs.io/en/latest/",
    filter: false,
    countDownloads: 'path_extension:"tar"',
  },
  gaussianformer: {
    prettyLabel: "GaussianFormer",
    repoName: "GaussianFormer",
    repoUrl: "https://github.com/SVLwoof/gaussianformer",
    snippets: gaussianformerSnippets,
    filter: false,
    countDownloads: 'path:"config.json"',
  },
  "gemma.cpp": {
    prettyLabel: "gemma.cpp",
    repoName: "gemma.cpp",
    repoUrl: "https://github.com/google/gemma.cpp",
    filter: false,
    countDownloads: 'path_extension:"sbs"',
  },
  gensim: {
    prettyLabel: "Gensim",
    repoName: "gensim",
    repoUrl: "https://github.com/piskvorky/gensim",
    docsUrl: "https://radimrehurek.com/gensim/",
    filter: false,
  },
  "geometry-crafter": {
    prettyLabel: "GeometryCrafter",
    repoName: "GeometryCrafter",
    repoUrl: "https://github.com/TencentARC/GeometryCrafter",
    filter: false,
    countDownloads: 'path:"point_map_vae/diffusion_pytorch_model.safetensors"',
  },
  gliformer: {
    prettyLabel: "GLiFormer",
    repoName: "GLiFormer",
    repoUrl: "https://github.com/Knowledgator/GLiFormer",
    filter: false,
    countDownloads: 'path:"gliner_config.json"',
  },
  gliner: {
    prettyLabel: "GLiNER",
    repoName: "GLiNER",
    repoUrl: "https://github.com/urchade/GLiNER",
    snippets: glinerSnippets,
    filter: false,
    countDownloads: 'path:"gliner_config.json"',
  },
  gliner2: {
    prettyLabel: "GLiNER2",
    repoName: "GLiNER2",
    repoUrl: "https://github.com/fastino-ai/GLiNER2",
    snippets: gliner2Snippets,
    filter: false,
  },
  "glm-tts": {
    prettyLabel: "GLM-TTS",
    repoName: "GLM-TTS",
    repoUrl: "https://github.com/zai-org/GLM-TTS",
    filter: false,
    countDownloads: 'path:"flow/flow.pt"',
  },
  gluonts: {
    prettyLabel: "GluonTS",
    repoName: "gluonts",
    repoUrl: "https://github.com/awslabs/gluonts",
    docsUrl: "https://ts.gluon.ai/",
    filter: false,
  },
  "glyph-byt5": {
    prettyLabel: "Glyph-ByT5",
    repoName: "Glyph-ByT5",
    repoUrl: "https://github.com/AIGText/Glyph-ByT5",
    filter: false,
    countDownloads: 'path:"checkpoints/byt5_model.pt"',
  },
  "granite-library": {
    prettyLabel: "Granite Library",
    repoName: "mellea",
    repoUrl: "https://github.com/generative-computing/mellea",
    filter: false,
    countDownloads: 'path_filename:"adapter_config" AND path_extension:"json"',
  },
  grok: {
    prettyLabel: "Grok",
    repoName: "Grok",
    repoUrl: "https://github.com/xai-org/grok-1",
    filter: false,
    countDownloads: 'path:"ckpt/tensor00000_000" OR path:"ckpt-0/tensor00000_000"',
  },
  "habibi-tts": {
    prettyLabel: "Habibi-TTS",
    repoName: "Habibi-TTS",
    repoUrl: "https://github.com/SWivid/Habibi-TTS",
    filter: false,
    countDownloads: 'path_extension:"safetensors"',
  },
  hallo: {
    prettyLabel: "Hallo",
    repoName: "Hallo",
    repoUrl: "https://github.com/fudan-generative-vision/hallo",
    filter: false,
    countDownloads: 'path:"hallo/net.pth"',
  },
  "minimax-h3": {
    prettyLabel: "MiniMax H3",
    repoName: "MiniMax-H3",
    repoUrl: "https://github.com/MiniMax-AI/MiniMax-H3",
    docsUrl: "https://huggingface.co/MiniMaxAI/MiniMax-H3",
    filter: false,
    countDownloads:
      'path_extension:"safetensors" OR path_filename:"model_index" OR path_filename:"config" OR path:"modular_model_index.json"',
  },
  mect: {
    prettyLabel: "MECT",
    repoName: "AntSpeaker",
    repoUrl: "https://github.com/ant-research/AntSpeaker",
    filter: false,
    countDownloads: 'path_extension:"pt"',
  },
  hermes: {
    prettyLabel: "HERMES",
    repoName: "HERMES",
    repoUrl: "https://github.com/LMD0311/HERMES",
    filter: false,
    countDownloads: 'path:"ckpt/hermes_final.pth"',
  },
  holomotion: {
    prettyLabel: "HoloMotion",
    repoName: "HoloMotion",
    repoUrl: "https://github.com/HorizonRobotics/HoloMotion",
    filter: false,
    countDownloads: 'path_extension:"onnx"',
  },
  hezar: {
    prettyLabel: "Hezar",
    repoName: "Hezar",
    repoUrl: "https://github.com/hezarai/hezar",
    docsUrl: "https://hezarai.github.io/hezar",
    filter: false,
    countDownloads: 'path:"model_config.yaml" OR path:"embedding/embedding_config.yaml"',
  },
  htrflow: {
    prettyLabel: "HTRflow",
    repoName: "HTRflow",
    repoUrl: "https://github.com/AI-Riksarkivet/htrflow",
    docsUrl: "https://ai-riksarkivet.github.io/htrflow",
    snippets: htrflowSnippets,
    filter: false,
  },
  "hunyuan-dit": {
    prettyLabel: "HunyuanDiT",
    repoName: "HunyuanDiT",
    repoUrl: "https://github.com/Tencent/HunyuanDiT",
    filter: false,
    countDownloads: 'path:"pytorch_model_ema.pt" OR path:"pytorch_model_distill.pt"',
  },
  "hunyuan3d-2": {
    prettyLabel: "Hunyuan3D-2",
    repoName: "Hunyuan3D-2",
    repoUrl: "https://github.com/Tencent/Hunyuan3D-2",
    filter: false,
    countDownloads: 'path_filename:"model_index" OR path_filename:"config"',
  },
  "hunyuanworld-voyager": {
    prettyLabel: "HunyuanWorld-voyager",
    repoName: "HunyuanWorld-voyager",
    repoUrl: "https://github.com/Tencent-Hunyuan/HunyuanWorld-Voyager",
    filter: false,
  },
  "hy-worldplay": {
    prettyLabel: "HY-WorldPlay",
    repoName: "HY-WorldPlay",
    repoUrl: "https://github.com/Tencent-Hunyuan/HY-WorldPlay",
    filter: false,
    countDownloads: 'path_extension:"json"',
  },
  "hy-world-2": {
    prettyLabel: "HY-World-2.0",
    repoName: "HY-World-2.0",
    repoUrl: "https://github.com/Tencent-Hunyuan/HY-World-2.0",
    filter: false,
    countDownloads: 'path_extension:"json"',
  },
  "image-matching-models": {
    prettyLabel: "Image Matching Models",
    repoName: "Image Matching Models",
    repoUrl: "https://github.com/alexstoken/image-matching-models",
    filter: false,
    countDownloads: 'path_extension:"safetensors"',
  },
  imstoucan: {
    prettyLabel: "IMS Toucan",
    repoName: "IMS-Toucan",
    repoUrl: "https://github.com/DigitalPhonetics/IMS-Toucan",
    filter: false,
    countDownloads: 'path:"embedding_gan.pt" OR path:"Vocoder.pt" OR path:"ToucanTTS.pt"',
  },
  "index-tts": {
    prettyLabel: "IndexTTS",
    repoName: "IndexTTS",
    repoUrl: "https://github.com/index-tts/index-tts",
    snippets: indexTtsSnippets,
    filter: false,
  },
  infinitetalk: {
    prettyLabel: "InfiniteTalk",
    repoName: "InfiniteTalk",
    repoUrl: "https://github.com/MeiGen-AI/InfiniteTalk",
    filter: false,
    countDownloads: 'path_extension:"safetensors"',
  },
  "infinite-you": {
    prettyLabel: "InfiniteYou",
    repoName: "InfiniteYou",
    repoUrl: "https://github.com/bytedance/InfiniteYou",
    filter: false,
    countDownloads:
      'path:"infu_flux_v1.0/sim_stage1/image_proj_model.bin" OR path:"infu_flux_v1.0/aes_stage2/image_proj_model.bin"',
  },
  intellifold: {
    prettyLabel: "IntelliFold",
    repoName: "IntelliFold",
    repoUrl: "https://github.com/IntelliGen-AI/IntelliFold",
    filter: false,
    countDownloads: 'path_extension:"pt" OR path_extension:"zst"',
  },
  "ising-decoding": {
    prettyLabel: "Ising Decoding",
    repoName: "Ising-Decoding",
    repoUrl: "https://github.com/NVIDIA/Ising-Decoding",
    filter: false,
    countDownloads: 'path_extension:"safetensors"',
  },
  "jev-style": {
    prettyLabel: "jev-style",
    repoName: "jev-style",
    repoUrl: "https://github.com/lawrence3699/jev-style",
    snippets: jevStyleSnippets,
    filter: false,
    countDownloads: 'path_extension:"gguf" OR (path_filename:"config" AND path_extension:"json")',
  },
  insightface: {
    prettyLabel: "InsightFace",
    repoName: "insightface",
    repoUrl: "https://github.com/deepinsight/insightface",
    filter: false,
  },
  jax: {
    prettyLabel: "JAX",
    repoName: "jax",
    repoUrl: "https://github.com/jax-ml/jax",
    docsUrl: "https://docs.jax.dev/",
    filter: false,
  },
  joblib: {
    prettyLabel: "Joblib",
    repoName: "joblib",
    repoUrl: "https://github.com/joblib/joblib",
    docsUrl: "https://joblib.readthedocs.io/",
    filter: false,
  },
  keras: {
    prettyLabel: "Keras",
    repoName: "Keras",
    repoUrl: "https://github.com/keras-team/keras",
    docsUrl: "https://huggingface.co/docs/hub/keras",
    snippets: kerasSnippets,
    filter: true,
    countDownloads: 'path:"config.json" OR path_extension:"keras"',
  },
  "keras-nlp": {
    prettyLabel: "KerasNLP",
    repoName: "KerasNLP",
    repoUrl: "https://github.com/keras-team/keras-nlp",
    docsUrl: "https://keras.io/keras_nlp/",
    snippets: kerasNlpSnippets,
    filter: false,
  },
  kokoro: {
    prettyLabel: "Kokoro",
    repoName: "kokoro",
    repoUrl: "https://github.com/hexgrad/kokoro",
    snippets: kokoroSnippets,
    filter: false,
  },
  kornia: {
    prettyLabel: "Kornia",
    repoName: "kornia",
    repoUrl: "https://github.com/kornia/kornia",
    docsUrl: "https://kornia.readthedocs.io/",
    filter: false,
  },
  lightgbm: {
    prettyLabel: "LightGBM",
    repoName: "LightGBM",
    repoUrl: "https://github.com/microsoft/LightGBM",
    docsUrl: "https://lightgbm.readthedocs.io/",
    snippets: lightgbmSnippets,
    filter: false,
  },
  llamafile: {
    prettyLabel: "llamafile",
    repoName: "llamafile",
    repoUrl: "https://github.com/Mozilla-Ocho/llamafile",
    snippets: llamafileSnippets,
    filter: false,
    countDownloads: 'path_extension:"llamafile"',
  },
  lmdeploy: {
    prettyLabel: "LMDeploy",
    repoName: "lmdeploy",
    repoUrl: "https://github.com/InternLM/lmdeploy",
    docsUrl: "https://lmdeploy.readthedocs.io/",
    snippets: lmdeploySnippets,
    filter: false,
  },
  mediapipe: {
    prettyLabel: "MediaPipe",
    repoName: "mediapipe",
    repoUrl: "https://github.com/google-ai-edge/mediapipe",
    docsUrl: "https://ai.google.dev/edge/mediapipe/solutions/guide",
    snippets: mediapipeSnippets,
    filter: false,
  },
  monai: {
    prettyLabel: "MONAI",
    repoName: "MONAI",
    repoUrl: "https://github.com/Project-MONAI/MONAI",
    docsUrl: "https://docs.monai.io/",
    snippets: monaiSnippets,
    filter: false,
  },
  nanotron: {
    prettyLabel: "Nanotron",
    repoName: "nanotron",
    repoUrl: "https://github.com/huggingface/nanotron",
    snippets: nanotronSnippets,
    filter: false,
  },
  onnx: {
    prettyLabel: "ONNX",
    repoName: "onnx",
    repoUrl: "https://github.com/onnx/onnx",
    docsUrl: "https://onnx.ai/onnx/",
    snippets: onnxSnippets,
    filter: false,
    countDownloads: 'path_extension:"onnx"',
  },
  openvino: {
    prettyLabel: "OpenVINO",
    repoName: "openvino",
    repoUrl: "https://github.com/openvinotoolkit/openvino",
    docsUrl: "https://docs.openvino.ai/",
    snippets: openvinoSnippets,
    filter: false,
  },
  optimum: {
    prettyLabel: "Optimum",
    repoName: "optimum",
    repoUrl: "https://github.com/huggingface/optimum",
    docsUrl: "https://huggingface.co/docs/optimum",
    snippets: optimumSnippets,
    filter: false,
  },
  paddlepaddle: {
    prettyLabel: "PaddlePaddle",
    repoName: "Paddle",
    repoUrl: "https://github.com/PaddlePaddle/Paddle",
    docsUrl: "https://www.paddlepaddle.org.cn/en",
    snippets: paddlepaddleSnippets,
    filter: false,
  },
  paddlespeech: {
    prettyLabel: "PaddleSpeech",
    repoName: "PaddleSpeech",
    repoUrl: "https://github.com/PaddlePaddle/PaddleSpeech",
    filter: false,
  },
  pytorch: {
    prettyLabel: "PyTorch",
    repoName: "pytorch",
    repoUrl: "https://github.com/pytorch/pytorch",
    docsUrl: "https://docs.pytorch.org/docs/stable/",
    snippets: pytorchSnippets,
    filter: false,
  },
  safetensors: {
    prettyLabel: "Safetensors",
    repoName: "safetensors",
    repoUrl: "https://github.com/huggingface/safetensors",
    docsUrl: "https://huggingface.co/docs/safetensors",
    snippets: safetensorsSnippets,
    filter: false,
  },
  "segmentation-models-pytorch": {
    prettyLabel: "Segmentation Models",
    repoName: "segmentation_models.pytorch",
    repoUrl: "https://github.com/qubvel-org/segmentation_models.pytorch",
    docsUrl: "https://smp.readthedocs.io/",
    snippets: segmentationModelsPytorchSnippets,
    filter: false,
  },
  surya: {
    prettyLabel: "Surya",
    repoName: "surya",
    repoUrl: "https://github.com/datalab-to/surya",
    filter: false,
  },
  tensorboard: {
    prettyLabel: "TensorBoard",
    repoName: "tensorboard",
    repoUrl: "https://github.com/tensorflow/tensorboard",
    docsUrl: "https://www.tensorflow.org/tensorboard",
    snippets: tensorboardSnippets,
    filter: false,
  },
  "tensorrt-llm": {
    prettyLabel: "TensorRT-LLM",
    repoName: "TensorRT-LLM",
    repoUrl: "https://github.com/NVIDIA/TensorRT-LLM",
    docsUrl: "https://nvidia.github.io/TensorRT-LLM/",
    snippets: tensorrtLlmSnippets,
    filter: false,
  },
  tf: {
    prettyLabel: "TensorFlow",
    repoName: "tensorflow",
    repoUrl: "https://github.com/tensorflow/tensorflow",
    docsUrl: "https://www.tensorflow.org/",
    snippets: tfSnippets,
    filter: false,
  },
  "tf-keras": {
    prettyLabel: "TF-Keras",
    repoName: "TF-Keras",
    repoUrl: "https://github.com/keras-team/tf-keras",
    docsUrl: "https://huggingface.co/docs/hub/tf-keras",
    snippets: tfKerasSnippets,
    filter: false,
    countDownloads: 'path:"saved_model.pb"',
  },
  "keras-hub": {
    prettyLabel: "KerasHub",
    repoName: "KerasHub",
    repoUrl: "https://github.com/keras-team/keras-hub",
    docsUrl: "https://keras.io/keras_hub/",
    snippets: kerasHubSnippets,
    filter: true,
  },
  zeromodels: {
    prettyLabel: "ZeroModels",
    repoName: "ZeroModels",
    repoUrl: "https://github.com/IMvision12/ZeroModels",
    docsUrl: "https://imvision12.github.io/ZeroModels/",
    snippets: zeromodelsSnippets,
    filter: false,
    countDownloads: 'path:"model.weights.h5" OR path:"model.weights.json"',
  },
  kernels: {
    prettyLabel: "Kernels",
    repoName: "Kernels",
    repoUrl: "https://github.com/huggingface/kernels",
    docsUrl: "https://huggingface.co/docs/kernels",
    snippets: kernelsSnippets,
    filter: false,
    countDownloads: 'path_filename:"_ops" AND path_extension:"py"',
  },
  "kimi-audio": {
    prettyLabel: "KimiAudio",
    repoName: "KimiAudio",
    repoUrl: "https://github.com/MoonshotAI/Kimi-Audio",
    snippets: kimiAudioSnippets,
    filter: false,
  },
  kittentts: {
    prettyLabel: "KittenTTS",
    repoName: "KittenTTS",
    repoUrl: "https://github.com/KittenML/KittenTTS",
    snippets: kittenttsSnippets,
    filter: false,
  },
  kronos: {
    prettyLabel: "KRONOS",
    repoName: "KRONOS",
    repoUrl: "https://github.com/mahmoodlab/KRONOS",
    snippets: kronosSnippets,
    filter: false,
    countDownloads: 'path_extension:"pt"',
  },
  k2: {
    prettyLabel: "K2",
    repoName: "k2",
    repoUrl: "https://github.com/k2-fsa/k2",
    filter: false,
  },
  "lyra-2.0": {
    prettyLabel: "Lyra-2.0",
    repoName: "Lyra-2.0",
    repoUrl: "https://github.com/nv-tlabs/lyra",
    filter: false,
    countDownloads: 'path:"checkpoints/image_encoder/model.pth"',
  },
  lagernvs: {
    prettyLabel: "LagerNVS",
    repoName: "LagerNVS",
    repoUrl: "https://github.com/facebookresearch/lagernvs",
    filter: false,
    countDownloads: 'path_extension:"pt"',
  },
  laya: {
    prettyLabel: "Laya",
    repoName: "Laya",
    repoUrl: "https://github.com/NandhaKishorM/laya",
    filter: false,
    countDownloads: 'path:"rl_agent_config.json"',
  },
  ltx: {
    prettyLabel: "LTX-2",
    repoName: "LTX-2",
    repoUrl: "https://github.com/Lightricks/LTX-2",
    docsUrl: "https://github.com/Lightricks/LTX-2",
    snippets: ltxSnippets,
    filter: false,
    countDownloads: 'path_extension:"safetensors"',
  },
  "lightning-ir": {
    prettyLabel: "Lightning IR",
    repoName: "Lightning IR",
    repoUrl: "https://github.com/webis-de/lightning-ir",
    snippets: lightningIrSnippets,
    filter: false,
  },
  litert: {
    prettyLabel: "LiteRT",
    repoName: "LiteRT",
    repoUrl: "https://github.com/google-ai-edge/LiteRT",
    filter: false,
    countDownloads: 'path_extension:"tflite"',
  },
  "litert-lm": {
    prettyLabel: "LiteRT-LM",
    repoName: "LiteRT-LM",
    repoUrl: "https://github.com/google-ai-edge/LiteRT-LM",
    snippets: litertLmSnippets,
    filter: false,
    countDownloads: 'path_extension:"litertlm" OR path_extension:"task"',
  },
  lerobot: {
    prettyLabel: "LeRobot",
    repoName: "LeRobot",
    repoUrl: "https://github.com/huggingface/lerobot",
    docsUrl: "https://huggingface.co/docs/lerobot",
    snippets: lerobotSnippets,
    filter: false,
  },
  lightglue: {
    prettyLabel: "LightGlue",
    repoName: "LightGlue",
    repoUrl: "https://github.com/cvg/LightGlue",
    filter: false,
    countDownloads: 'path_extension:"pth" OR path:"config.json"',
  },
  liveportrait: {
    prettyLabel: "LivePortrait",
    repoName: "LivePortrait",
    repoUrl: "https://github.com/KwaiVGI/LivePortrait",
    filter: false,
    countDownloads: 'path:"liveportrait/landmark.onnx"',
  },
  "longcat-video-avatar-1.5": {
    prettyLabel: "LongCat-Video-Avatar 1.5",
    repoName: "LongCat-Video-Avatar 1.5",
    repoUrl: "https://github.com/meituan-longcat/LongCat-Video",
    filter: false,
  },
  "llama-cpp-python": {
    prettyLabel: "llama-cpp-python",
    repoName: "llama-cpp-python",
    repoUrl: "https://github.com/abetlen/llama-cpp-python",
    snippets: llamaCppPythonSnippets,
    filter: false,
  },
  "mini-omni2": {
    prettyLabel: "Mini-Omni2",
    repoName: "Mini-Omni2",
    repoUrl: "https://github.com/gpt-omni/mini-omni2",
    filter: false,
    countDownloads: 'path:"model_config.yaml"',
  },
  mindspore: {
    prettyLabel: "MindSpore",
    repoName: "mindspore",
    repoUrl: "https://github.com/mindspore-ai/mindspore",
    filter: false,
  },
  "magi-1": {
    prettyLabel: "MAGI-1",
    repoName: "MAGI-1",
    repoUrl: "https://github.com/SandAI-org/MAGI-1",
    filter: false,
    countDownloads: 'path:"ckpt/vae/config.json"',
  },
  "magenta-realtime": {
    prettyLabel: "Magenta RT",
    repoName: "Magenta RT",
    repoUrl: "https://github.com/magenta/magenta-realtime",
    filter: false,
    countDownloads:
      'path:"checkpoints/llm_base_x4286_c1860k.tar" OR path:"checkpoints/llm_large_x3047_c1860k.tar" OR path:"checkpoints/llm_large_x3047_c1860k/checkpoint"',
  },
  "magenta-realtime-2": {
    prettyLabel: "Magenta RT 2",
    repoName: "Magenta RT 2",
    repoUrl: "https://github.com/magenta/magenta-realtime",
    filter: false,
    countDownloads:
      'path:"models/mrt2_base/mrt2_base.mlxfn" OR path:"models/mrt2_small/mrt2_small.mlxfn" OR path:"checkpoints/mrt2_base.safetensors" OR path:"checkpoints/mrt2_small.safetensors"',
  },
  "mamba-ssm": {
    prettyLabel: "MambaSSM",
    repoName: "MambaSSM",
    repoUrl: "https://github.com/state-spaces/mamba",
    snippets: mambaSsmSnippets,
    filter: false,
  },
  "manas-1": {
    prettyLabel: "MANAS-1",
    repoName: "MANAS-1",
    repoUrl: "https://github.com/NeurodxAI/manas-1",
    filter: false,
    countDownloads: 'path_extension:"pt"',
  },
  "mars5-tts": {
    prettyLabel: "MARS5-TTS",
    repoName: "MARS5-TTS",
    repoUrl: "https://github.com/Camb-ai/MARS5-TTS",
    snippets: mars5TtsSnippets,
    filter: false,
    countDownloads: 'path:"mars5_ar.safetensors"',
  },
  matanyone: {
    prettyLabel: "MatAnyone",
    repoName: "MatAnyone",
    repoUrl: "https://github.com/pq-yang/MatAnyone",
    snippets: matanyoneSnippets,
    filter: false,
  },
  memra: {
    prettyLabel: "memra",
    repoName: "memra",
    repoUrl: "https://github.com/avifenesh/memra",
    snippets: memraSnippets,
    filter: false,
  },
  "mesh-anything": {
    prettyLabel: "MeshAnything",
    repoName: "MeshAnything",
    repoUrl: "https://github.com/buaacyw/MeshAnything",
    snippets: meshAnythingSnippets,
    filter: false,
    countDownloads: 'path:"MeshAnything_350m.pth"',
  },
  merlin: {
    prettyLabel: "Merlin",
    repoName: "Merlin",
    repoUrl: "https://github.com/StanfordMIMI/Merlin",
    filter: false,
    countDownloads: 'path_extension:"pt"',
  },
  medvae: {
    prettyLabel: "MedVAE",
    repoName: "MedVAE",
    repoUrl: "https://github.com/StanfordMIMI/MedVAE",
    filter: false,
    countDownloads: 'path_extension:"ckpt"',
  },
  mflux: {
    prettyLabel: "mflux",
    repoName: "mflux",
    repoUrl: "https://github.com/filipstrand/mflux",
    filter: false,
    countDownloads: 'path_extension:"safetensors"',
  },
  microduck: {
    prettyLabel: "Microduck",
    repoName: "Microduck",
    repoUrl: "https://github.com/pollen-robotics/microduck_rl",
    filter: true,
    countDownloads: 'path_extension:"onnx"',
  },
  mitie: {
    prettyLabel: "MITIE",
    repoName: "MITIE",
    repoUrl: "https://github.com/mit-nlp/MITIE",
    filter: false,
    countDownloads: 'path_filename:"total_word_feature_extractor"',
  },
  "ml-agents": {
    prettyLabel: "ml-agents",
    repoName: "ml-agents",
    repoUrl: "https://github.com/Unity-Technologies/ml-agents",
    docsUrl: "https://huggingface.co/docs/hub/ml-agents",
    snippets: mlAgentsSnippets,
    filter: true,
    countDownloads: 'path_extension:"onnx"',
  },
  "ml-sharp": {
    prettyLabel: "Sharp",
    repoName: "Sharp",
    repoUrl: "https://github.com/apple/ml-sharp",
    filter: false,
    countDownloads: 'path_extension:"pt"',
  },
  mlx: {
    prettyLabel: "MLX",
    repoName: "MLX",
    repoUrl: "https://github.com/ml-explore/mlx-examples/tree/main",
    snippets: mlxSnippets,
    filter: true,
  },
  "mlx-image": {
    prettyLabel: "mlx-image",
    repoName: "mlx-image",
    repoUrl: "https://github.com/riccardomusmeci/mlx-image",
    docsUrl: "https://huggingface.co/docs/hub/mlx-image",
    snippets: mlxImageSnippets,
    filter: false,
    countDownloads: 'path:"model.safetensors"',
  },
  "mlc-llm": {
    prettyLabel: "MLC-LLM",
    repoName: "MLC-LLM",
    repoUrl: "https://github.com/mlc-ai/mlc-llm",
    docsUrl: "https://llm.mlc.ai/docs/",
    snippets: mlcLlmSnippets,
    filter: false,
    countDownloads: 'path:"mlc-chat-config.json"',
  },
  model2vec: {
    prettyLabel: "Model2Vec",
    repoName: "model2vec",
    repoUrl: "https://github.com/MinishLab/model2vec",
    snippets: model2vecSnippets,
    filter: false,
  },
  mobilint: {
    prettyLabel: "Mobilint",
    repoName: "mblt-model-zoo",
    repoUrl: "https://github.com/mobilint/mblt-model-zoo",
    docsUrl: "https://docs.mobilint.com",
    snippets: mobilintSnippets,
    filter: false,
    countDownloads: 'path:"config.json" OR path_extension:"mxq"',
  },
  "montreal-forced-aligner": {
    prettyLabel: "Montreal Forced Aligner",
    repoName: "Montreal Forced Aligner",
    repoUrl: "https://github.com/MontrealCorpusTools/Montreal-Forced-Aligner",
    docsUrl: "https://montreal-forced-aligner.readthedocs.io",
    filter: false,
    countDownloads: 'path:"acoustic/final.mdl" OR path_extension:"zip"',
  },
  moshi: {
    prettyLabel: "Moshi",
    repoName: "Moshi",
    repoUrl: "https://github.com/kyutai-labs/moshi",
    snippets: moshiSnippets,
    filter: false,
    countDownloads: 'path:"tokenizer-e351c8d8-checkpoint125.safetensors"',
  },
  mtvcraft: {
    prettyLabel: "MTVCraft",
    repoName: "MTVCraft",
    repoUrl: "https://github.com/baaivision/MTVCraft",
    filter: false,
    countDownloads: 'path:"vae/3d-vae.pt"',
  },
  multimolecule: {
    prettyLabel: "MultiMolecule",
    repoName: "MultiMolecule",
    repoUrl: "https://github.com/MultiMolecule/multimolecule",
    docsUrl: "https://multimolecule.danling.org",
    snippets: multimoleculeSnippets,
    filter: false,
  },
  nemo: {
    prettyLabel: "NeMo",
    repoName: "NeMo",
    repoUrl: "https://github.com/NVIDIA/NeMo",
    snippets: nemoSnippets,
    filter: true,
    countDownloads: 'path_extension:"nemo" OR path:"model_config.yaml" OR path_extension:"json"',
  },
  ninfer: {
    prettyLabel: "NInfer",
    repoName: "NInfer",
    repoUrl: "https://github.com/Neroued/ninfer",
    filter: false,
    countDownloads: 'path_extension:"ninfer"',
  },
  nobg: {
    prettyLabel: "nobg",
    repoName: "nobg",
    repoUrl: "https://github.com/feyninc/nobg",
    snippets: nobgSnippets,
    filter: false,
  },
  "nv-medtech": {
    prettyLabel: "NV-MedTech",
    repoName: "NV-MedTech",
    repoUrl: "https://github.com/nvidia-medtech",
    filter: false,
    countDownloads: 'path_extension:"pt" OR path_extension:"safetensors" OR path:"config.json"',
  },
  "open-oasis": {
    prettyLabel: "open-oasis",
    repoName: "open-oasis",
    repoUrl: "https://github.com/etched-ai/open-oasis",
    filter: false,
    countDownloads: 'path:"oasis500m.safetensors"',
  },
  open_clip: {
    prettyLabel: "OpenCLIP",
    repoName: "OpenCLIP",
    repoUrl: "https://github.com/mlfoundations/open_clip",
    snippets: openClipSnippets,
    filter: true,
    countDownloads:
      'path:"open_clip_model.safetensors"\n\t\t\tOR path:"model.safetensors"\n\t\t\tOR path:"open_clip_pytorch_model.bin"\n\t\t\tOR path:"pytorch_model.bin"',
  },
  openasr: {
    prettyLabel: "OpenASR",
    repoName: "OpenASR",
    repoUrl: "https://github.com/QuintinShaw/openasr",
    docsUrl: "https://github.com/QuintinShaw/openasr/blob/main/docs/DOCS_INDEX.md",
    snippets: openasrSnippets,
    filter: false,
    countDownloads: 'path_extension:"oasr"',
  },
  opendde: {
    prettyLabel: "OpenDDE",
    repoName: "OpenDDE",
    repoUrl: "https://github.com/aurekaresearch/OpenDDE",
    docsUrl: "https://huggingface.co/aurekaresearch/OpenDDE/blob/main/docs/inference_instructions.md",
    snippets: openddeSnippets,
    filter: false,
    countDownloads: 'path_extension:"pt"',
  },
  openpeerllm: {
    prettyLabel: "OpenPeerLLM",
    repoName: "OpenPeerLLM",
    repoUrl: "https://huggingface.co/openpeerai/openpeerllm",
    docsUrl: "https://huggingface.co/OpenPeerAI/OpenPeerLLM/blob/main/README.md",
    filter: false,
    countDownloads: 'path:".meta-huggingface.json"',
  },
  "open-sora": {
    prettyLabel: "Open-Sora",
    repoName: "Open-Sora",
    repoUrl: "https://github.com/hpcaitech/Open-Sora",
    filter: false,
    countDownloads: 'path:"Open_Sora_v2.safetensors"',
  },
  outetts: {
    prettyLabel: "OuteTTS",
    repoName: "OuteTTS",
    repoUrl: "https://github.com/edwko/OuteTTS",
    snippets: outettsSnippets,
    filter: false,
  },
  paddlenlp: {
    prettyLabel: "paddlenlp",
    repoName: "PaddleNLP",
    repoUrl: "https://github.com/PaddlePaddle/PaddleNLP",
    docsUrl: "https://huggingface.co/docs/hub/paddlenlp",
    snippets: paddlenlpSnippets,
    filter: true,
    countDownloads: 'path:"model_config.json"',
  },
  PaddleOCR: {
    prettyLabel: "PaddleOCR",
    repoName: "PaddleOCR",
    repoUrl: "https://github.com/PaddlePaddle/PaddleOCR",
    docsUrl: "https://www.paddleocr.ai/",
    snippets: paddleocrSnippets,
    filter: true,
    countDownloads: 'path_extension:"safetensors" OR path:"inference.pdiparams" OR path:"inference.onnx"',
  },
  peft: {
    prettyLabel: "PEFT",
    repoName: "PEFT",
    repoUrl: "https://github.com/huggingface/peft",
    snippets: peftSnippets,
    filter: true,
    countDownloads: 'path:"adapter_config.json"',
  },
  "perception-encoder": {
    prettyLabel: "PerceptionEncoder",
    repoName: "PerceptionModels",
    repoUrl: "https://github.com/facebookresearch/perception_models",
    snippets: perceptionEncoderSnippets,
    filter: false,
    countDownloads: 'path_extension:"pt"',
  },
  "phantom-wan": {
    prettyLabel: "Phantom",
    repoName: "Phantom",
    repoUrl: "https://github.com/Phantom-video/Phantom",
    snippets: phantomWanSnippets,
    filter: false,
    countDownloads: 'path_extension:"pth"',
  },
  piper: {
    prettyLabel: "Piper",
    repoName: "Piper",
    repoUrl: "https://github.com/OHF-Voice/piper1-gpl",
    filter: false,
    countDownloads: 'path_extension:"onnx" OR path_extension:"ckpt"',
  },
  "pocket-tts": {
    prettyLabel: "Pocket-TTS",
    repoName: "PocketTTS",
    repoUrl: "https://github.com/kyutai-labs/pocket-tts",
    snippets: pocketTtsSnippets,
    filter: false,
    countDownloads: 'path:"tts_b6369a24.safetensors"',
  },
  "pruna-ai": {
    prettyLabel: "Pruna AI",
    repoName: "Pruna AI",
    repoUrl: "https://github.com/PrunaAI/pruna",
    docsUrl: "https://docs.pruna.ai",
    snippets: prunaAiSnippets,
    filter: false,
  },
  pxia: {
    prettyLabel: "pxia",
    repoName: "pxia",
    repoUrl: "https://github.com/not-lain/pxia",
    snippets: pxiaSnippets,
    filter: false,
  },
  "pyannote-audio": {
    prettyLabel: "pyannote.audio",
    repoName: "pyannote-audio",
    repoUrl: "https://github.com/pyannote/pyannote-audio",
    snippets: pyannoteAudioSnippets,
    filter: true,
  },
  "py-feat": {
    prettyLabel: "Py-Feat",
    repoName: "Py-Feat",
    repoUrl: "https://github.com/cosanlab/py-feat",
    docsUrl: "https://py-feat.org/",
    filter: false,
  },
  pythae: {
    prettyLabel: "pythae",
    repoName: "pythae",
    repoUrl: "https://github.com/clementchadebec/benchmark_VAE",
    snippets: pythaeSnippets,
    filter: false,
  },
  quantumpeer: {
    prettyLabel: "QuantumPeer",
    repoName: "QuantumPeer",
    repoUrl: "https://github.com/OpenPeer-AI/QuantumPeer",
    filter: false,
    countDownloads: 'path_extension:"setup.py"',
  },
  qwen3_tts: {
    prettyLabel: "Qwen3-TTS",
    repoName: "Qwen3-TTS",
    repoUrl: "https://github.com/QwenLM/Qwen3-TTS",
    snippets: qwen3TtsSnippets,
    filter: false,
  },
  recurrentgemma: {
    prettyLabel: "RecurrentGemma",
    repoName: "recurrentgemma",
    repoUrl: "https://github.com/google-deepmind/recurrentgemma",
    filter: false,
    countDownloads: 'path:"tokenizer.model"',
  },
  relik: {
    prettyLabel: "Relik",
    repoName: "Relik",
    repoUrl: "https://github.com/SapienzaNLP/relik",
    snippets: relikSnippets,
    filter: false,
  },
  refiners: {
    prettyLabel: "Refiners",
    repoName: "Refiners",
    repoUrl: "https://github.com/finegrain-ai/refiners",
    docsUrl: "https://refine.rs/",
    filter: false,
    countDownloads: 'path:"model.safetensors"',
  },
  renderformer: {
    prettyLabel: "RenderFormer",
    repoName: "RenderFormer",
    repoUrl: "https://github.com/microsoft/renderformer",
    snippets: renderformerSnippets,
    filter: false,
  },
  reverb: {
    prettyLabel: "Reverb",
    repoName: "Reverb",
    repoUrl: "https://github.com/revdotcom/reverb",
    filter: false,
  },
  rkllm: {
    prettyLabel: "RKLLM",
    repoName: "RKLLM",
    repoUrl: "https://github.com/airockchip/rknn-llm",
    filter: false,
    countDownloads: 'path_extension:"rkllm"',
  },
  "robo-orchard-lab": {
    prettyLabel: "RoboOrchardLab",
    repoName: "RoboOrchardLab",
    repoUrl: "https://github.com/HorizonRobotics/RoboOrchardLab",
    filter: false,
    countDownloads: 'path_extension:"safetensors"',
  },
  "routee-powertrain": {
    prettyLabel: "RouteE-Powertrain",
    repoName: "RouteE-Powertrain",
    repoUrl: "https://github.com/NatLabRockies/routee-powertrain",
    docsUrl: "https://natlabrockies.github.io/routee-powertrain/",
    snippets: routeePowertrainSnippets,
    filter: false,
    countDownloads: 'path_extension:"onnx" OR path_extension:"joblib"',
  },
  rwkv: {
    prettyLabel: "RWKV",
    repoName: "RWKV-LM",
    repoUrl: "https://github.com/BlinkDL/RWKV-LM",
    docsUrl: "https://rwkv.com/",
    filter: false,
    countDownloads: 'path_extension:"pth"',
  },
  saelens: {
    prettyLabel: "SAELens",
    repoName: "SAELens",
    repoUrl: "https://github.com/jbloomAus/SAELens",
    snippets: saelensSnippets,
    filter: false,
  },
  "scail-2": {
    prettyLabel: "SCAIL-2",
    repoName: "SCAIL-2",
    repoUrl: "https://github.com/zai-org/SCAIL-2",
    filter: false,
    countDownloads: 'path:"model/1/fsdp2_rank_0000_checkpoint.pt"',
  },
  sam2: {
    prettyLabel: "sam2",
    repoName: "sam2",
    repoUrl: "https://github.com/facebookresearch/segment-anything-2",
    snippets: sam2Snippets,
    filter: false,
    countDownloads: 'path_extension:"pt"',
  },
  "sam-3d-body": {
    prettyLabel: "SAM 3D Body",
    repoName: "SAM 3D Body",
    repoUrl: "https://github.com/facebookresearch/sam-3d-body",
    snippets: sam3dBodySnippets,
    filter: false,
    countDownloads: 'path:"model_config.yaml"',
  },
  "sam-3d-objects": {
    prettyLabel: "SAM 3D Objects",
    repoName: "SAM 3D Objects",
    repoUrl: "https://github.com/facebookresearch/sam-3d-objects",
    snippets: sam3dObjectsSnippets,
    filter: false,
    countDownloads: 'path:"checkpoints/pipeline.yaml"',
  },
  same: {
    prettyLabel: "SAME",
    repoName: "SAME",
    repoUrl: "https://github.com/GengzeZhou/SAME",
    filter: false,
    countDownloads: 'path:"ckpt/SAME.pt" OR path:"pretrain/Attnq_pretrained_ckpt.pt"',
  },
  "sample-factory": {
    prettyLabel: "sample-factory",
    repoName: "sample-factory",
    repoUrl: "https://github.com/alex-petrenko/sample-factory",
    docsUrl: "https://huggingface.co/docs/hub/sample-factory",
    snippets: sampleFactorySnippets,
    filter: true,
    countDownloads: 'path:"cfg.json"',
  },
  "sap-rpt-1-oss": {
    prettyLabel: "sap-rpt-1-oss",
    repoName: "sap-rpt-1-oss",
    repoUrl: "https://github.com/SAP-samples/sap-rpt-1-oss",
    snippets: sapRpt1OssSnippets,
    filter: false,
    countDownloads: 'path_extension:"pt"',
  },
  sapiens: {
    prettyLabel: "sapiens",
    repoName: "sapiens",
    repoUrl: "https://github.com/facebookresearch/sapiens",
    filter: false,
    countDownloads: 'path_extension:"pt2" OR path_extension:"pth" OR path_extension:"onnx"',
  },
  sapiens2: {
    prettyLabel: "sapiens2",
    repoName: "sapiens2",
    repoUrl: "https://github.com/facebookresearch/sapiens2",
    filter: false,
    countDownloads: 'path_extension:"safetensors"',
  },
  seedvr: {
    prettyLabel: "SeedVR",
    repoName: "SeedVR",
    repoUrl: "https://github.com/ByteDance-Seed/SeedVR",
    filter: false,
    countDownloads: 'path_extension:"pth"',
  },
  "self-forcing": {
    prettyLabel: "SelfForcing",
    repoName: "SelfForcing",
    repoUrl: "https://github.com/guandeh17/Self-Forcing",
    filter: false,
    countDownloads: 'path_extension:"pt"',
  },
  "sentence-transformers": {
    prettyLabel: "sentence-transformers",
    repoName: "sentence-transformers",
    repoUrl: "https://github.com/UKPLab/sentence-transformers",
    docsUrl: "https://huggingface.co/docs/hub/sentence-transformers",
    snippets: sentenceTransformersSnippets,
    filter: true,
  },
  setfit: {
    prettyLabel: "setfit",
    repoName: "setfit",
    repoUrl: "https://github.com/huggingface/setfit",
    docsUrl: "https://huggingface.co/docs/hub/setfit",
    snippets: setfitSnippets,
    filter: true,
  },
  shadow: {
    prettyLabel: "Shadow",
    repoName: "Shadow",
    repoUrl: "https://github.com/QLNI/SHADOW-250M-Instruct",
    filter: false,
    countDownloads: 'path_extension:"shdw"',
  },
  sklearn: {
    prettyLabel: "Scikit-learn",
    repoName: "Scikit-learn",
    repoUrl: "https://github.com/scikit-learn/scikit-learn",
    snippets: sklearnSnippets,
    filter: true,
    countDownloads: 'path:"sklearn_model.joblib"',
  },
  spacy: {
    prettyLabel: "spaCy",
    repoName: "spaCy",
    repoUrl: "https://github.com/explosion/spaCy",
    docsUrl: "https://huggingface.co/docs/hub/spacy",
    snippets: spacySnippets,
    filter: true,
    countDownloads: 'path_extension:"whl"',
  },
  "span-marker": {
    prettyLabel: "SpanMarker",
    repoName: "SpanMarkerNER",
    repoUrl: "https://github.com/tomaarsen/SpanMarkerNER",
    docsUrl: "https://huggingface.co/docs/hub/span_marker",
    snippets: spanMarkerSnippets,
    filter: true,
  },
  speechbrain: {
    prettyLabel: "speechbrain",
    repoName: "speechbrain",
    repoUrl: "https://github.com/speechbrain/speechbrain",
    docsUrl: "https://huggingface.co/docs/hub/speechbrain",
    snippets: speechbrainSnippets,
    filter: true,
    countDownloads: 'path:"hyperparams.yaml"',
  },
  "ssr-speech": {
    prettyLabel: "SSR-Speech",
    repoName: "SSR-Speech",
    repoUrl: "https://github.com/WangHelin1997/SSR-Speech",
    filter: false,
    countDownloads: 'path_extension:".pth"',
  },
  "stable-audio-3": {
    prettyLabel: "Stable Audio 3",
    repoName: "stable-audio-3",
    repoUrl: "https://github.com/Stability-AI/stable-audio-3",
    filter: false,
    countDownloads: 'path:"model_config.json"',
  },
  "stable-audio-tools": {
    prettyLabel: "Stable Audio Tools",
    repoName: "stable-audio-tools",
    repoUrl: "https://github.com/Stability-AI/stable-audio-tools.git",
    snippets: stableAudioToolsSnippets,
    filter: false,
    countDownloads: 'path:"model.safetensors"',
  },
  monkeyocr: {
    prettyLabel: "MonkeyOCR",
    repoName: "monkeyocr",
    repoUrl: "https://github.com/Yuliang-Liu/MonkeyOCR",
    filter: false,
    countDownloads: 'path:"Recognition/config.json"',
  },
  "diffusion-single-file": {
    prettyLabel: "Diffusion Single File",
    repoName: "diffusion-single-file",
    repoUrl: "https://github.com/comfyanonymous/ComfyUI",
    filter: false,
    countDownloads: 'path_extension:"safetensors"',
  },
  "seed-story": {
    prettyLabel: "SEED-Story",
    repoName: "SEED-Story",
    repoUrl: "https://github.com/TencentARC/SEED-Story",
    snippets: seedStorySnippets,
    filter: false,
    countDownloads: 'path:"cvlm_llama2_tokenizer/tokenizer.model"',
  },
  skala: {
    prettyLabel: "Skala",
    repoName: "Skala",
    repoUrl: "https://github.com/microsoft/skala",
    filter: false,
    countDownloads: 'path_extension:"fun"',
  },
  soloaudio: {
    prettyLabel: "SoloAudio",
    repoName: "SoloAudio",
    repoUrl: "https://github.com/WangHelin1997/SoloAudio",
    filter: false,
    countDownloads: 'path:"soloaudio_v2.pt"',
  },
  songbloom: {
    prettyLabel: "SongBloom",
    repoName: "SongBloom",
    repoUrl: "https://github.com/Cypress-Yang/SongBloom",
    filter: false,
    countDownloads: 'path_extension:"pt"',
  },
  "stable-baselines3": {
    prettyLabel: "stable-baselines3",
    repoName: "stable-baselines3",
    repoUrl: "https://github.com/huggingface/huggingface_sb3",
    docsUrl: "https://huggingface.co/docs/hub/stable-baselines3",
    snippets: stableBaselines3Snippets,
    filter: true,
    countDownloads: 'path_extension:"zip"',
  },
  stanza: {
    prettyLabel: "Stanza",
    repoName: "stanza",
    repoUrl: "https://github.com/stanfordnlp/stanza",
    docsUrl: "https://huggingface.co/docs/hub/stanza",
    snippets: stanzaSnippets,
    filter: true,
    countDownloads: 'path:"models/default.zip"',
  },
  supertonic: {
    prettyLabel: "Supertonic",
    repoName: "Supertonic",
    repoUrl: "https://github.com/supertone-inc/supertonic",
    snippets: supertonicSnippets,
    filter: false,
  },
  swarmformer: {
    prettyLabel: "SwarmFormer",
    repoName: "SwarmFormer",
    repoUrl: "https://github.com/takara-ai/SwarmFormer",
    snippets: swarmformerSnippets,
    filter: false,
  },
  "synthefy-migas": {
    prettyLabel: "Migas",
    repoName: "Migas",
    repoUrl: "https://github.com/Synthefy/synthefy-migas",
    filter: false,
    countDownloads: 'path:"model.pt"',
  },
  "f5-tts": {
    prettyLabel: "F5-TTS",
    repoName: "F5-TTS",
    repoUrl: "https://github.com/SWivid/F5-TTS",
    filter: false,
    countDownloads: 'path_extension:"safetensors" OR path_extension:"pt"',
  },
  genmo: {
    prettyLabel: "Genmo",
    repoName: "Genmo",
    repoUrl: "https://github.com/genmoai/models",
    filter: false,
    countDownloads: 'path:"vae_stats.json"',
  },
  "tencent-song-generation": {
    prettyLabel: "SongGeneration",
    repoName: "SongGeneration",
    repoUrl: "https://github.com/tencent-ailab/songgeneration",
    filter: false,
    countDownloads: 'path:"ckpt/songgeneration_base/model.pt"',
  },
  tensorflowtts: {
    prettyLabel: "TensorFlowTTS",
    repoName: "TensorFlowTTS",
    repoUrl: "https://github.com/TensorSpeech/TensorFlowTTS",
    snippets: tensorflowttsSnippets,
    filter: false,
  },
  tensorrt: {
    prettyLabel: "TensorRT",
    repoName: "TensorRT",
    repoUrl: "https://github.com/NVIDIA/TensorRT",
    filter: false,
    countDownloads: 'path_extension:"onnx"',
  },
  tabpfn: {
    prettyLabel: "TabPFN",
    repoName: "TabPFN",
    repoUrl: "https://github.com/PriorLabs/TabPFN",
    snippets: tabpfnSnippets,
    filter: false,
  },
  terratorch: {
    prettyLabel: "TerraTorch",
    repoName: "TerraTorch",
    repoUrl: "https://github.com/IBM/terratorch",
    docsUrl: "https://ibm.github.io/terratorch/",
    snippets: terratorchSnippets,
    filter: false,
    countDownloads: 'path_extension:"pt" OR path_extension:"ckpt"',
  },
  tflite: {
    prettyLabel: "TF Lite",
    repoName: "tensorflow",
    repoUrl: "https://github.com/tensorflow/tensorflow",
    docsUrl: "https://ai.google.dev/edge/litert",
    snippets: tfliteSnippets,
    filter: false,
  },
  "tic-clip": {
    prettyLabel: "TiC-CLIP",
    repoName: "TiC-CLIP",
    repoUrl: "https://github.com/apple/ml-tic-clip",
    filter: false,
    countDownloads: 'path_extension:"pt" AND path_prefix:"checkpoints/"',
  },
  timesfm: {
    prettyLabel: "TimesFM",
    repoName: "timesfm",
    repoUrl: "https://github.com/google-research/timesfm",
    filter: false,
    countDownloads:
      'path:"config.json" OR path:"torch_model.ckpt" OR path:"checkpoints/checkpoint_1100000/state/checkpoint" OR path:"checkpoints/checkpoint_2150000/state/checkpoint"',
  },
  "timee-ts": {
    prettyLabel: "timee-ts",
    repoName: "timee-ts",
    repoUrl: "https://github.com/liamsbhoo/timee",
    filter: false,
    countDownloads: 'path:"model.safetensors"',
  },
  timm: {
    prettyLabel: "timm",
    repoName: "pytorch-image-models",
    repoUrl: "https://github.com/rwightman/pytorch-image-models",
    docsUrl: "https://huggingface.co/docs/hub/timm",
    snippets: timmSnippets,
    filter: true,
    countDownloads: 'path:"pytorch_model.bin" OR path:"model.safetensors"',
  },
  tirex: {
    prettyLabel: "TiRex",
    repoName: "TiRex",
    repoUrl: "https://github.com/NX-AI/tirex",
    snippets: tirexSnippets,
    filter: false,
    countDownloads: 'path_extension:"ckpt"',
  },
  "tirex-2": {
    prettyLabel: "TiRex-2",
    repoName: "TiRex-2",
    repoUrl: "https://github.com/NX-AI/tirex-2",
    filter: false,
    countDownloads: 'path:"model-config.yaml"',
  },
  torchgeo: {
    prettyLabel: "TorchGeo",
    repoName: "TorchGeo",
    repoUrl: "https://github.com/microsoft/torchgeo",
    docsUrl: "https://torchgeo.readthedocs.io/",
    filter: false,
    countDownloads: 'path_extension:"pt" OR path_extension:"pth"',
  },
  "transformer-lens": {
    prettyLabel: "TransformerLens",
    repoName: "TransformerLens",
    repoUrl: "https://github.com/TransformerLensOrg/TransformerLens",
    snippets: transformerLensSnippets,
    filter: false,
  },
  transformers: {
    prettyLabel: "Transformers",
    repoName: "\ud83e\udd17/transformers",
    repoUrl: "https://github.com/huggingface/transformers",
    docsUrl: "https://huggingface.co/docs/hub/transformers",
    snippets: transformersSnippets,
    filter: true,
  },
  "transformers.js": {
    prettyLabel: "Transformers.js",
    repoName: "transformers.js",
    repoUrl: "https://github.com/huggingface/transformers.js",
    docsUrl: "https://huggingface.co/docs/hub/transformers-js",
    snippets: transformersJsSnippets,
    filter: true,
  },
  trellis: {
    prettyLabel: "Trellis",
    repoName: "Trellis",
    repoUrl: "https://github.com/microsoft/TRELLIS",
    snippets: trellisSnippets,
    filter: false,
    countDownloads: 'path_extension:"safetensors"',
  },
  trellis2: {
    prettyLabel: "TRELLIS.2",
    repoName: "TRELLIS.2",
    repoUrl: "https://github.com/microsoft/TRELLIS.2",
    filter: false,
    countDownloads: 'path_extension:"safetensors"',
  },
  tunejury: {
    prettyLabel: "TuneJury",
    repoName: "TuneJury",
    repoUrl: "https://github.com/yonghyunk1m/TuneJury",
    filter: false,
    countDownloads: 'path_extension:"pt"',
  },
  ultralytics: {
    prettyLabel: "ultralytics",
    repoName: "ultralytics",
    repoUrl: "https://github.com/ultralytics/ultralytics",
    docsUrl: "https://github.com/ultralytics/ultralytics",
    snippets: ultralyticsSnippets,
    filter: false,
    countDownloads: 'path_extension:"pt"',
  },
  uni2ts: {
    prettyLabel: "Uni2TS",
    repoName: "uni2ts",
    repoUrl: "https://github.com/SalesforceAIResearch/uni2ts",
    snippets: uni2tsSnippets,
    filter: false,
  },
  univa: {
    prettyLabel: "univa",
    repoName: "univa",
    repoUrl: "https://github.com/PKU-YuanGroup/UniWorld-V1",
    snippets: univaSnippets,
    filter: true,
    countDownloads: 'path:"config.json"',
  },
  "uni-3dar": {
    prettyLabel: "Uni-3DAR",
    repoName: "Uni-3DAR",
    repoUrl: "https://github.com/dptech-corp/Uni-3DAR",
    docsUrl: "https://github.com/dptech-corp/Uni-3DAR",
    filter: false,
    countDownloads: 'path_extension:"pt"',
  },
  "unity-sentis": {
    prettyLabel: "unity-sentis",
    repoName: "unity-sentis",
    repoUrl: "https://github.com/Unity-Technologies/sentis-samples",
    snippets: unitySentisSnippets,
    filter: true,
    countDownloads: 'path_extension:"sentis"',
  },
  sana: {
    prettyLabel: "Sana",
    repoName: "Sana",
    repoUrl: "https://github.com/NVlabs/Sana",
    snippets: sanaSnippets,
    filter: false,
    countDownloads: 'path_extension:"pth"',
  },
  videoprism: {
    prettyLabel: "VideoPrism",
    repoName: "VideoPrism",
    repoUrl: "https://github.com/google-deepmind/videoprism",
    snippets: videoprismSnippets,
    filter: false,
    countDownloads: 'path_extension:"npz"',
  },
  "vfi-mamba": {
    prettyLabel: "VFIMamba",
    repoName: "VFIMamba",
    repoUrl: "https://github.com/MCG-NJU/VFIMamba",
    snippets: vfiMambaSnippets,
    filter: false,
    countDownloads: 'path_extension:"pkl"',
  },
  vismatch: {
    prettyLabel: "VisMatch",
    repoName: "VisMatch",
    repoUrl: "https://github.com/gmberton/vismatch",
    filter: false,
    countDownloads: 'path:"vismatch.yaml"',
  },
  lvface: {
    prettyLabel: "LVFace",
    repoName: "LVFace",
    repoUrl: "https://github.com/bytedance/LVFace",
    snippets: lvfaceSnippets,
    filter: false,
    countDownloads: 'path_extension:"pt" OR path_extension:"onnx"',
  },
  vllm: {
    prettyLabel: "vLLM",
    repoName: "vllm",
    repoUrl: "https://github.com/vllm-project/vllm",
    docsUrl: "https://docs.vllm.ai/",
    snippets: vllmSnippets,
    filter: false,
  },
  voicecraft: {
    prettyLabel: "VoiceCraft",
    repoName: "VoiceCraft",
    repoUrl: "https://github.com/jasonppy/VoiceCraft",
    docsUrl: "https://github.com/jasonppy/VoiceCraft",
    snippets: voicecraftSnippets,
    filter: false,
  },
  voxcpm: {
    prettyLabel: "VoxCPM",
    repoName: "VoxCPM",
    repoUrl: "https://github.com/OpenBMB/VoxCPM",
    snippets: voxcpmSnippets,
    filter: false,
  },
  vui: {
    prettyLabel: "Vui",
    repoName: "Vui",
    repoUrl: "https://github.com/vui-ai/vui",
    snippets: vuiSnippets,
    filter: false,
    countDownloads: 'path_extension:"pt"',
  },
  vqweb: {
    prettyLabel: "vqweb",
    repoName: "vqweb",
    repoUrl: "https://github.com/rosecky/embedding-quantization-public/tree/main/packages/vqweb",
    docsUrl: "https://www.npmjs.com/package/@thinletterio/vqweb",
    filter: false,
    countDownloads: 'path_extension:"vqw"',
  },
  vibevoice: {
    prettyLabel: "VibeVoice",
    repoName: "VibeVoice",
    repoUrl: "https://github.com/microsoft/VibeVoice",
    snippets: vibevoiceSnippets,
    filter: false,
  },
  videox_fun: {
    prettyLabel: "VideoX Fun",
    repoName: "VideoX Fun",
    repoUrl: "https://github.com/aigc-apps/VideoX-Fun",
    filter: false,
    countDownloads: 'path_extension:"safetensors"',
  },
  "wan2.2": {
    prettyLabel: "Wan2.2",
    repoName: "Wan2.2",
    repoUrl: "https://github.com/Wan-Video/Wan2.2",
    filter: false,
    countDownloads: 'path_filename:"config" AND path_extension:"json"',
  },
  wham: {
    prettyLabel: "WHAM",
    repoName: "wham",
    repoUrl: "https://huggingface.co/microsoft/wham",
    docsUrl: "https://huggingface.co/microsoft/wham/blob/main/README.md",
    filter: false,
    countDownloads: 'path_extension:"ckpt"',
  },
  whisperkit: {
    prettyLabel: "WhisperKit",
    repoName: "WhisperKit",
    repoUrl: "https://github.com/argmaxinc/WhisperKit",
    docsUrl: "https://github.com/argmaxinc/WhisperKit?tab=readme-ov-file#homebrew",
    snippets: whisperkitSnippets,
    filter: false,
    countDownloads: 'path_filename:"model" AND path_extension:"mil" AND _exists_:"path_prefix"',
  },
  xgboost: {
    prettyLabel: "XGBoost",
    repoName: "xgboost",
    repoUrl: "https://github.com/dmlc/xgboost",
    docsUrl: "https://xgboost.readthedocs.io/",
    snippets: xgboostSnippets,
    filter: false,
  },
  yolov10: {
    prettyLabel: "YOLOv10",
    repoName: "YOLOv10",
    repoUrl: "https://github.com/THU-MIG/yolov10",
    docsUrl: "https://github.com/THU-MIG/yolov10",
    snippets: ultralyticsSnippets,
    filter: false,
    countDownloads: 'path_extension:"pt" OR path_extension:"safetensors"',
  },
  yolov26: {
    prettyLabel: "YOLOv26",
    repoName: "YOLOv26",
    repoUrl: "https://github.com/ultralytics/ultralytics",
    docsUrl: "https://docs.ultralytics.com/models/yolo26/",
    filter: false,
    countDownloads: 'path_extension:"pt" OR path_extension:"safetensors"',
  },
  yolov5: {
    prettyLabel: "YOLOv5",
    repoName: "yolov5",
    repoUrl: "https://github.com/ultralytics/yolov5",
    docsUrl: "https://docs.ultralytics.com/yolov5/",
    snippets: yolov5Snippets,
    filter: false,
  },
  zonos: {
    prettyLabel: "Zonos",
    repoName: "Zonos",
    repoUrl: "https://github.com/Zyphra/Zonos",
    docsUrl: "https://github.com/Zyphra/Zonos",
    snippets: zonosSnippets,
    filter: false,
  },
  "3dtopia-xl": {
    prettyLabel: "3DTopia-XL",
    repoName: "3DTopia-XL",
    repoUrl: "https://github.com/3DTopia/3DTopia-XL",
    snippets: lib3dtopiaXlSnippets,
    filter: false,
    countDownloads: 'path:"model_vae_fp16.pt"',
  },
} satisfies Record<string, LibraryUiElement>;

export type ModelLibraryKey = keyof typeof MODEL_LIBRARIES_UI_ELEMENTS;

/** Whether `id` is a key of the registry itself (not a name every object inherits, like `constructor`). */
export function isModelLibraryKey(id: string): id is ModelLibraryKey {
  return Object.hasOwn(MODEL_LIBRARIES_UI_ELEMENTS, id);
}

/** The registry entry of a library id, e.g. a model card's `library_name`; undefined for an unknown id. */
export function libraryOf(id: string): LibraryUiElement | undefined {
  return isModelLibraryKey(id) ? MODEL_LIBRARIES_UI_ELEMENTS[id] : undefined;
}

/** Every library id, in registry order. */
export const ALL_MODEL_LIBRARY_KEYS: ModelLibraryKey[] =
  Object.keys(MODEL_LIBRARIES_UI_ELEMENTS).filter(isModelLibraryKey);

/** The libraries offered as a filter, in registry order. */
export const ALL_DISPLAY_MODEL_LIBRARY_KEYS: ModelLibraryKey[] = ALL_MODEL_LIBRARY_KEYS.filter(
  (key) => MODEL_LIBRARIES_UI_ELEMENTS[key].filter,
);

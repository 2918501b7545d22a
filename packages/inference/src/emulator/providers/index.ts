// Every emulated provider, in the order of the reference provider list.
import type { EmulatedApi } from "../api";
import { baseten } from "./baseten";
import { blackForestLabs } from "./black-forest-labs";
import { cerebras } from "./cerebras";
import { cohere } from "./cohere";
import { deepinfra } from "./deepinfra";
import { falAi } from "./fal-ai";
import { featherlessAi } from "./featherless-ai";
import { fireworksAi } from "./fireworks-ai";
import { groq } from "./groq";
import { hfInference } from "./hf-inference";
import { hyperbolic } from "./hyperbolic";
import { nebius } from "./nebius";
import { novita } from "./novita";
import { nscale } from "./nscale";
import { openai } from "./openai";
import { ovhcloud } from "./ovhcloud";
import { publicai } from "./publicai";
import { replicate } from "./replicate";
import { sambanova } from "./sambanova";
import { scaleway } from "./scaleway";
import { together } from "./together";
import { wavespeed } from "./wavespeed";
import { zaiOrg } from "./zai-org";

export const EMULATED_APIS: readonly EmulatedApi[] = [
  baseten,
  blackForestLabs,
  cerebras,
  cohere,
  deepinfra,
  falAi,
  featherlessAi,
  fireworksAi,
  groq,
  hfInference,
  hyperbolic,
  nebius,
  novita,
  nscale,
  openai,
  ovhcloud,
  publicai,
  replicate,
  sambanova,
  scaleway,
  together,
  wavespeed,
  zaiOrg,
];

// Inputs the hub pre-fills in a model's inference widget when the model card declares none, by the
// model's language and pipeline. The languages and pipelines are the hub's; every sentence is our own.
// `<mask>` stands for the model's own mask token, which the widget puts in its place.

import { ARABIC, BENGALI, CHINESE, DHIVEHI, MONGOLIAN, PERSIAN, SINHALA } from "./default-widget-inputs/asian";
import { ENGLISH } from "./default-widget-inputs/english";
import { FRENCH, GERMAN, ITALIAN, RUSSIAN, SPANISH, UKRAINIAN } from "./default-widget-inputs/european";
import type { WidgetType } from "./pipelines";
import type { WidgetExample } from "./widget-example";

/** The default inputs of one language: plain texts, or structured examples, per widget. */
export type PerLanguageMapping = Map<WidgetType, string[] | WidgetExample[]>;

/** Language code (`en`, `zh`, `fr`, ...) → the default widget inputs in that language. */
export const MAPPING_DEFAULT_WIDGET: Map<string, PerLanguageMapping> = new Map([
  ["en", ENGLISH],
  ["zh", CHINESE],
  ["fr", FRENCH],
  ["es", SPANISH],
  ["ru", RUSSIAN],
  ["uk", UKRAINIAN],
  ["it", ITALIAN],
  ["fa", PERSIAN],
  ["ar", ARABIC],
  ["bn", BENGALI],
  ["mn", MONGOLIAN],
  ["si", SINHALA],
  ["de", GERMAN],
  ["dv", DHIVEHI],
]);

// @inferkit/inference/emulator: a loopback emulator of the router and every provider, for offline tests.
// Node only; the client core never imports it.
export { startEmulator } from "./server";
export type {
  BinaryBody,
  CorsOption,
  Emulator,
  EmulatorOptions,
  Fault,
  FaultKind,
  FaultMatch,
  FormBody,
  FormFile,
  ProviderMappingEntry,
  RecordedRequest,
  RepoFiles,
} from "./types";

// Shared setup of the integration suites: one emulator per file, a clean mapping cache per test.
import { afterAll, beforeAll, beforeEach } from "vitest";
import { type Emulator, type EmulatorOptions, startEmulator } from "../emulator";
import { clearProviderMappingCache } from "../lib/mapping";

export const HF_TOKEN = "hf_integration_secret_token";
export const PROVIDER_KEY = "sk-integration-secret-key";

export function useEmulator(options: EmulatorOptions = {}): () => Emulator {
  let emulator: Emulator | undefined;
  beforeAll(async () => {
    emulator = await startEmulator({ idleTimeoutMs: 120_000, ...options });
  });
  beforeEach(() => {
    emulator?.reset();
    clearProviderMappingCache();
  });
  afterAll(() => emulator?.close());
  return () => {
    if (!emulator) throw new Error("emulator not started");
    return emulator;
  };
}

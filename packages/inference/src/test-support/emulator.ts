// The emulator as the tests use it: one per test file (or one per test), and the credentials they send.
import { afterAll, beforeAll, beforeEach } from "vitest";
import { startEmulator } from "../emulator/server";
import type { Emulator, EmulatorOptions } from "../emulator/types";
import { clearProviderMappingCache } from "../lib/mapping";

export const HF_TOKEN = "hf_emulator_test_token";
export const PROVIDER_KEY = "sk-emulator-test-key";

/**
 * Starts one emulator for the test file (idle for up to two minutes: a loaded machine can be slow between
 * tests), and before each test resets it and the client's provider-mapping cache; closes it after the file.
 */
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

/** Runs `test` against an emulator of its own, closed afterwards whatever happens. */
export async function withEmulator(options: EmulatorOptions, test: (emulator: Emulator) => Promise<void>) {
  const emulator = await startEmulator(options);
  try {
    await test(emulator);
  } finally {
    await emulator.close();
  }
}

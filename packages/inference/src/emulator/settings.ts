// startEmulator's options with their defaults; an option the emulator could not honour throws at the call.
import { MAX_TIMER_MS } from "../lib/call";
import { repoFilesProblem } from "./hub-files";
import type { CorsOption, EmulatorOptions, RepoFiles } from "./types";

const MIB = 1024 * 1024;

export const DEFAULTS = {
  port: 0,
  maxRequests: 10_000,
  maxConnections: 256,
  idleTimeoutMs: 60_000,
  lifetimeMs: 600_000,
  maxBodyBytes: 32 * MIB,
  maxRecordedRequests: 1_000,
  maxRecordedBytes: 64 * MIB,
  maxJobs: 1_000,
  cors: "loopback" as CorsOption,
  repoFiles: {} as RepoFiles,
};

type Settings = typeof DEFAULTS;

const COUNTS = [
  "maxRequests",
  "maxConnections",
  "maxBodyBytes",
  "maxRecordedRequests",
  "maxRecordedBytes",
  "maxJobs",
] as const;
// Durations are timers: past MAX_TIMER_MS Node fires them at once, which would close the emulator at start.
const DURATIONS = ["idleTimeoutMs", "lifetimeMs"] as const;

function corsProblem(cors: unknown): string | undefined {
  const valid =
    cors === "loopback" ||
    cors === "*" ||
    cors === false ||
    (Array.isArray(cors) && cors.every((origin) => typeof origin === "string"));
  return valid ? undefined : 'cors must be "loopback", "*", false or an array of origins';
}

function settingsProblem(settings: Settings): string | undefined {
  const { port } = settings;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) return `port must be an integer from 0 to 65535`;
  for (const name of COUNTS) {
    const value = settings[name];
    if (!Number.isSafeInteger(value) || value < 1) {
      // A number as it is, anything else by its type (a symbol cannot be written into a message).
      return `${name} must be a positive integer, got ${typeof value === "number" ? value : typeof value}`;
    }
  }
  for (const name of DURATIONS) {
    const value = settings[name];
    if (!(value > 0 && value <= MAX_TIMER_MS)) return `${name} must be a number from 1 to ${MAX_TIMER_MS}`;
  }
  return corsProblem(settings.cors) ?? repoFilesProblem(settings.repoFiles);
}

/** The options merged over the defaults; throws a RangeError naming the first invalid one. */
export function settingsOf(options: EmulatorOptions): Settings {
  const defined = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  const settings: Settings = { ...DEFAULTS, ...defined };
  const problem = settingsProblem(settings);
  if (problem !== undefined) throw new RangeError(`Invalid emulator option: ${problem}`);
  return settings;
}

// Mutable state of one emulator instance, shared by every handler: the stores, and the timers of delayed answers.
import { FaultQueue } from "./faults";
import { JobStore } from "./jobs";
import { MappingStore } from "./mappings";

export class EmulatorState {
  readonly faults = new FaultQueue();
  readonly jobs: JobStore;
  readonly mappings = new MappingStore();
  /** Timers of delayed answers still waiting: one per delayed request in flight. */
  private timers = new Set<NodeJS.Timeout>();

  /** Files of model repos by repo id, then path: fixed at start (see hub-files.ts). */
  readonly repoFiles: ReadonlyMap<string, ReadonlyMap<string, string>>;

  constructor(limits: { maxJobs: number; maxJobBytes: number }, repoFiles: EmulatorState["repoFiles"] = new Map()) {
    this.jobs = new JobStore(limits.maxJobs, limits.maxJobBytes);
    this.repoFiles = repoFiles;
  }

  /** Waits `ms`; the wait never resolves once the emulator closed (its timer is cleared). */
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      timer.unref();
      this.timers.add(timer);
    });
  }

  clearTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  reset(): void {
    this.faults.clear();
    this.jobs.clear();
    this.mappings.clear();
  }
}

// Asynchronous jobs (BFL polling, fal queue, Novita tasks, Replicate predictions): a job stays pending for a
// number of polls, then ends done or failed, unless it is cancelled while pending. The store keeps the latest
// jobs only (a count and a budget of the request bytes they were made from).
import type { Call } from "./call";
import { newId } from "./fake";

/** Polls a job answers "pending" before it is done, unless a slow-polling fault adds more. */
const DEFAULT_PENDING_POLLS = 1;

export type JobState = "pending" | "done" | "failed" | "canceled";

export interface Job {
  readonly id: string;
  /** The provider that created it: ids are only valid on its own routes. */
  readonly owner: string;
  readonly pendingPolls: number;
  readonly fails: boolean;
  /** What the job produces once done (provider-specific). */
  readonly result: unknown;
  polls: number;
  canceled: boolean;
}

export class JobStore {
  /** In creation order, so the first entries are the oldest. */
  private jobs = new Map<string, Job>();
  /** Body bytes of the requests the kept jobs were made from: what their results may retain. */
  private sizes = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly maxJobs: number,
    private readonly maxBytes: number,
  ) {}

  /** Body bytes charged to the jobs kept. */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.jobs.size;
  }

  /** Creates a job for `call`, honouring its slow-polling / task-failed faults. */
  create(call: Call, owner: string, result: unknown, pendingPolls = DEFAULT_PENDING_POLLS): Job {
    const fault = call.takeFault(["slow-polling", "task-failed"]);
    const job: Job = {
      id: newId(),
      owner,
      pendingPolls: pendingPolls + (fault?.kind === "slow-polling" ? fault.extraPolls : 0),
      fails: fault?.kind === "task-failed",
      result,
      polls: 0,
      canceled: false,
    };
    this.jobs.set(job.id, job);
    this.sizes.set(job.id, call.bodyBytes);
    this.total += call.bodyBytes;
    this.forgetOldest();
    return job;
  }

  /** Forgets the oldest jobs until both budgets hold; the newest job always stays. */
  private forgetOldest(): void {
    for (const id of this.jobs.keys()) {
      if (this.jobs.size <= this.maxJobs && (this.total <= this.maxBytes || this.jobs.size === 1)) return;
      this.jobs.delete(id);
      this.total -= this.sizes.get(id) ?? 0;
      this.sizes.delete(id);
    }
  }

  get(owner: string, id: string): Job | undefined {
    const job = this.jobs.get(id);
    return job?.owner === owner ? job : undefined;
  }

  /** State of a job without counting a poll. */
  peek(job: Job): JobState {
    if (job.canceled) return "canceled";
    if (job.polls < job.pendingPolls) return "pending";
    return job.fails ? "failed" : "done";
  }

  /** Counts one poll and answers the state seen by it. */
  poll(job: Job): JobState {
    const state = this.peek(job);
    job.polls += 1;
    return state;
  }

  /** Cancels a pending job; false when it had ended already. */
  cancel(job: Job): boolean {
    if (this.peek(job) !== "pending") return false;
    job.canceled = true;
    return true;
  }

  clear(): void {
    this.jobs.clear();
    this.sizes.clear();
    this.total = 0;
  }
}

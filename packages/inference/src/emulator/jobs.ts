// Asynchronous jobs (BFL polling, fal queue, Novita tasks, Replicate predictions): a job stays pending for a
// number of polls, then ends done or failed, unless it is cancelled while pending. The store keeps the latest
// jobs only (a count and a budget of the request bytes they were made from).
import { OldestFirstBudget } from "./budget";
import type { EmulatedRequest } from "./emulated-request";
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
  private jobs = new Map<string, Job>();
  /** Charged with the body bytes of the request each job was made from: what its result may retain. */
  private budget: OldestFirstBudget<string>;

  constructor(maxJobs: number, maxBytes: number) {
    this.budget = new OldestFirstBudget(maxJobs, maxBytes);
  }

  /** Creates a job for `call`, honouring its slow-polling / task-failed faults. */
  create(call: EmulatedRequest, owner: string, result: unknown, pendingPolls = DEFAULT_PENDING_POLLS): Job {
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
    for (const id of this.budget.admit(job.id, call.bodyBytes)) this.jobs.delete(id);
    return job;
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
    this.budget.clear();
  }
}

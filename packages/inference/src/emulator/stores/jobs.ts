// Asynchronous jobs (BFL polling, fal queue, Novita tasks, Replicate predictions): a job stays pending for a
// number of polls, then ends done or failed, unless it is cancelled while pending. The store keeps the latest
// jobs only (a count and a budget of the request bytes they were made from).
import { newId } from "../fake";
import { OldestFirstBudget } from "./budget";

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

  /**
   * Creates a job of `owner` answering `result` once done, after `pendingPolls` pending polls (or failing);
   * charged with `bodyBytes`, the size of the request it was made from.
   */
  create(owner: string, result: unknown, terms: { bodyBytes: number; pendingPolls: number; fails: boolean }): Job {
    const job: Job = {
      id: newId(),
      owner,
      pendingPolls: terms.pendingPolls,
      fails: terms.fails,
      result,
      polls: 0,
      canceled: false,
    };
    this.jobs.set(job.id, job);
    for (const id of this.budget.admit(job.id, terms.bodyBytes)) this.jobs.delete(id);
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

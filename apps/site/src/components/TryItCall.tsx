import { useEffect, useRef, useState } from "react";
import { LOAD_FAILED, loadTryItRunner } from "./try-it-tasks";

type Runner = Awaited<ReturnType<typeof loadTryItRunner>>;

/** How the last call ended early: stopped by the visitor, or failed with a message to show. */
export type CallProblem = { stopped: true } | { stopped: false; message: string };

export const problemText = (problem: CallProblem) => (problem.stopped ? "Stopped." : problem.message);

/**
 * One call of the "Try it" box at a time: loads the client, runs `work` with a signal that Stop (or leaving
 * the page) aborts, and turns a failure into a message without the token.
 */
export function useTryItCall() {
  const [running, setRunning] = useState(false);
  const [problem, setProblem] = useState<CallProblem | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  async function run(token: string, work: (runner: Runner, signal: AbortSignal) => Promise<void>): Promise<void> {
    const call = new AbortController();
    controller.current = call;
    setRunning(true);
    setProblem(null);
    let runner: Runner | undefined;
    try {
      runner = await loadTryItRunner();
      await work(runner, call.signal);
    } catch (failure) {
      if (call.signal.aborted) setProblem({ stopped: true });
      else setProblem({ stopped: false, message: runner ? runner.describeFailure(failure, token) : LOAD_FAILED });
    } finally {
      setRunning(false);
      controller.current = null;
    }
  }

  return { running, problem, run, stop: () => controller.current?.abort() };
}

/**
 * The box's main button: submits the form, or while a call runs, stops it. One element for both, so
 * keyboard focus stays on it from Send to Stop and back.
 */
export function RunButton({
  running,
  label,
  disabled,
  onStop,
}: {
  running: boolean;
  label: string;
  disabled: boolean;
  onStop: () => void;
}) {
  return running ? (
    <button key="run" type="button" className="button" onClick={onStop}>
      Stop
    </button>
  ) : (
    <button key="run" type="submit" className="button" disabled={disabled}>
      {label}
    </button>
  );
}

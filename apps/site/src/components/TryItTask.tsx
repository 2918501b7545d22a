import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { FilePicker } from "./FilePicker";
import { TryItResultView } from "./TryItResult";
import {
  type CallTarget,
  LOAD_FAILED,
  loadTryItRunner,
  type OneShotTaskId,
  TRY_IT_TASKS,
  type TryItResult,
} from "./try-it-tasks";

// Uploads go in one request body; these match what hosted providers commonly accept.
const MAX_UPLOAD_BYTES = { image: 10 * 1024 * 1024, audio: 25 * 1024 * 1024 };

/** The input of a task answered in one go (text, image or audio), its Run and Stop, and the answer. */
export function TryItTask({ model, provider, token, task }: CallTarget & { task: OneShotTaskId }) {
  const { input, inputLabel, action } = TRY_IT_TASKS[task];
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [running, setRunning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<TryItResult | null>(null);
  const controller = useRef<AbortController | null>(null);
  const textId = useId();
  useEffect(() => () => controller.current?.abort(), []);

  const given = input === "text" ? text.trim() || null : file;

  async function run(event: FormEvent) {
    event.preventDefault();
    if (!given || !token || running) return;
    const call = new AbortController();
    controller.current = call;
    setRunning(true);
    setProblem(null);
    setResult(null);
    let runner: Awaited<ReturnType<typeof loadTryItRunner>> | undefined;
    try {
      runner = await loadTryItRunner();
      setResult(await runner.runTask(task, given, { model, provider, accessToken: token, signal: call.signal }));
    } catch (failure) {
      if (call.signal.aborted) setProblem("Stopped.");
      else setProblem(runner ? runner.describeFailure(failure, token) : LOAD_FAILED);
    } finally {
      setRunning(false);
      controller.current = null;
    }
  }

  return (
    <form className="try-it-task" onSubmit={run}>
      {input === "text" ? (
        <div className="field">
          <label htmlFor={textId}>{inputLabel}</label>
          <textarea id={textId} rows={3} value={text} onChange={(event) => setText(event.target.value)} />
        </div>
      ) : (
        <FilePicker
          label={inputLabel}
          accept={`${input}/*`}
          maxBytes={MAX_UPLOAD_BYTES[input]}
          file={file}
          onChange={setFile}
        />
      )}
      <div className="try-it-actions">
        {running ? (
          <button key="run" type="button" className="button" onClick={() => controller.current?.abort()}>
            Stop
          </button>
        ) : (
          <button key="run" type="submit" className="button" disabled={!token}>
            {action}
          </button>
        )}
      </div>
      <p role="status" className={problem && problem !== "Stopped." ? "error-box" : "muted"}>
        {running ? "Working…" : (problem ?? (result ? "Done." : ""))}
      </p>
      {result && <TryItResultView result={result} />}
    </form>
  );
}

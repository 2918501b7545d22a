import { type FormEvent, useId, useState } from "react";
import { FilePicker } from "./FilePicker";
import { problemText, RunButton, useTryItCall } from "./TryItCall";
import { TryItResultView } from "./TryItResult";
import { type CallTarget, type OneShotTaskId, TRY_IT_TASKS, type TryItResult } from "./try-it-tasks";

// Uploads go in one request body; these match what hosted providers commonly accept.
const MAX_UPLOAD_BYTES = { image: 10 * 1024 * 1024, audio: 25 * 1024 * 1024 };

/** The input of a task answered in one go (text, image or audio), its Run and Stop, and the answer. */
export function TryItTask({ model, provider, token, task }: CallTarget & { task: OneShotTaskId }) {
  const { input, inputLabel, action } = TRY_IT_TASKS[task];
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<TryItResult | null>(null);
  const { running, problem, run, stop } = useTryItCall();
  const textId = useId();

  const given = input === "text" ? text.trim() || null : file;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!given || !token || running) return;
    setResult(null);
    void run(token, async (runner, signal) => {
      setResult(await runner.runTask(task, given, { model, provider, accessToken: token, signal }));
    });
  }

  return (
    <form className="try-it-task" onSubmit={onSubmit}>
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
        <RunButton running={running} label={action} disabled={!token} onStop={stop} />
      </div>
      <p role="status" className={problem && !problem.stopped ? "error-box" : "muted"}>
        {running ? "Working…" : problem ? problemText(problem) : result ? "Done." : ""}
      </p>
      {result && <TryItResultView result={result} />}
    </form>
  );
}

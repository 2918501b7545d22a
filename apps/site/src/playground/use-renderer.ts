import { useEffect, useRef, useState } from "react";
import type { PlaygroundInput, PlaygroundResult } from "./render";

/** A render that has not answered by then is stopped: the worker is terminated and replaced. */
export const RENDER_TIME_LIMIT_MS = 1500;

export type RendererState = { status: "rendering" } | { status: "done"; result: PlaygroundResult };

/** Renders `input` in a Web Worker after each change (debounced), bounded in time. */
export function useRenderer(input: PlaygroundInput): RendererState {
  const [state, setState] = useState<RendererState>({ status: "rendering" });
  const worker = useRef<Worker | null>(null);
  const requestId = useRef(0);

  useEffect(() => () => worker.current?.terminate(), []);

  useEffect(() => {
    const id = ++requestId.current;
    setState({ status: "rendering" });
    let deadline: ReturnType<typeof setTimeout> | undefined;
    let answered = false;
    const debounce = setTimeout(() => {
      worker.current ??= new Worker(new URL("./render.worker.ts", import.meta.url), { type: "module" });
      const current = worker.current;
      current.onmessage = (event: MessageEvent<{ id: number; result: PlaygroundResult }>) => {
        if (event.data.id !== requestId.current) return;
        answered = true;
        clearTimeout(deadline);
        setState({ status: "done", result: event.data.result });
      };
      deadline = setTimeout(() => {
        current.terminate();
        worker.current = null;
        setState({
          status: "done",
          result: {
            ok: false,
            stage: "template",
            message: `Rendering was stopped after ${RENDER_TIME_LIMIT_MS / 1000} s: the template runs too long.`,
          },
        });
      }, RENDER_TIME_LIMIT_MS);
      current.postMessage({ id, input });
    }, 150);
    return () => {
      clearTimeout(debounce);
      clearTimeout(deadline);
      // A render still running for an outdated input is abandoned with its worker.
      if (deadline !== undefined && !answered) {
        worker.current?.terminate();
        worker.current = null;
      }
    };
  }, [input]);

  return state;
}

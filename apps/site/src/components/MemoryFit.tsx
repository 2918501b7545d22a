import { DEFAULT_MEMORY_OPTIONS, estimateModelMemory, type FitVerdict, fitsIn, type ModelData } from "@inferkit/tasks";
import { useId, useMemo, useState } from "react";
import { PART_GROUPS } from "./hardware-parts";

const PARTS = new Map(PART_GROUPS.flatMap((group) => group.parts.map((part) => [part.key, part] as const)));

const VERDICT_LABEL: Record<FitVerdict, string> = {
  fits: "Fits",
  tight: "Tight fit",
  "does-not-fit": "Does not fit",
  unknown: "Unknown",
};
const GiB = 2 ** 30;
const gib = (bytes: number) => `${(bytes / GiB).toFixed(1)} GiB`;
const MAX_CONTEXT = 10_000_000;

/**
 * Will the model run here? Estimates memory (weights, KV cache for the context, overhead) for the chosen
 * GGUF quantisation, and compares it with a chosen part or memory size.
 */
export function MemoryFit({ model, quantization }: { model: ModelData; quantization?: string }) {
  const [partKey, setPartKey] = useState("");
  const [memory, setMemory] = useState(24);
  const [contextText, setContextText] = useState("4096");
  const ids = { part: useId(), memory: useId(), context: useId() };
  const part = PARTS.get(partKey);
  const memoryOptions = part?.memory ?? DEFAULT_MEMORY_OPTIONS;
  const gigabytes = memoryOptions.includes(memory) ? memory : (memoryOptions.at(-1) ?? memory);
  const context = Math.min(Math.max(Math.trunc(Number(contextText)) || 0, 0), MAX_CONTEXT);

  const estimate = useMemo(
    () => estimateModelMemory(model, { contextLength: context || undefined, quantization }),
    [model, context, quantization],
  );
  const fit = fitsIn(estimate, gigabytes);

  return (
    <div className="memory-fit">
      <div className="field-row">
        <div className="field">
          <label htmlFor={ids.part}>Hardware</label>
          <select id={ids.part} value={partKey} onChange={(event) => setPartKey(event.target.value)}>
            <option value="">Any (choose the memory)</option>
            {PART_GROUPS.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.parts.map((p) => (
                  <option key={p.key} value={p.key}>
                    {p.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.memory}>Memory</label>
          <select id={ids.memory} value={gigabytes} onChange={(event) => setMemory(Number(event.target.value))}>
            {memoryOptions.map((gb) => (
              <option key={gb} value={gb}>
                {gb} GB
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.context}>Context length (tokens)</label>
          <input
            id={ids.context}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_CONTEXT}
            step={1024}
            value={contextText}
            onChange={(event) => setContextText(event.target.value)}
          />
        </div>
      </div>
      <p className={`memory-verdict memory-${fit.verdict}`} role="status">
        <strong>{VERDICT_LABEL[fit.verdict]}</strong>: {fit.reason}.
      </p>
      {estimate.kind === "estimate" && (
        <ul className="memory-breakdown">
          <li>
            Weights: {gib(estimate.weightsBytes)} ({(estimate.parameters / 1e9).toFixed(2)} B parameters, from{" "}
            {estimate.source === "gguf" ? `the ${quantization ?? "GGUF"} file` : "safetensors"})
          </li>
          <li>
            KV cache:{" "}
            {estimate.kvCache ? `${gib(estimate.kvCache.bytes)} for ${estimate.kvCache.tokens} tokens` : "not known"}
          </li>
          <li>Runtime overhead: {gib(estimate.overheadBytes)}</li>
          {estimate.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

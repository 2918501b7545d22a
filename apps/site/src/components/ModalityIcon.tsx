// A small line drawing per modality, so the task index can be scanned by shape as well as by heading.
const PATHS: Record<string, string> = {
  // Two overlapping frames: more than one kind of input.
  multimodal: "M3 7h9v9H3zM8 4h9v9",
  // Lines of text.
  nlp: "M3 5h14M3 9h14M3 13h9M3 17h11",
  // A picture with a hill and a sun.
  cv: "M3 4h14v12H3zM3 14l4-4 3 3 2-2 5 5M13 8h.01",
  // A waveform.
  audio: "M3 9v2M6 7v6M9 4v12M12 8v4M15 5v10M18 9v2",
  // A table.
  tabular: "M3 4h14v12H3zM3 8h14M3 12h14M8 4v12",
  // A loop back to the start: act, observe, repeat.
  rl: "M15 6a6 6 0 1 0 1.5 6M15 2v4h-4",
  other: "M5 10h.01M10 10h.01M15 10h.01",
};

export function ModalityIcon({ modality }: { modality: string }) {
  return (
    <svg
      className="modality-icon"
      viewBox="0 0 20 20"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[modality] ?? PATHS.other} />
    </svg>
  );
}

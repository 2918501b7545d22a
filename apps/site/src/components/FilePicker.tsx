import { useEffect, useId, useRef, useState } from "react";

interface FilePickerProps {
  label: string;
  /** The input's `accept`, e.g. `image/*`. */
  accept: string;
  /** Files larger than this are refused with a message, never read. */
  maxBytes: number;
  /** The chosen file; `null` clears the input. */
  file: File | null;
  onChange: (file: File | null) => void;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A labelled file input that refuses files over a size, and says which file is chosen. */
export function FilePicker({ label, accept, maxBytes, file, onChange }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const ids = { input: useId(), status: useId() };
  useEffect(() => {
    if (!file && input.current) input.current.value = "";
  }, [file]);

  function choose(chosen: File | undefined) {
    if (chosen && chosen.size > maxBytes) {
      setRefused(`${chosen.name} is ${megabytes(chosen.size)}; files up to ${megabytes(maxBytes)} can be sent.`);
      onChange(null);
      return;
    }
    setRefused(null);
    onChange(chosen ?? null);
  }

  return (
    <div className="field">
      <label htmlFor={ids.input}>{label}</label>
      <input
        ref={input}
        id={ids.input}
        type="file"
        accept={accept}
        aria-describedby={ids.status}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      <span
        id={ids.status}
        className={refused ? "try-it-refused" : "muted try-it-help"}
        role={refused ? "alert" : undefined}
      >
        {refused ?? (file ? `${file.name}, ${megabytes(file.size)}` : `Up to ${megabytes(maxBytes)}.`)}
      </span>
    </div>
  );
}

/** The file as a `data:` URL, for inputs sent inline (a chat message's image). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
